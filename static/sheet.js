// Score sheet form: show only what the chosen outcome needs (a seat's value only once it wins,
// the fu only under 5 han, pao only for a yakuman or, in Hong Kong Old Style, 6 faan
// and the limit, agari-yame only once the dealer wins), and
// preview the payments in the bar at the bottom as the form changes, so that Save is the last
// tap. The form works without this script (every control shown, "Preview" reloads the page).
//
// The keyboard's place: the bar at the bottom never covers the control that has the focus (the
// page's scroll padding is the bar's measured height, and a control that lands under it anyway
// is scrolled above it), and after a refused save the focus is on the refusal, which a screen
// reader then reads.
(function () {
  // Runs on load, and again when the live page swaps in a fresh form (nothing was typed in it).
  function init() {
    var form = document.getElementById("hand-form");
    if (!form || form._tenbouSheet) return;
    form._tenbouSheet = true;
    var result = form.querySelector(".pay-result");
    var previewButton = form.querySelector("button[value=preview]");
    var details = form.querySelector(".preview-details");

    function outcome() {
      var checked = form.querySelector("input[name=outcome]:checked");
      return checked ? checked.value : "";
    }

    function checkedValue(name) {
      var checked = form.querySelector("input[name='" + name + "']:checked");
      return checked ? checked.value : "";
    }

    // A row the last tap brought out (a winner's values, the fu under 5 han): it must not
    // open under the bar at the bottom, whose preview would ask for it unseen. Kept until the
    // preview lands, which may make the bar taller.
    var revealed = null;
    var started = false;
    function keepInView() {
      if (!revealed || revealed.hidden) return;
      var bar = form.querySelector(".pay-bar");
      var limit = (bar ? bar.getBoundingClientRect().top : window.innerHeight) - 8;
      var box = revealed.getBoundingClientRect();
      // A row taller than the room left shows from its top.
      if (box.bottom > limit) window.scrollBy(0, Math.max(0, Math.min(box.bottom - limit, box.top - 8)));
    }

    function update() {
      var watched = form.querySelectorAll(".value-row, .fus");
      var wasHidden = Array.prototype.map.call(watched, function (el) { return el.hidden; });
      var chosen = outcome();
      form.querySelectorAll("[data-outcomes]").forEach(function (el) {
        var wanted = el.getAttribute("data-outcomes").split(" ");
        el.hidden = chosen !== "" && wanted.indexOf(chosen) < 0;
      });
      var dealerWins = false;
      form.querySelectorAll(".seat-form").forEach(function (seat) {
        var i = seat.getAttribute("data-seat");
        var wins = seat.querySelector("input[name=win" + i + "]");
        var row = seat.querySelector(".value-row");
        var winning = wins && wins.checked && (chosen === "ron" || chosen === "tsumo");
        if (row) row.hidden = !winning;
        var value = checkedValue("value" + i);
        var han = parseInt(value, 10);
        var fus = seat.querySelector(".fus");
        if (fus) fus.hidden = !(han >= 1 && han <= 4);
        var pao = seat.querySelector(".pao");
        if (pao) {
          // Riichi: pao only for a yakuman. Where the label names a faan count (Hong Kong Old
          // Style, 6 faan), from that count and for the limit; and while tiles are given, whose
          // value is known only once scored.
          var from = parseInt(pao.getAttribute("data-faan-from"), 10);
          var tiles = seat.querySelector("input[name=hand" + i + "]");
          pao.hidden = !(value.charAt(0) === "y" || (from > 0 && (value === "limit" || han >= from ||
            (tiles && tiles.value.trim() !== ""))));
        }
        var agari = form.querySelector(".agari-yame");
        if (winning && agari && agari.getAttribute("data-dealer") === i) dealerWins = true;
      });
      var agariYame = form.querySelector(".agari-yame");
      if (agariYame) {
        agariYame.hidden = !dealerWins;
        if (!dealerWins) agariYame.querySelector("input").checked = false;
      }
      var timeUp = form.querySelector("input[name=time_up]");
      var lastHand = form.querySelector("[data-time-last]");
      if (lastHand) lastHand.hidden = !(timeUp && timeUp.checked);
      revealed = null;
      for (var w = 0; started && w < watched.length; w++) {
        if (wasHidden[w] && !watched[w].hidden && !revealed) revealed = watched[w];
      }
      keepInView();
    }
    // Once the person reaches for another control, the page stays where it is: a preview
    // landing then must not move the row under the finger (the tap would land elsewhere).
    form.addEventListener("pointerdown", function () { revealed = null; }, true);

    // The round clock runs out while the form is open: where the time rule ends games at
    // time, the hand being typed is the last of the game. The "time was up" choice appears,
    // ticked unless the table was given one more hand, and the bar by Save says so; the
    // preview follows the tick. The clock is the sheet's, which the live page keeps current
    // (minutes given, the clock restarted).
    var whenUp = form.querySelector("[data-when-time-up]");
    function followClock() {
      if (!whenUp || !document.body.contains(form)) return;
      var clock = document.querySelector(".clock[data-ends-at]");
      var up = !!clock && clock.classList.contains("up") && clock.hasAttribute("data-ends-games");
      var box = whenUp.querySelector("input");
      var wanted = up && clock.getAttribute("data-extra-hands") === "0";
      if (up === !whenUp.hidden && (!up || box.checked === wanted || box._touched)) return;
      whenUp.hidden = !up;
      if (!box._touched && box.checked !== wanted) {
        box.checked = wanted;
        box.dispatchEvent(new Event("change", { bubbles: true }));
      }
    }
    if (whenUp) {
      // A tap on the choice is the table's word: the clock no longer changes it.
      whenUp.addEventListener("click", function () { whenUp.querySelector("input")._touched = true; });
    }

    // A tsumo has one winner: ticking one clears the others; on a ron the discarder does not win.
    form.addEventListener("change", function (event) {
      var el = event.target;
      var chosen = outcome();
      if (chosen === "tsumo" && /^win\d$/.test(el.name) && el.checked) {
        form.querySelectorAll("input[name^=win]").forEach(function (other) {
          if (other !== el && /^win\d$/.test(other.name)) other.checked = false;
        });
      }
      if (chosen === "ron" && el.name === "discarder") {
        var own = form.querySelector("input[name=win" + el.value + "]");
        if (own) own.checked = false;
      }
      if (chosen === "ron" && /^win\d$/.test(el.name) && el.checked) {
        var discarder = form.querySelector("input[name=discarder][value='" + el.name.slice(3) + "']");
        if (discarder) discarder.checked = false;
      }
    });
    keepFocusAboveBar(form);
    form.addEventListener("change", update);
    update();
    started = true;
    if (whenUp) {
      followClock();
      setInterval(followClock, 1000);
    }

    // Live preview: the same request as the Preview button, answered with the same page; only
    // its payment bar (and the tiles' scores) are taken. The latest answer wins.
    if (!result || !window.fetch || !window.DOMParser) return;
    if (previewButton) previewButton.hidden = true;
    var sent = 0;
    var timer = null;
    // The preview under way: cancelled when the page is left, so that a page kept in the
    // back/forward cache holds no connection (see live.js).
    var pending = null;
    function preview() {
      if (outcome() === "") return;
      var data = new URLSearchParams(new FormData(form));
      data.set("action", "preview");
      var mine = ++sent;
      result.classList.add("busy");
      if (pending) pending.abort();
      pending = window.AbortController ? new AbortController() : null;
      fetch(form.getAttribute("action").split("#")[0], {
        method: "POST",
        body: data,
        credentials: "same-origin",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        signal: pending ? pending.signal : undefined
      })
        .then(function (response) { return response.text(); })
        .then(function (html) {
          if (mine !== sent) return;
          pending = null;
          var page = new DOMParser().parseFromString(html, "text/html");
          var fresh = page.querySelector("#hand-form .pay-result");
          result.innerHTML = fresh ? fresh.innerHTML : "";
          result.classList.remove("busy");
          var freshDetails = page.querySelector("#hand-form .preview-details");
          if (details) details.remove();
          details = null;
          if (freshDetails) {
            details = document.importNode(freshDetails, true);
            form.querySelector(".pay-bar").before(details);
          }
          keepInView();
        })
        .catch(function () {
          if (mine !== sent) return;
          result.classList.remove("busy");
          if (previewButton) previewButton.hidden = false;
        });
    }
    function soon(delay) {
      clearTimeout(timer);
      timer = setTimeout(preview, delay);
    }
    var cut = false;
    window.addEventListener("pagehide", function () {
      clearTimeout(timer);
      if (pending) {
        pending.abort();
        cut = true;
      }
    });
    // Back from the cache with a preview cut short: ask again.
    window.addEventListener("pageshow", function (event) {
      if (event.persisted && cut) soon(0);
      cut = false;
    });
    form.addEventListener("change", function () { soon(60); });
    form.addEventListener("input", function (event) {
      if (event.target.type === "text") soon(600);
    });
  }
  // The bar's height changes with the preview in it: the page's scroll padding follows, so that
  // moving the focus (Tab) scrolls the control above the bar, not under it.
  function keepFocusAboveBar(form) {
    var bar = form.querySelector(".pay-bar");
    if (!bar) return;
    var root = document.documentElement;
    function pad() {
      if (document.body.contains(bar)) root.style.scrollPaddingBottom = (bar.offsetHeight + 8) + "px";
    }
    pad();
    if (window.ResizeObserver) new ResizeObserver(pad).observe(bar);
    form.addEventListener("focusin", function (event) {
      var target = event.target;
      if (bar.contains(target)) return;
      // Only the keyboard's focus: a tap focuses its control between the finger's down and up,
      // and scrolling then would move the control from under the finger and lose the tap.
      if (!focusedByKeyboard(target)) return;
      // A chip's input is hidden: the chip a person sees is its label.
      var shown = target.closest("label") || target;
      var box = shown.getBoundingClientRect();
      var limit = bar.getBoundingClientRect().top - 8;
      if (box.bottom > limit) window.scrollBy(0, box.bottom - limit);
    });
  }

  // True when the focus came from the keyboard (Tab, arrows), not from a pointer.
  function focusedByKeyboard(target) {
    try {
      return target.matches(":focus-visible");
    } catch (e) {
      return false;
    }
  }

  // A refused save shows the page again with what to fix: the focus goes there. The page's
  // address ends in #preview (the bar), and a browser that scrolls to such an anchor once the
  // page is laid out drops the focus to the page when the anchor is no control: the refusal
  // takes it back that once.
  function focusRefusal() {
    var refusal = document.querySelector("main p.error[role=alert]");
    if (!refusal) return;
    refusal.setAttribute("tabindex", "-1");
    refusal.focus({ preventScroll: true });
    var until = Date.now() + 3000;
    refusal.addEventListener("blur", function takeBack() {
      refusal.removeEventListener("blur", takeBack);
      setTimeout(function () {
        var lost = !document.activeElement || document.activeElement === document.body;
        if (lost && Date.now() < until && document.body.contains(refusal)) refusal.focus({ preventScroll: true });
      }, 0);
    });
  }

  init();
  focusRefusal();
  document.addEventListener("live:swapped", init);
})();
