// Live pages: listens to the tournament's events stream and, on each change, fetches this page
// again and swaps in what changed. Without this script the pages work the same, a reload away.
//
// What is swapped: every element marked `data-live="name"` (matched by name), or else the whole
// <main>. A region holding a field being typed in, or a form whose fields were changed, is left
// alone until the next change, so nobody loses what they are entering. A region is compared with
// the server's last version of it, not with the page as other scripts changed it (a running
// clock, a form's hidden parts), so a region the server did not change is never replaced under
// a finger. This script comes before the page's other scripts, to see the regions as served.
//
// The keyboard keeps its place: when a swapped region held the focus (a link, a button), the
// same element of the fresh content is focused again, without scrolling. When the script tag
// carries `data-updated="Standings updated"`, that sentence is said once per refresh that
// changed something, through a polite live region (a screen reader waits for a pause).
//
// A page the browser leaves (a Save loads the next page) may be kept whole in its
// back/forward cache: the stream and any fetch under way are closed when the page is hidden
// and the stream reopened if it is shown again. Otherwise every page kept there holds a
// connection, and after a handful of hands the browser's six connections to the app are spent:
// the preview and the next Save wait for ever.
(function () {
  "use strict";
  var script = document.currentScript;
  var url = script && script.getAttribute("data-events");
  // A page whose content does not follow the tournament (the calculator) opts out.
  if (!url || document.querySelector("[data-live-off]") || !window.EventSource || !window.fetch || !window.DOMParser) {
    return;
  }
  var updatedText = script.getAttribute("data-updated");
  var announcer = null;
  if (updatedText) {
    announcer = document.createElement("div");
    announcer.className = "visually-hidden";
    announcer.setAttribute("role", "status");
    announcer.setAttribute("aria-live", "polite");
    announcer.setAttribute("data-live-announcer", "");
    document.body.appendChild(announcer);
  }
  function announce() {
    if (!announcer) return;
    // Emptied first, filled a moment later: a region whose text is the same again is a
    // change a screen reader hears.
    announcer.textContent = "";
    setTimeout(function () { announcer.textContent = updatedText; }, 100);
  }
  var busy = false;
  var again = false;
  // The events stream while the page is shown, and the page's fetch under way, if any.
  var source = null;
  var pending = null;
  // Region name -> its HTML as the server last sent it.
  var served = {};
  function nameOf(region) {
    return region.getAttribute("data-live") || "main";
  }
  // A clock carries the server's time of rendering (to correct a phone's wrong clock): that
  // alone is no change.
  function comparable(html) {
    return html.replace(/ data-now="\d+"/g, "");
  }

  function typedIn(region) {
    var active = document.activeElement;
    if (active && active !== document.body && region.contains(active) &&
        /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName)) {
      return true;
    }
    var fields = region.querySelectorAll("input, textarea, select");
    for (var i = 0; i < fields.length; i++) {
      var f = fields[i];
      if (f.type === "hidden" || f.type === "submit") continue;
      if (f.type === "checkbox" || f.type === "radio") {
        if (f.checked !== f.defaultChecked) return true;
      } else if (f.tagName === "SELECT") {
        // A select with no option marked selected shows its first one: that is no change.
        var initial = 0;
        for (var j = 0; j < f.options.length; j++) {
          if (f.options[j].defaultSelected) initial = j;
        }
        if (!f.multiple && f.options.length && f.selectedIndex !== initial) return true;
      } else if (f.value !== f.defaultValue) {
        return true;
      }
    }
    return false;
  }

  // A hand form carries a random key made for each page load (to recognise a form sent twice),
  // so every render differs there. The page keeps its own key: a fresh render that differs
  // only by its key is no change, and a form swapped in still answers to this page's key.
  // How to find the focused element again in a region's fresh content: by its id, else a link
  // by its address and text, else by its place among the region's elements of its kind.
  function focusedIn(region) {
    var active = document.activeElement;
    if (!active || active === document.body || !region.contains(active) || active === region) return null;
    if (active.id) return { id: active.id };
    var tag = active.tagName.toLowerCase();
    var same = region.querySelectorAll(tag);
    var place = Array.prototype.indexOf.call(same, active);
    return { tag: tag, href: active.getAttribute("href"), text: active.textContent, place: place };
  }
  function refocus(region, mark) {
    if (!mark) return;
    var found = null;
    if (mark.id) {
      found = document.getElementById(mark.id);
    } else {
      var same = region.querySelectorAll(mark.tag);
      for (var i = 0; i < same.length && !found; i++) {
        if (mark.href !== null && same[i].getAttribute("href") === mark.href && same[i].textContent === mark.text) found = same[i];
      }
      if (!found && mark.href === null) found = same[mark.place] || null;
    }
    if (found && region.contains(found)) found.focus({ preventScroll: true });
  }

  function keepFormKeys(mine, theirs) {
    var own = mine.querySelectorAll("input[name=key]");
    var fresh = theirs.querySelectorAll("input[name=key]");
    for (var i = 0; i < own.length && i < fresh.length; i++) {
      fresh[i].setAttribute("value", own[i].getAttribute("value") || "");
    }
  }

  function pairs(doc, fresh) {
    var mine = doc.querySelectorAll("[data-live]");
    var out = [];
    if (mine.length === 0) {
      var a = doc.querySelector("main");
      var b = fresh.querySelector("main");
      if (a && b) out.push([a, b]);
      return out;
    }
    for (var i = 0; i < mine.length; i++) {
      var name = mine[i].getAttribute("data-live");
      var theirs = fresh.querySelector('[data-live="' + name + '"]');
      if (theirs) out.push([mine[i], theirs]);
    }
    return out;
  }

  function refresh() {
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    pending = window.AbortController ? new AbortController() : null;
    fetch(window.location.href, {
      credentials: "same-origin",
      headers: { "Accept": "text/html" },
      signal: pending ? pending.signal : undefined
    })
      .then(function (response) {
        if (!response.ok) throw new Error("status " + response.status);
        return response.text();
      })
      .then(function (html) {
        var fresh = new DOMParser().parseFromString(html, "text/html");
        var x = window.scrollX;
        var y = window.scrollY;
        var swapped = false;
        pairs(document, fresh).forEach(function (pair) {
          keepFormKeys(pair[0], pair[1]);
          var name = nameOf(pair[0]);
          var html = pair[1].innerHTML;
          if (comparable(html) === served[name] || typedIn(pair[0])) return;
          var focused = focusedIn(pair[0]);
          pair[0].innerHTML = html;
          refocus(pair[0], focused);
          served[name] = comparable(html);
          swapped = true;
        });
        if (swapped) {
          window.scrollTo(x, y);
          document.dispatchEvent(new CustomEvent("live:swapped"));
          announce();
        }
      })
      .catch(function () { /* the next change or wake-up tries again */ })
      .then(function () {
        busy = false;
        pending = null;
        if (again && source) {
          again = false;
          refresh();
        }
      });
  }

  pairs(document, document).forEach(function (pair) {
    served[nameOf(pair[0])] = comparable(pair[0].innerHTML);
  });

  function listen() {
    if (source) return;
    source = new EventSource(url);
    // The first event of a connection: a change may have happened between the page being
    // served (or put away in the back/forward cache) and the stream opening, so check once
    // (a 304 when nothing moved).
    source.addEventListener("hello", refresh);
    source.addEventListener("change", refresh);
  }
  function stop() {
    if (source) {
      source.close();
      source = null;
    }
    again = false;
    if (pending) pending.abort();
  }
  listen();
  window.addEventListener("pagehide", stop);
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) listen();
  });
  // A phone waking up may have slept through changes; the stream reconnects by itself.
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && source) refresh();
  });
  document.documentElement.setAttribute("data-live-on", "");
})();
