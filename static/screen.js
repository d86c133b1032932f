// The big screen shows one part at a time (seating, champion, standings, time; a large field
// has several pages of seating and standings), each for 15 seconds; the right or left arrow
// key (or a remote's page keys) shows the next or previous part at once. A part that would
// not fit the projector is shown in a smaller type until it fits. Without this script every
// part is shown one under the other.
//
// The turning can be paused (WCAG 2.2.2, content that moves by itself): the "Pause" button in
// the corner, or the P key anywhere, stops it on the part shown and says so on the screen;
// again resumes. The arrow keys still show the next or previous part while paused.
(function () {
  "use strict";
  var shown = 0;
  var SHRINK = 0.92;
  function overflows() {
    var root = document.documentElement;
    return root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth;
  }
  function fit() {
    var body = document.body;
    body.style.fontSize = "";
    var size = parseFloat(window.getComputedStyle(body).fontSize);
    for (var i = 0; i < 12 && overflows(); i++) {
      size *= SHRINK;
      body.style.fontSize = size + "px";
    }
  }
  function show() {
    var parts = document.querySelectorAll("[data-screen-part]");
    if (parts.length === 0) return;
    shown = ((shown % parts.length) + parts.length) % parts.length;
    for (var i = 0; i < parts.length; i++) parts[i].hidden = i !== shown;
    fit();
  }
  var timer = null;
  var paused = false;
  function restart() {
    clearInterval(timer);
    timer = paused ? null : setInterval(function () { step(1); }, 15000);
  }
  function step(by) {
    shown += by;
    show();
    restart();
  }
  // Outside <main>, which a live refresh replaces.
  var control = document.createElement("button");
  control.type = "button";
  control.className = "screen-pause";
  function showState() {
    control.textContent = paused ? "Paused · resume (P)" : "Pause (P)";
    control.setAttribute("aria-pressed", paused ? "true" : "false");
    document.body.classList.toggle("paused", paused);
  }
  function togglePause() {
    paused = !paused;
    showState();
    restart();
  }
  control.addEventListener("click", togglePause);
  document.body.appendChild(control);
  showState();
  document.documentElement.classList.add("cycling");
  show();
  // A live refresh replaces the parts: keep showing the same one.
  document.addEventListener("live:swapped", show);
  window.addEventListener("resize", fit);
  // The clock's rule appears when time is up, a live refresh brings more lines: fit again.
  setInterval(function () { if (overflows()) fit(); }, 1000);
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Space and Enter on the button are its click.
    if (event.target === control && (event.key === " " || event.key === "Enter")) return;
    if (event.key === "p" || event.key === "P" || event.key === "Pause") togglePause();
    else if (event.key === "ArrowRight" || event.key === "PageDown" || event.key === " ") step(1);
    else if (event.key === "ArrowLeft" || event.key === "PageUp") step(-1);
  });
  restart();
})();
