// Score sheet and table phones: the calculator's tile picker (static/tile_picker.js) offered in
// each winner's "…or enter the tiles", so a hand is tapped rather than typed on a phone keyboard
// that switches between letters and digits. The form has one picker; it moves to the seat whose
// tiles were opened last and writes that seat's own fields (hand, winning tile, melds), which
// stay there to be typed in: the picker follows what is typed, restored or emptied.
(function () {
  function init() {
    var form = document.getElementById("hand-form");
    if (!form || form._tenbouPicker || !window.tenbouTilePicker) return;
    var section = form.querySelector("[data-picker]");
    if (!section) return;
    form._tenbouPicker = true;
    var picker = window.tenbouTilePicker(section);
    var seat = null;
    function named(name) { return form.querySelector("[name='" + name + "']"); }

    function takeTo(details) {
      var i = details.closest("[data-seat]").getAttribute("data-seat");
      var hand = named("hand" + i);
      if (!hand) return;
      hand.closest("label").before(section);
      seat = i;
      // The dora indicators are the table's, typed once for every winner: not the picker's.
      picker.bind(function (name) {
        return name === "dora" || name === "ura" ? null : named(name + i);
      });
    }
    form.querySelectorAll("details.tiles-entry").forEach(function (details) {
      details.addEventListener("toggle", function () { if (details.open) takeTo(details); });
      if (details.open && seat === null) takeTo(details);
    });
    var own = /^(hand|win_tile|melds)(\d)$/;
    form.addEventListener("change", function (event) {
      var target = event.target, mine = own.exec(target.name || "");
      if (seat !== null && (target === form || (mine && mine[2] === seat))) picker.reload();
    });
  }
  init();
  document.addEventListener("live:swapped", init);
})();
