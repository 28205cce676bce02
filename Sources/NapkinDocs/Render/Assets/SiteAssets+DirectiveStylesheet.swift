import NapkinDocsCore

extension SiteAssets {
    /// The stylesheet of DocC's directives and asides: callouts tinted per kind in light and
    /// dark (each label colour meets 4.5:1 on its callout's background), `@Row` as a grid
    /// that stacks on a phone, tabs that read as titled sections until the script switches
    /// them, media figures, and tutorial steps with their code beside their text.
    static let directiveStylesheet = #"""
        .aside { margin: 1.25rem 0; padding: 0.75rem 1rem; border-left: 4px solid var(--a-line); background: var(--a-bg); border-radius: 0 6px 6px 0; }
        .aside > :last-child { margin-bottom: 0; }
        .aside-label { margin: 0 0 0.25rem; font-weight: 700; color: var(--a-line); }
        .aside-note { --a-bg: #eef4fb; --a-line: #0550ae; }
        .aside-tip { --a-bg: #eefaf1; --a-line: #116329; }
        .aside-important { --a-bg: #fff8e6; --a-line: #7a5000; }
        .aside-warning { --a-bg: #fdeeee; --a-line: #a4201a; }
        .aside-experiment { --a-bg: #f4effb; --a-line: #6f35a5; }
        @media (prefers-color-scheme: dark) {
          .aside-note { --a-bg: #16263b; --a-line: #7ab7ff; }
          .aside-tip { --a-bg: #14291c; --a-line: #7ee2a0; }
          .aside-important { --a-bg: #2e2610; --a-line: #e3b341; }
          .aside-warning { --a-bg: #351718; --a-line: #ff8a80; }
          .aside-experiment { --a-bg: #261b36; --a-line: #d2a8ff; }
        }
        .directive-row { display: grid; gap: 1rem; margin: 1.25rem 0; }
        .directive-column { min-width: 0; }
        .directive-column > :first-child { margin-top: 0; }
        .directive-column img, .directive-media img, .directive-media video { max-width: 100%; height: auto; }
        .tab-navigator { margin: 1.25rem 0; border: 1px solid var(--border); border-radius: 6px; padding: 0 1rem; }
        .tab-title { margin: 0.75rem 0 0.25rem; font-weight: 700; }
        .tab + .tab { border-top: 1px solid var(--border); }
        /* One row of small labels, as DocC draws the strip; what does not fit scrolls. */
        .tab-list { display: flex; gap: 0.25rem; margin: 0 -1rem; padding: 0.5rem 0.5rem 0; overflow-x: auto; scrollbar-width: thin; border-bottom: 1px solid var(--border); background: var(--surface); border-radius: 6px 6px 0 0; }
        .tab-list button { flex: none; font: inherit; font-size: 0.875rem; white-space: nowrap; color: var(--text); background: none; border: 0; border-bottom: 3px solid transparent; padding: 0.25rem 0.625rem; cursor: pointer; }
        .tab-list button[aria-selected="true"] { border-bottom-color: var(--link); font-weight: 700; }
        .tabs-ready .tab-title { display: none; }
        .tabs-ready .tab + .tab { border-top: 0; }
        .content .link-cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr)); gap: 0.75rem; margin: 1rem 0 1.5rem; }
        .content .link-cards-compact { grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)); }
        .link-card a { display: block; height: 100%; box-sizing: border-box; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: 8px; background: var(--surface); color: var(--text); text-decoration: none; }
        .link-card a:hover, .link-card a:focus-visible { border-color: var(--link); }
        .link-card .card-image { display: block; width: 100%; height: 7rem; object-fit: cover; margin: 0 0 0.5rem; border-radius: 4px; background: var(--bg); }
        .link-card .card-title { display: block; font-weight: 600; color: var(--link); overflow-wrap: anywhere; }
        .link-card .card-summary { display: block; margin-top: 0.375rem; font-size: 0.9375rem; color: var(--muted); }
        .directive-small { font-size: 0.875rem; color: var(--muted); }
        .directive-media { margin: 1.25rem 0; }
        .directive-media figcaption { font-size: 0.9375rem; color: var(--muted); }
        .page-icon { width: 3rem; height: 3rem; }
        .availability { list-style: none; padding: 0; margin: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .badge { border: 1px solid var(--border); border-radius: 999px; padding: 0 0.625rem; font-size: 0.875rem; background: var(--surface); }
        .badge.deprecated, .badge-deprecated { color: var(--deprecated); border-color: var(--deprecated); }
        .deprecation-summary, .content .aside.deprecation { margin: 0.75rem 0 1.25rem; padding: 0.5rem 1rem; border-left: 4px solid var(--deprecated); background: var(--deprecated-bg); border-radius: 0 6px 6px 0; }
        .source-link { margin: -0.75rem 0 1.5rem; font-size: 0.875rem; color: var(--muted); }
        .source-link a { color: var(--muted); }
        .source-link a:hover { color: var(--link); }
        :root { --deprecated: #a4201a; --deprecated-bg: #fdeeee; }
        @media (prefers-color-scheme: dark) { :root { --deprecated: #ff8a80; --deprecated-bg: #351718; } }
        .call-to-action .button { display: inline-block; padding: 0.375rem 1rem; border-radius: 999px; background: var(--link); color: var(--bg); text-decoration: none; font-weight: 600; }
        .page-header[class*="page-color-"] { border-top: 6px solid var(--page-color); padding-top: 0.75rem; }
        .page-color-blue { --page-color: #0969da; } .page-color-gray { --page-color: #6e7781; }
        .page-color-green { --page-color: #1a7f37; } .page-color-orange { --page-color: #bc4c00; }
        .page-color-purple { --page-color: #8250df; } .page-color-red { --page-color: #cf222e; }
        .page-color-yellow { --page-color: #bf8700; }
        .tutorial-time { margin: 0 0 1rem; font-size: 0.9375rem; color: var(--muted); }
        .step-label { margin: 0; font-size: 0.875rem; font-weight: 700; color: var(--muted); }
        .tutorial-step { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; margin: 1.5rem 0; align-items: start; }
        .tutorial-step > * { grid-column: 1; }
        .tutorial-step > .tutorial-code, .tutorial-step > .directive-media, .tutorial-step > figure.listing { grid-column: 2; grid-row: 1 / span 20; margin-top: 0; }
        .justification summary { cursor: pointer; font-weight: 600; }
        .choice { border: 1px solid var(--border); border-radius: 6px; padding: 0 0.75rem; margin: 0.5rem 0; }
        @media (max-width: 56rem) {
          .directive-row { grid-template-columns: minmax(0, 1fr) !important; }
          .directive-column { grid-column: auto !important; }
          .tutorial-step { display: block; }
        }
        @media print {
          .tab-list { display: none !important; }
          .tab-navigator > .tab[hidden] { display: block !important; }
          .tabs-ready .tab-title { display: block; }
          .aside, .tutorial-step, .directive-media { break-inside: avoid; }
        }

        """# + gridStylesheet

    /// The grid of `@Row` and `@Column`: a row of N columns (`columns-N`, from its
    /// `numberOfColumns` or its columns' sizes), each column spanning its `size` (`span-K`).
    static let gridStylesheet = (1...12).map { count in
        "        .columns-\(count) { grid-template-columns: repeat(\(count), minmax(0, 1fr)); }"
            + " .span-\(count) { grid-column: span \(count); }\n"
    }.joined()

    /// The script that turns each `@TabNavigator` into tabs: without it every tab is shown,
    /// each under its title, so the page reads the same with scripts off.
    static let tabScript = #"""
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

        """#
}
