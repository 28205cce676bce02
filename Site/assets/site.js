// napkin-docs page script: plain JavaScript, no libraries, no network.
(function () {
  "use strict";
  var html = document.documentElement;
  var root = html.getAttribute("data-root") || "";
  var current = html.getAttribute("data-page") || "";
  html.classList.add("js");

  function drawNavigation() {
    var slot = document.getElementById("nav-tree");
    var tree = window.napkinNavigation;
    if (!slot || !Array.isArray(tree) || tree.length === 0) { return; }
    var counter = 0;

    // Returns the list for `nodes`, and whether it holds the current page.
    function build(nodes, depth) {
      var list = document.createElement("ul");
      list.className = depth === 0 ? "nav-list" : "nav-list nav-nested";
      var holdsCurrent = false;
      nodes.forEach(function (node) {
        if (!Array.isArray(node)) { return; }
        var title = String(node[0] || ""), href = String(node[1] || "");
        var children = Array.isArray(node[2]) ? node[2] : [];
        var item = document.createElement("li");
        var row = document.createElement("div");
        row.className = "nav-row";
        var label;
        if (href) {
          label = document.createElement("a");
          label.href = root + href;
          if (href === current) {
            label.setAttribute("aria-current", "page");
            holdsCurrent = true;
          }
        } else {
          label = document.createElement("span");
          label.className = "nav-group";
        }
        label.textContent = title;
        if (children.length > 0) {
          var inner = build(children, depth + 1);
          var open = inner.holdsCurrent || href === current || depth === 0;
          holdsCurrent = holdsCurrent || inner.holdsCurrent;
          counter += 1;
          inner.list.id = "nav-branch-" + counter;
          inner.list.hidden = !open;
          var toggle = document.createElement("button");
          toggle.type = "button";
          toggle.className = "nav-toggle-branch";
          toggle.setAttribute("aria-expanded", open ? "true" : "false");
          toggle.setAttribute("aria-controls", inner.list.id);
          toggle.setAttribute("aria-label", (open ? "Collapse " : "Expand ") + title);
          toggle.addEventListener("click", (function (button, branch, name) {
            return function () {
              var expand = branch.hidden;
              branch.hidden = !expand;
              button.setAttribute("aria-expanded", expand ? "true" : "false");
              button.setAttribute("aria-label", (expand ? "Collapse " : "Expand ") + name);
            };
          })(toggle, inner.list, title));
          row.appendChild(toggle);
          row.appendChild(label);
          item.appendChild(row);
          item.appendChild(inner.list);
        } else {
          row.appendChild(label);
          item.appendChild(row);
        }
        list.appendChild(item);
      });
      return { list: list, holdsCurrent: holdsCurrent };
    }

    slot.appendChild(build(tree, 0).list);
    // The plain "Contents" link stays until the tree has really been drawn.
    html.classList.add("nav-drawn");
    var here = slot.querySelector("[aria-current=page]");
    if (here && here.scrollIntoView && slot.getBoundingClientRect) {
      var sidebar = document.getElementById("sidebar");
      if (sidebar && sidebar.scrollHeight > sidebar.clientHeight) {
        sidebar.scrollTop = Math.max(0, here.offsetTop - sidebar.clientHeight / 3);
      }
    }
  }

  function copyText(text, done) {
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.top = "-1000px";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      document.body.removeChild(area);
      done(copied);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { done(true); }, fallback);
    } else {
      fallback();
    }
  }

  function addCopyButtons() {
    var listings = document.querySelectorAll("figure.listing");
    Array.prototype.forEach.call(listings, function (listing) {
      var code = listing.querySelector("pre.code code");
      if (!code) { return; }
      var header = listing.querySelector(".listing-header");
      if (!header) {
        header = document.createElement("figcaption");
        header.className = "listing-header";
        listing.insertBefore(header, listing.firstChild);
      }
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = "Copy";
      button.addEventListener("click", function () {
        var text = code.hasAttribute("data-copy") ? code.getAttribute("data-copy") : code.textContent;
        copyText(text, function (copied) {
          button.textContent = copied ? "Copied" : "Copy failed";
          button.setAttribute("data-copied", copied ? "true" : "false");
          window.setTimeout(function () {
            button.textContent = "Copy";
            button.removeAttribute("data-copied");
          }, 1600);
        });
      });
      header.appendChild(button);
    });
  }

  // A region that scrolls must be reachable by keyboard; listings already are.
  function makeScrollersFocusable() {
    Array.prototype.forEach.call(document.querySelectorAll("pre:not([tabindex])"), function (pre) {
      if (pre.scrollWidth > pre.clientWidth) { pre.setAttribute("tabindex", "0"); }
    });
  }

  drawNavigation();
  addCopyButtons();
  makeScrollersFocusable();
})();
(function () {
  document.querySelectorAll(".tab-navigator").forEach(function (navigator, n) {
    var tabs = Array.prototype.filter.call(navigator.children, function (c) { return c.classList.contains("tab"); });
    if (tabs.length === 0) return;
    var list = document.createElement("div");
    list.className = "tab-list";
    list.setAttribute("role", "tablist");
    var buttons = tabs.map(function (tab, i) {
      var title = tab.querySelector(".tab-title");
      var button = document.createElement("button");
      button.type = "button";
      button.id = "tab-" + n + "-" + i;
      button.setAttribute("role", "tab");
      button.setAttribute("aria-controls", "tabpanel-" + n + "-" + i);
      button.textContent = title ? title.textContent : "Tab " + (i + 1);
      tab.id = "tabpanel-" + n + "-" + i;
      tab.setAttribute("role", "tabpanel");
      tab.setAttribute("aria-labelledby", button.id);
      list.appendChild(button);
      return button;
    });
    function select(index) {
      buttons.forEach(function (button, i) {
        button.setAttribute("aria-selected", i === index ? "true" : "false");
        button.tabIndex = i === index ? 0 : -1;
        tabs[i].hidden = i !== index;
      });
    }
    buttons.forEach(function (button, i) {
      button.addEventListener("click", function () { select(i); });
      button.addEventListener("keydown", function (event) {
        var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
        if (step === 0) return;
        var next = (i + step + buttons.length) % buttons.length;
        select(next);
        buttons[next].focus();
      });
    });
    navigator.insertBefore(list, navigator.firstChild);
    navigator.classList.add("tabs-ready");
    select(0);
  });
})();
