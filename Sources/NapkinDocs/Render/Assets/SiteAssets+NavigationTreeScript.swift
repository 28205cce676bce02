import NapkinDocsCore

extension SiteAssets {
    /// The part of `site.js` that draws the sidebar from `navigation.js` (whose format
    /// ``NavigationScript`` defines): each entry with its kind's badge, branches collapsed but
    /// for the current page's, and a filter box above the tree.
    ///
    /// Names break only where a reader expects it (`<wbr>` before an inner capital, and after
    /// `.`, `(`, `:`, `,` or `_` when a letter follows, so `(_:)` stays whole), never inside
    /// a word.
    static let navigationTreeScript = #"""
        // napkin-docs sidebar: plain JavaScript, no libraries, no network.
        (function () {
          "use strict";
          var html = document.documentElement;
          var root = html.getAttribute("data-root") || "";
          var current = html.getAttribute("data-page") || "";
          var slot = document.getElementById("\#(PageLayoutID.navTree)");
          var tree = window.napkinNavigation;
          var kindNames = window.napkinNavigationKinds || {};
          if (!slot || !Array.isArray(tree) || tree.length === 0) { return; }
          var counter = 0;

          // Appends `text` with a <wbr> at each place a name may break; text with spaces
          // breaks at them alone.
          function appendName(element, text) {
            var start = 0;
            if (text.indexOf(" ") < 0) {
              for (var i = 1; i < text.length; i++) {
                var before = text.charAt(i - 1), here = text.charAt(i);
                var camel = /[a-z0-9]/.test(before) && /[A-Z]/.test(here);
                var punctuation = ".(:,_".indexOf(before) >= 0 && /[A-Za-z]/.test(here);
                if (camel || punctuation) {
                  element.appendChild(document.createTextNode(text.slice(start, i)));
                  element.appendChild(document.createElement("wbr"));
                  start = i;
                }
              }
            }
            element.appendChild(document.createTextNode(text.slice(start)));
          }

          // The kind's badge: letters for the eye, hidden from assistive technology, which
          // reads the kind's name after the entry's instead.
          function badge(code) {
            var mark = document.createElement("span");
            mark.className = "nav-badge";
            mark.setAttribute("aria-hidden", "true");
            mark.setAttribute("data-kind", code);
            mark.textContent = code;
            if (kindNames[code]) { mark.title = kindNames[code]; }
            return mark;
          }

          function setOpen(record, open) {
            record.branch.hidden = !open;
            record.toggle.setAttribute("aria-expanded", open ? "true" : "false");
            record.toggle.setAttribute("aria-label", (open ? "Collapse " : "Expand ") + record.title);
          }

          // Returns the list for `nodes`, whether it holds the current page, and one record
          // per entry (its item, branch, toggle and children) for the filter.
          function build(nodes, depth, className) {
            var list = document.createElement("ul");
            list.className = className;
            var result = { list: list, holdsCurrent: false, records: [] };
            nodes.forEach(function (node) {
              if (!Array.isArray(node)) { return; }
              var title = String(node[0] || ""), href = String(node[1] || "");
              var children = Array.isArray(node[2]) ? node[2] : [];
              var code = typeof node[3] === "string" ? node[3] : "";
              var item = document.createElement("li");
              var row = document.createElement("div");
              row.className = "nav-row";
              var record = { item: item, title: title, text: title.toLowerCase(),
                             branch: null, toggle: null, link: null, children: [], saved: false };
              var label;
              if (href) {
                label = document.createElement("a");
                label.href = root + href;
                record.link = label;
                if (href === current) {
                  label.setAttribute("aria-current", "page");
                  result.holdsCurrent = true;
                }
                if (code) { label.appendChild(badge(code)); }
                var name = document.createElement("span");
                name.className = "nav-name";
                appendName(name, title);
                label.appendChild(name);
                if (kindNames[code]) {
                  var spoken = document.createElement("span");
                  spoken.className = "visually-hidden";
                  spoken.textContent = ", " + kindNames[code].toLowerCase();
                  label.appendChild(spoken);
                }
              } else {
                label = document.createElement("span");
                label.className = "nav-group";
                label.textContent = title;
              }
              if (children.length > 0) {
                // A group label is a heading: its entries show whenever its parent is open.
                var inner = href
                  ? build(children, depth + 1, "nav-list nav-nested")
                  : build(children, depth, "nav-list nav-grouped");
                record.children = inner.records;
                result.holdsCurrent = result.holdsCurrent || inner.holdsCurrent;
                if (href) {
                  counter += 1;
                  inner.list.id = "nav-branch-" + counter;
                  record.branch = inner.list;
                  record.toggle = document.createElement("button");
                  record.toggle.type = "button";
                  record.toggle.className = "nav-toggle-branch";
                  record.toggle.setAttribute("aria-controls", inner.list.id);
                  record.toggle.addEventListener("click", function () {
                    setOpen(record, record.branch.hidden);
                  });
                  setOpen(record, inner.holdsCurrent || href === current || depth === 0);
                  row.appendChild(record.toggle);
                }
                row.appendChild(label);
                item.appendChild(row);
                item.appendChild(inner.list);
              } else {
                row.appendChild(label);
                item.appendChild(row);
              }
              list.appendChild(item);
              result.records.push(record);
            });
            return result;
          }

          var drawn = build(tree, 0, "nav-list");
          var filter = document.createElement("div");
          filter.className = "nav-filter";
          var input = document.createElement("input");
          input.type = "search";
          input.className = "nav-filter-input";
          input.placeholder = "Filter";
          input.spellcheck = false;
          input.setAttribute("aria-label", "Filter the navigation");
          var status = document.createElement("p");
          status.className = "nav-filter-status";
          status.setAttribute("role", "status");
          filter.appendChild(input);
          filter.appendChild(status);
          slot.appendChild(filter);
          slot.appendChild(drawn.list);

          // Shows the entries whose names hold every word, with their ancestors open and
          // everything under a match; an empty filter gives back the branches as they were.
          var filtering = false, hits = [];
          function remember(records) {
            records.forEach(function (record) {
              if (record.toggle) { record.saved = !record.branch.hidden; }
              remember(record.children);
            });
          }
          function apply(records, words, shown) {
            var found = false;
            records.forEach(function (record) {
              var hit = words.length > 0 && words.every(function (word) {
                return record.text.indexOf(word) >= 0;
              });
              if (hit && record.link) { hits.push(record.link); }
              var inside = apply(record.children, words, shown || hit);
              record.item.hidden = words.length > 0 && !(shown || hit || inside);
              if (record.toggle) { setOpen(record, words.length > 0 ? inside : record.saved); }
              found = found || hit || inside;
            });
            return found;
          }
          function run() {
            var words = input.value.toLowerCase().split(/\s+/).filter(Boolean);
            if (words.length > 0 && !filtering) { remember(drawn.records); }
            if (words.length === 0 && !filtering) { return; }
            filtering = words.length > 0;
            hits = [];
            var found = apply(drawn.records, words, false);
            status.textContent = filtering && !found ? "No matching entries" : "";
          }
          input.addEventListener("input", run);
          input.addEventListener("keydown", function (event) {
            if (event.key === "Enter" && hits.length > 0) {
              event.preventDefault();
              window.location.href = hits[0].href;
            } else if (event.key === "Escape" && input.value) {
              event.preventDefault();
              input.value = "";
              run();
            }
          });

          // The plain "Contents" link stays until the tree has really been drawn.
          html.classList.add("nav-drawn");
          var here = slot.querySelector("[aria-current=page]");
          if (here && here.scrollIntoView && slot.getBoundingClientRect) {
            var sidebar = document.getElementById("\#(PageLayoutID.sidebar)");
            if (sidebar && sidebar.scrollHeight > sidebar.clientHeight) {
              // Measured from the sidebar's box: each row's containment makes it the
              // offsetParent of what it holds.
              var offset = here.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
              sidebar.scrollTop = Math.max(0, sidebar.scrollTop + offset - sidebar.clientHeight / 3);
            }
          }
        })();

        """#
}
