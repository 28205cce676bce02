import NapkinDocsCore

extension SiteAssets {
    /// The part of `site.js` that adds a copy button to every code listing and makes
    /// scrolling listings reachable by keyboard (``navigationTreeScript`` draws the sidebar).
    static let siteScript = #"""
        // napkin-docs page script: plain JavaScript, no libraries, no network.
        (function () {
          "use strict";
          var html = document.documentElement;
          html.classList.add("js");

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

          addCopyButtons();
          makeScrollersFocusable();
        })();

        """#
}
