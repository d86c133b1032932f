// Tournament form: shows the Hong Kong Old Style settings only while a ruleset that takes them
// is chosen. Without this script they stay on the form with a note that only those rules read
// them, and the server ignores them for any other ruleset.
(function () {
  var rules = document.querySelector("select[name=ruleset]");
  var settings = document.getElementById("hkos-settings");
  if (!rules || !settings) return;
  var note = settings.querySelector(".hkos-only-note");
  // The rulesets that take these settings, by id, as the server lists them.
  var takers = (rules.getAttribute("data-hkos-rulesets") || "").split(/\s+/).filter(Boolean);
  function follow() {
    settings.hidden = takers.indexOf(rules.value) < 0;
  }
  // Once the fields follow the choice, the note saying when they apply is no longer needed.
  if (note) note.hidden = true;
  rules.addEventListener("change", follow);
  follow();
})();
