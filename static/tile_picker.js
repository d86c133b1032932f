// The tile picker the calculator and the score sheet share: tiles tapped (a tile, or a whole
// chow, pung or kong in the chosen mode) are written into the form's own text fields, so the
// server reads exactly what a typist would have typed and typing stays the fast path. The page
// works without this script; the picker only spares a player typing mpsz notation on a phone.
//
// window.tenbouTilePicker(section) ties one picker section (templates/calculator/picker.html) to
// its page and returns { bind(field), reload() }: `field(name)` gives the form's input for
// "hand", "win_tile", "melds", "dora" or "ura" (or nothing where the form has no such field),
// and every write to them is announced with an "input" event, as typing would be.
window.tenbouTilePicker = function (picker) {
  var field = function () { return null; };
  var value = function (name) { var f = field(name); return f ? f.value : ""; };
  var put = function (name, v) {
    var f = field(name);
    if (!f || f.value === v) return;
    f.value = v;
    f.dispatchEvent(new Event("input", { bubbles: true }));
  };
  // What the picker shows, in the page's language: the section's data-word-* attributes
  // (templates/calculator/picker.html); a word missing reads as the English it replaced.
  var word = function (name, english) {
    var w = picker.dataset["word" + name];
    return w === undefined ? english : w;
  };
  var soFar = picker.querySelector("[data-so-far]");
  var count = picker.querySelector("[data-so-far-count]");
  var state = { hand: [], melds: [], dora: [], ura: [] };
  // Every change is remembered so "Undo" can step back whatever the last tap did.
  var history = [];

  // "123m4z" -> ["1m", "2m", "3m", "4z"]; text that does not read gives what it could.
  function tiles(text) {
    var out = [], digits = [];
    (text || "").replace(/\s/g, "").split("").forEach(function (c) {
      if (c >= "0" && c <= "9") digits.push(c);
      else if ("mpsz".indexOf(c) >= 0) {
        digits.forEach(function (d) { out.push(d + c); });
        digits = [];
      }
    });
    return out;
  }
  // The reverse, keeping the order: ["1m", "2m", "4z"] -> "12m4z".
  function text(list) {
    var out = "";
    list.forEach(function (t, i) {
      out += t[0];
      if (i === list.length - 1 || list[i + 1][1] !== t[1]) out += t[1];
    });
    return out;
  }
  var order = { m: 0, p: 1, s: 2, z: 3 };
  function key(t) { return order[t[1]] * 10 + (t[0] === "0" ? 5.5 : +t[0]); }
  function sorted(list) { return list.slice().sort(function (a, b) { return key(a) - key(b); }); }
  function plain(t) { return t[0] === "0" ? "5" + t[1] : t; }

  function load() {
    var win = value("win_tile").trim();
    var hand = tiles(value("hand"));
    var at = hand.lastIndexOf(win);
    if (at >= 0) { hand.splice(at, 1); hand.push(win); }
    state.hand = hand;
    state.melds = [];
    var words = value("melds").split(/[\s,;]+/).filter(Boolean);
    for (var i = 0; i + 1 < words.length; i += 2) {
      state.melds.push({ kind: words[i].toLowerCase(), tiles: tiles(words[i + 1]) });
    }
    state.dora = tiles(value("dora"));
    state.ura = tiles(value("ura"));
  }

  function save() {
    // The winning tile stays last so that the server and a reload agree on it.
    var hand = state.hand;
    var win = hand.length ? hand[hand.length - 1] : "";
    put("hand", hand.length ? text(sorted(hand.slice(0, -1)).concat([win])) : "");
    put("win_tile", win);
    put("melds", state.melds.map(function (m) { return m.kind + " " + text(m.tiles); }).join(", "));
    put("dora", text(state.dora));
    put("ura", text(state.ura));
  }

  function copies(t) {
    var all = state.hand.concat(state.dora, state.ura);
    state.melds.forEach(function (m) { all = all.concat(m.tiles); });
    return all.filter(function (x) { return plain(x) === plain(t); }).length;
  }
  function room() {
    // Fourteen tiles, a meld taking three of them (a kan's fourth is extra).
    return 14 - 3 * state.melds.length - state.hand.length;
  }

  function img(t, label, back) {
    var i = document.createElement("img");
    i.src = "/static/tiles/" + (back ? "back" : t) + ".svg";
    i.alt = label;
    i.width = 30;
    i.height = 40;
    i.className = "tile";
    return i;
  }
  function group(cls, title, list, onTap, backs) {
    var b = document.createElement("button");
    b.type = "button";
    b.className = "tile-group " + cls;
    b.title = title;
    list.forEach(function (t, i) { b.appendChild(img(t, title + " " + t, backs && (i === 0 || i === list.length - 1))); });
    b.addEventListener("click", onTap);
    return b;
  }
  // The title of a meld's button in the hand so far: its kind's words, else its kind.
  function meldRemoval(kind) {
    var name = { chi: "Chi", pon: "Pon", kan: "Kan", ankan: "Ankan", shouminkan: "Shouminkan" }[kind];
    return name ? word("Remove" + name, kind + ", remove") : kind + ", remove";
  }
  function change(fn) {
    history.push(JSON.stringify(state));
    fn();
    save();
    draw();
  }

  function draw() {
    soFar.textContent = "";
    var hand = state.hand;
    var body = sorted(hand.slice(0, -1));
    body.forEach(function (t) {
      soFar.appendChild(group("", word("Remove", "remove"), [t], function () {
        change(function () { hand.splice(hand.indexOf(t), 1); });
      }));
    });
    if (hand.length) {
      var win = hand[hand.length - 1];
      soFar.appendChild(group("win-tile", word("RemoveWin", "winning tile, remove"), [win], function () {
        change(function () { hand.pop(); });
      }));
    }
    state.melds.forEach(function (m, i) {
      soFar.appendChild(group("meld", meldRemoval(m.kind), m.tiles, function () {
        change(function () { state.melds.splice(i, 1); });
      }, m.kind === "ankan"));
    });
    ["dora", "ura"].forEach(function (which) {
      if (!state[which].length) return;
      var label = document.createElement("span");
      label.className = "muted small";
      label.textContent = which === "dora" ? word("Dora", "dora") : word("Ura", "ura");
      soFar.appendChild(label);
      state[which].forEach(function (t, i) {
        soFar.appendChild(group("dora", which === "dora" ? word("RemoveDora", "dora indicator, remove") : word("RemoveUra", "ura indicator, remove"), [t], function () {
          change(function () { state[which].splice(i, 1); });
        }));
      });
    });
    var n = hand.length + state.melds.reduce(function (s, m) { return s + m.tiles.length; }, 0);
    count.textContent = n ? word("Count", "({n} tiles)").replace("{n}", n) : word("Empty", "(empty)");
  }

  function mode() {
    var checked = picker.querySelector("input[name=mode]:checked");
    return checked ? checked.value : "hand";
  }
  function backToTiles() {
    var first = picker.querySelector("input[name=mode][value=hand]");
    if (first) first.checked = true;
  }

  // A whole meld from one tap: a chow starts at the tile tapped, a pung or kong repeats it.
  function meldOf(m, t) {
    var n = +t[0], suit = t[1];
    if (m === "chi") {
      var start = n === 0 ? 5 : n;
      if (suit === "z" || start > 7) return null;
      return [t, (start + 1) + suit, (start + 2) + suit];
    }
    var meld = [t];
    while (meld.length < (m === "pon" ? 3 : 4)) meld.push(plain(t));
    return meld;
  }

  function tap(t) {
    var m = mode();
    if (m === "hand") {
      if (room() > 0 && copies(t) < 4) change(function () { state.hand.push(t); });
      return;
    }
    if (m === "dora" || m === "ura") {
      if (field(m) && state[m].length < 5 && copies(t) < 4) change(function () { state[m].push(t); });
      return;
    }
    if (state.melds.length >= 4 || room() < 3) return;
    var meld = meldOf(m, t);
    if (!meld) return;
    var ok = meld.every(function (x) { return copies(x) + meld.filter(function (y) { return plain(y) === plain(x); }).length <= 4; });
    if (!ok) return;
    change(function () { state.melds.push({ kind: m, tiles: meld }); });
    backToTiles();
  }

  picker.querySelectorAll(".tile-button").forEach(function (b) {
    b.addEventListener("click", function () { tap(b.getAttribute("data-tile")); });
  });
  picker.querySelector("[data-undo]").addEventListener("click", function () {
    if (!history.length) return;
    state = JSON.parse(history.pop());
    save();
    draw();
  });
  picker.querySelector("[data-clear]").addEventListener("click", function () {
    change(function () { state = { hand: [], melds: [], dora: [], ura: [] }; });
  });

  function reload() {
    load();
    draw();
  }
  return {
    // Ties the picker to other fields (the score sheet's seat being entered) and reads them.
    bind: function (lookup) {
      field = lookup;
      history = [];
      reload();
      picker.hidden = false;
    },
    // The fields were changed from outside (typed, emptied): the picker follows them.
    reload: reload
  };
};
