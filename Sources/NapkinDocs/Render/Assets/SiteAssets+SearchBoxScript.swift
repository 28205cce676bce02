import NapkinDocsCore

extension SiteAssets {
    /// The page half of `search.js`: the search box. It loads the head of the index,
    /// `search-index.js`, on first use, asks ``searchEngineScript`` for results, loads the
    /// shards the engine says it needs and asks again (each file by a script element, since
    /// browsers refuse `fetch` on `file://`), and drives the results with the keyboard: `/`
    /// focuses the box, the arrows move, Enter opens.
    static let searchBoxScript = #"""
        // napkin-docs search box: plain JavaScript, no libraries, no network.
        (function () {
          "use strict";
          var root = document.documentElement.getAttribute("data-root") || "";
          var box = document.querySelector(".search");
          var input = document.getElementById("\#(PageLayoutID.searchInput)");
          var panel = document.getElementById("\#(PageLayoutID.searchResults)");
          var status = document.getElementById("\#(PageLayoutID.searchStatus)");
          if (!box || !input || !panel || !status) { return; }
          var list = panel.querySelector(".search-list");
          var engine = null;
          var loading = false;
          var failed = false;
          // Enter pressed before the index finished loading opens the first result later.
          var openWhenReady = false;
          // Whether the last search waits for shards to load.
          var waiting = false;
          // The shards this page asked for: "loading" or "loaded", by name.
          var requested = {};
          var shards = window.\#(SearchFormat.shardsGlobal) = window.\#(SearchFormat.shardsGlobal) || {};

          box.hidden = false;

          function loadIndex() {
            if (engine || loading || failed) { return; }
            if (window.\#(SearchFormat.headGlobal)) { useIndex(window.\#(SearchFormat.headGlobal)); return; }
            loading = true;
            var script = document.createElement("script");
            script.src = root + "\#(SearchFormat.headPath)";
            script.onload = function () {
              loading = false;
              if (window.\#(SearchFormat.headGlobal)) { useIndex(window.\#(SearchFormat.headGlobal)); } else { fail(); }
            };
            script.onerror = function () { loading = false; fail(); };
            document.head.appendChild(script);
          }

          function fail() {
            failed = true;
            if (input.value.trim()) { show([], "Search is unavailable: the index did not load."); }
          }

          function useIndex(data) {
            engine = window.napkinSearchEngine(data, shards);
            if (!engine) { fail(); return; }
            if (input.value.trim()) { update(); }
          }

          // Loads the shards a search needs; each one loaded runs the search again. A shard
          // that loaded but is still missing did not register itself: the index is broken.
          function loadShards(names) {
            names.forEach(function (name) {
              if (requested[name] === "loaded") { fail(); return; }
              if (requested[name]) { return; }
              requested[name] = "loading";
              var script = document.createElement("script");
              script.src = root + "\#(SearchFormat.shardFolder)/" + name + ".js";
              script.onload = function () { requested[name] = "loaded"; update(); };
              script.onerror = function () { fail(); };
              document.head.appendChild(script);
            });
          }

          function show(results, message) {
            while (list.firstChild) { list.removeChild(list.firstChild); }
            results.forEach(function (result) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              var section = result.section;
              link.href = root + result.page[1] + (section && section[2] ? "#" + section[2] : "");
              link.className = "search-result";
              var title = document.createElement("span");
              title.className = "result-title";
              title.textContent = result.page[0];
              var kind = document.createElement("span");
              kind.className = "result-kind";
              kind.textContent = result.page[2];
              link.appendChild(title);
              link.appendChild(kind);
              // In a site of several modules, the module the page is in.
              if (result.page[4]) {
                var module = document.createElement("span");
                module.className = "result-kind result-module";
                module.textContent = result.page[4];
                link.appendChild(module);
              }
              if (section && section[1]) {
                var heading = document.createElement("span");
                heading.className = "result-heading";
                heading.textContent = section[1];
                link.appendChild(heading);
              }
              if (result.page[3]) {
                var summary = document.createElement("span");
                summary.className = "result-summary";
                summary.textContent = result.page[3];
                link.appendChild(summary);
              }
              item.appendChild(link);
              list.appendChild(item);
            });
            status.textContent = message;
            panel.hidden = false;
          }

          function update() {
            var query = input.value;
            if (!query.trim()) { panel.hidden = true; status.textContent = ""; return; }
            if (failed) { show([], "Search is unavailable: the index did not load."); return; }
            if (!engine) { show([], "Loading the search index…"); loadIndex(); return; }
            var answer = engine.search(query);
            waiting = answer.results === null;
            if (waiting) {
              show([], "Loading the search index…");
              loadShards(answer.missing);
              return;
            }
            var results = answer.results;
            show(results, results.length === 0 ? "No results" :
              results.length === 1 ? "1 result" : results.length + " results");
            if (openWhenReady) {
              openWhenReady = false;
              var links = resultLinks();
              if (links.length > 0) { links[0].click(); }
            }
          }

          function resultLinks() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

          input.addEventListener("focus", loadIndex);
          input.addEventListener("input", update);
          input.addEventListener("keydown", function (event) {
            var links = resultLinks();
            if (event.key === "ArrowDown" && links.length > 0) {
              event.preventDefault();
              links[0].focus();
            } else if (event.key === "Enter") {
              event.preventDefault();
              if ((!engine || waiting) && !failed) {
                openWhenReady = input.value.trim() !== "";
                loadIndex();
              }
              else if (links.length > 0) { links[0].click(); }
            } else if (event.key === "Escape") {
              openWhenReady = false;
              input.value = "";
              update();
            }
          });
          list.addEventListener("keydown", function (event) {
            var links = resultLinks();
            var position = links.indexOf(document.activeElement);
            if (position < 0) { return; }
            if (event.key === "ArrowDown") {
              event.preventDefault();
              links[Math.min(position + 1, links.length - 1)].focus();
            } else if (event.key === "ArrowUp") {
              event.preventDefault();
              if (position === 0) { input.focus(); } else { links[position - 1].focus(); }
            } else if (event.key === "Escape") {
              event.preventDefault();
              input.focus();
              panel.hidden = true;
            }
          });
          document.addEventListener("keydown", function (event) {
            if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) { return; }
            // Leave "/" alone where it is typed as text.
            var target = event.target;
            var tag = target && target.tagName;
            var typing = tag === "TEXTAREA" || tag === "SELECT" || (target && target.isContentEditable) ||
              (tag === "INPUT" && !/^(checkbox|radio|button|submit|reset)$/.test(target.type));
            if (typing) { return; }
            event.preventDefault();
            input.focus();
            input.select();
          });
          list.addEventListener("click", function () { panel.hidden = true; });
          document.addEventListener("click", function (event) {
            if (!box.contains(event.target)) { panel.hidden = true; }
          });
          input.addEventListener("focus", function () { if (input.value.trim()) { update(); } });
        })();

        """#
}
