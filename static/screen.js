// The big screen shows one part at a time (seating, standings, time), each for 15 seconds.
// Without this script all three are shown one under the other.
(function () {
  "use strict";
  var shown = 0;
  function show() {
    var parts = document.querySelectorAll("[data-screen-part]");
    if (parts.length === 0) return;
    shown = shown % parts.length;
    for (var i = 0; i < parts.length; i++) parts[i].hidden = i !== shown;
  }
  document.documentElement.classList.add("cycling");
  show();
  // A live refresh replaces the parts: keep showing the same one.
  document.addEventListener("live:swapped", show);
  setInterval(function () { shown += 1; show(); }, 15000);
})();
