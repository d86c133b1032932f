// Score sheet form: show only the fields the chosen outcome uses, and a seat's value only when
// it wins. The form works without this script (every field is shown); it only saves taps and
// scrolling on a phone.
(function () {
  var form = document.getElementById("hand-form");
  if (!form) return;
  function update() {
    var checked = form.querySelector("input[name=outcome]:checked");
    var outcome = checked ? checked.value : "";
    form.querySelectorAll("[data-outcomes]").forEach(function (el) {
      var wanted = el.getAttribute("data-outcomes").split(" ");
      el.hidden = outcome !== "" && wanted.indexOf(outcome) < 0;
    });
    form.querySelectorAll(".seat-form").forEach(function (seat) {
      var wins = seat.querySelector("input[name^=win]");
      [".value-row", ".tiles-entry"].forEach(function (part) {
        var el = seat.querySelector(part);
        if (wins && el && !el.hidden) el.hidden = !wins.checked;
      });
    });
  }
  form.addEventListener("change", update);
  update();
})();
