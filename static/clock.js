// Counts down every round clock on the page ([data-ends-at], Unix seconds, rendered by the
// server with its own now in data-now so a phone with a wrong clock still counts right). When
// the time is up it says so and shows the ruleset's time rule, in the words the page gives it
// (data-left-words, data-up-words). Without it the page shows the minutes left as served.
(function () {
  "use strict";
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  // The page's words for the countdown, in its language ("{t} left"), else English.
  function words(c, name, english) { return c.getAttribute(name) || english; }
  function tick() {
    var clocks = document.querySelectorAll("[data-ends-at]");
    var mine = Date.now() / 1000;
    for (var i = 0; i < clocks.length; i++) {
      var c = clocks[i];
      if (!c.hasAttribute("data-offset")) {
        c.setAttribute("data-offset", String(Number(c.getAttribute("data-now")) - mine));
      }
      var left = Math.floor(Number(c.getAttribute("data-ends-at")) -
        (mine + Number(c.getAttribute("data-offset"))));
      var text = c.querySelector(".clock-left");
      var rule = c.querySelector(".clock-rule");
      if (left > 0) {
        var h = Math.floor(left / 3600);
        var m = Math.floor(left / 60) % 60;
        var s = left % 60;
        var shown = (h > 0 ? h + ":" + pad(m) : m) + ":" + pad(s);
        if (text) text.textContent = words(c, "data-left-words", "{t} left").replace("{t}", shown);
        c.classList.remove("up");
        if (rule) rule.hidden = true;
      } else {
        if (text) text.textContent = words(c, "data-up-words", "Time is up");
        c.classList.add("up");
        if (rule) rule.hidden = false;
      }
    }
  }
  tick();
  setInterval(tick, 1000);
})();
