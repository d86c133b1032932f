// Score sheet form: keeps what is being typed in the browser's storage, so a closed tab, a
// dead battery or a reload mid-hand loses nothing. The draft belongs to one sheet at one
// version: once the hand is saved the sheet's version moves on and the draft is dropped.
// Every choice can be taken back: a chip chosen by mistake (outcome, discarder, value, bet…)
// is unticked by tapping it again, and "Start over" empties the whole form and its draft.
(function () {
  // Runs on load, and again when the live page swaps in a fresh form (nothing was typed in it).
  function init() {
    var form = document.getElementById("hand-form");
    if (!form || form._tenbouDraft || !window.localStorage) return;
    form._tenbouDraft = true;
    var version = form.querySelector("input[name=version]");
    var base = "tenbou-draft:" + form.getAttribute("action");
    var key = base + "@" + (version ? version.value : "");
    var fresh = !form.querySelector(".error, .preview");

    function fields() {
      var data = {};
      Array.prototype.forEach.call(form.elements, function (el) {
        // Hidden fields (the form's version, key, position) are the page's, not the hand's;
        // the tile picker's mode is the picker's.
        if (!el.name || el.type === "hidden" || el.name === "action" || el.closest(".picker")) return;
        if (el.type === "checkbox" || el.type === "radio") {
          if (el.checked) data[el.name + "=" + el.value] = true;
        } else if (el.value !== "") {
          data[el.name] = el.value;
        }
      });
      return data;
    }

    function restore(data) {
      Array.prototype.forEach.call(form.elements, function (el) {
        if (!el.name) return;
        if (el.type === "checkbox" || el.type === "radio") {
          if (data[el.name + "=" + el.value]) el.checked = true;
        } else if (data[el.name] !== undefined && el.value === "") {
          el.value = data[el.name];
        }
      });
    }

    // Drafts of this sheet at older versions are for hands already saved.
    for (var i = localStorage.length - 1; i >= 0; i--) {
      var stored = localStorage.key(i);
      if (stored && stored.indexOf(base + "@") === 0 && stored !== key) localStorage.removeItem(stored);
    }
    var saved = localStorage.getItem(key);
    if (saved && fresh) {
      try {
        restore(JSON.parse(saved));
        var note = document.createElement("p");
        note.className = "ok";
        note.setAttribute("role", "status");
        note.textContent = "Restored the hand you were entering. Check it, then preview and save.";
        form.insertBefore(note, form.firstChild.nextSibling);
        form.dispatchEvent(new Event("change"));
      } catch (e) {
        localStorage.removeItem(key);
      }
    }
    function remember() {
      var data = fields();
      if (Object.keys(data).length) localStorage.setItem(key, JSON.stringify(data));
      else localStorage.removeItem(key);
    }
    form.addEventListener("change", remember);
    form.addEventListener("input", remember);
    untickByTappingAgain(form);
    offerStartOver(form, function () { localStorage.removeItem(key); });
  }

  // A radio cannot be unticked by a tap of its own, so a chip chosen by mistake would stay
  // chosen. Which radios were ticked is noted after every change (the click of a tap comes
  // before its change); a tap on one that was already ticked unticks it. The picker's modes are
  // a setting of the picker, not a choice of the hand, and are left alone.
  function untickByTappingAgain(form) {
    var ticked = [];
    function note() {
      ticked = Array.prototype.filter.call(form.querySelectorAll("input[type=radio]"), function (r) {
        return r.checked;
      });
    }
    note();
    form.addEventListener("change", note);
    form.addEventListener("click", function (event) {
      var radio = event.target;
      if (radio.type !== "radio" || radio.closest(".picker") || ticked.indexOf(radio) < 0) return;
      radio.checked = false;
      radio.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }

  // "Start over": every field emptied (hidden ones kept: they belong to the page), the draft
  // dropped and the preview cleared, as if the sheet had just been opened.
  function offerStartOver(form, dropDraft) {
    var offer = form.querySelector("[data-start-over]");
    if (!offer) return;
    offer.hidden = false;
    offer.querySelector("button").addEventListener("click", function () {
      Array.prototype.forEach.call(form.elements, function (el) {
        if (!el.name || el.type === "hidden" || el.closest(".picker")) return;
        if (el.type === "checkbox" || el.type === "radio") el.checked = false;
        else if (el.tagName === "SELECT") el.selectedIndex = 0;
        else if (el.type !== "button" && el.type !== "submit") el.value = "";
      });
      form.querySelectorAll("details[open]").forEach(function (d) { d.open = false; });
      form.querySelectorAll(".pay-result, .preview-details").forEach(function (el) { el.textContent = ""; });
      form.querySelectorAll("p.ok[role=status]").forEach(function (note) { note.remove(); });
      form.dispatchEvent(new Event("change"));
      dropDraft();
      window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 8);
    });
  }
  init();
  document.addEventListener("live:swapped", init);
})();
