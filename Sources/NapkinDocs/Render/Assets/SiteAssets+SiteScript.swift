import NapkinDocsCore

extension SiteAssets {
    /// `site.js`: draws the sidebar tree from `navigation.js` (marking the current page
    /// and opening its branch) and adds a copy button to every code listing.
    static let siteScript = #"""
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

        """#
}
