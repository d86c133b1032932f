// Score sheet form: keeps what is being typed in the browser's storage, so a closed tab, a
// dead battery or a reload mid-hand loses nothing. The draft belongs to one sheet at one
// version: once the hand is saved the sheet's version moves on and the draft is dropped.
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
        if (!el.name || el.name === "csrf" || el.name === "version" || el.name === "action" || el.name === "key") return;
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
  }
  init();
  document.addEventListener("live:swapped", init);
})();
