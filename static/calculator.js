// Hand calculator: shows the shared tile picker (static/tile_picker.js) over the form's text
// fields, and lets the rules menu reload the page by itself. The form works without this
// script (the fields are typed by hand and the server scores them).
(function () {
  var form = document.getElementById("calc-form");
  var section = document.getElementById("picker");
  if (!form || !section || !window.tenbouTilePicker) return;
  var field = function (name) { return form.querySelector("[name=" + name + "]"); };
  var picker = window.tenbouTilePicker(section);
  // Typing in the text fields stays possible; the picker follows what was typed.
  ["hand", "win_tile", "melds", "dora", "ura"].filter(field).forEach(function (name) {
    field(name).addEventListener("change", picker.reload);
  });

  // Choosing other rules reloads the page with that ruleset's fields and picker.
  var rules = document.getElementById("calc-ruleset");
  var useRules = form.querySelector("[name=change_rules]");
  if (rules && useRules) {
    useRules.hidden = true;
    rules.addEventListener("change", function () { useRules.click(); });
  }

  picker.bind(field);
  var typed = document.getElementById("typed");
  if (typed) typed.open = false;
})();
