import NapkinDocsCore

extension SiteAssets {
    /// The screen stylesheet: system fonts, a comfortable measure, light and dark colours
    /// (every text colour meets WCAG AA, 4.5:1, on the backgrounds it is used on; the tests
    /// compute the ratios), a layout that holds at 375 px, visible focus rings.
    static let stylesheet = #"""
        /* napkin-docs: no web fonts, no network resources. */
        :root {
          --bg: #ffffff; --surface: #f6f8fa; --surface-2: #eef1f4; --border: #d0d7de;
          --text: #1f2328; --muted: #59636e; --link: #0550ae; --focus: #0969da;
          --target: #fff4c2; --current: #ddeeff;
          --c-kw: #a3114f; --c-ckw: #7a3eb1; --c-type: #0b6170; --c-str: #116329;
          --c-num: #0550ae; --c-com: #5f6b77; --c-doc: #4b6b4f; --c-attr: #953800;
          --c-dir: #8a3c00; --c-esc: #0a5c7a; --c-prompt: #6639ba; --c-ins: #116329;
          --c-del: #a40e26;
          --m-compiled: #116329; --m-run: #0550ae; --m-not: #59636e; --m-skipped: #8a3c00;
          --shadow: 0 8px 24px rgba(31, 35, 40, 0.18);
          --header-height: 3.5rem; /* literal copies in calc(): the CSS validator rejects var() there */
          --font-text: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif;
          --font-code: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #15181d; --surface: #1c2027; --surface-2: #242932; --border: #3a414c;
            --text: #e6e8eb; --muted: #a4adb8; --link: #7ab7ff; --focus: #58a6ff;
            --target: #3b3413; --current: #1d3350;
            --c-kw: #ff7eb0; --c-ckw: #d2a8ff; --c-type: #5fd3e0; --c-str: #7ee2a0;
            --c-num: #79c0ff; --c-com: #939eaa; --c-doc: #9fc7a5; --c-attr: #ffa657;
            --c-dir: #ffa657; --c-esc: #7fd8f0; --c-prompt: #d2a8ff; --c-ins: #7ee2a0;
            --c-del: #ffa198;
            --m-compiled: #7ee2a0; --m-run: #7ab7ff; --m-not: #a4adb8; --m-skipped: #ffa657;
            --shadow: 0 8px 24px rgba(0, 0, 0, 0.5);
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; scroll-padding-top: 4.5rem; }
        body {
          margin: 0; background: var(--bg); color: var(--text);
          font-family: var(--font-text); font-size: 1.0625rem; line-height: 1.65;
          overflow-wrap: break-word;
        }
        a { color: var(--link); }
                :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px; }
        .visually-hidden, .nav-toggle {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0;
          overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
        }
        .skip-link { position: absolute; left: 0.5rem; top: -3rem; z-index: 30; padding: 0.5rem 0.75rem; background: var(--bg); border: 2px solid var(--focus); }
        .skip-link:focus { top: 0.5rem; }

        /* Header */
        .site-header {
          position: sticky; top: 0; z-index: 20; display: flex; flex-wrap: wrap; align-items: center;
          gap: 0.5rem 1rem; min-height: var(--header-height); padding: 0.5rem 1rem;
          background: var(--bg); border-bottom: 1px solid var(--border);
        }
        .site-title { font-weight: 700; font-size: 1.125rem; color: var(--text); text-decoration: none; margin-right: auto; }
        .nav-toggle-label {
          display: none; cursor: pointer; padding: 0.3rem 0.7rem; border: 1px solid var(--border);
          border-radius: 6px; background: var(--surface); font-size: 0.9375rem; line-height: 1.4;
        }
        .nav-toggle:focus-visible + .nav-toggle-label { outline: 3px solid var(--focus); outline-offset: 2px; }
        .search { position: relative; flex: 0 1 22rem; min-width: 0; }
        .search[hidden] { display: none; }
        .search-input {
          width: 100%; padding: 0.4rem 0.75rem; font: inherit; font-size: 0.9375rem; color: var(--text);
          background: var(--surface); border: 1px solid var(--border); border-radius: 6px;
        }
        .search-results {
          position: absolute; right: 0; top: calc(100% + 0.4rem); width: min(34rem, calc(100vw - 2rem));
          max-height: 70vh; overflow-y: auto; background: var(--bg); border: 1px solid var(--border);
          border-radius: 8px; box-shadow: var(--shadow); padding: 0.25rem;
        }
        .search-results[hidden] { display: none; }
        .search-status { margin: 0; padding: 0.4rem 0.6rem; font-size: 0.875rem; color: var(--muted); }
        .search-list { list-style: none; margin: 0; padding: 0; }
        .search-result { display: block; padding: 0.5rem 0.6rem; border-radius: 6px; text-decoration: none; color: var(--text); }
        .search-result:hover, .search-result:focus { background: var(--current); }
        .result-title { font-weight: 600; color: var(--link); }
        .result-kind { margin-left: 0.5rem; font-size: 0.75rem; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
        .result-heading { display: block; font-size: 0.875rem; }
        .result-heading::before { content: "§ "; color: var(--muted); }
        .result-summary { display: block; font-size: 0.8125rem; color: var(--muted); line-height: 1.45; }

        /* Page grid */
        .page { display: grid; grid-template-columns: 17rem minmax(0, 1fr); }
        .sidebar {
          position: sticky; top: var(--header-height); align-self: start;
          height: calc(100vh - 3.5rem); overflow-y: auto;
          padding: 1rem 0.75rem 2rem; border-right: 1px solid var(--border); background: var(--surface);
          font-size: 0.9375rem; line-height: 1.45;
        }
        .sidebar-home { margin: 0 0 0.75rem; font-weight: 600; }
        .sidebar-home a { color: var(--text); }
        .nav-drawn .sidebar-home { display: none; }
        .nav-list { list-style: none; margin: 0; padding: 0; }
        .nav-nested { padding-left: 0.9rem; }
        .nav-row { display: flex; align-items: flex-start; gap: 0.15rem; }
        .nav-row a, .nav-group { flex: 1; min-width: 0; display: block; padding: 0.2rem 0.4rem; border-radius: 4px; color: var(--text); text-decoration: none; }
        .nav-row a { display: flex; align-items: baseline; gap: 0.35rem; }
        .nav-row a:hover .nav-name { text-decoration: underline; }
        .nav-row a[aria-current="page"] { background: var(--current); font-weight: 600; box-shadow: inset 3px 0 0 var(--link); }
        /* Names break only at the <wbr> site.js puts between words of an identifier. */
        .nav-name { min-width: 0; overflow-wrap: normal; word-break: normal; hyphens: none; }
        /* Group labels: small and muted, in the case they are written in. */
        .nav-group { font-weight: 600; color: var(--muted); font-size: 0.8125rem; line-height: 1.35; }
        .nav-row:has(> .nav-group) { margin-top: 0.5rem; }
        .nav-list > li > .nav-row > a, .nav-list > li > .nav-row > .nav-group { padding-left: 1.6rem; }
        .nav-list > li > .nav-row > .nav-toggle-branch + a { padding-left: 0.4rem; }
        .nav-toggle-branch {
          flex: none; width: 1.4rem; height: 1.6rem; padding: 0; border: 0; background: none; color: var(--muted);
          cursor: pointer; font-size: 0.8rem; line-height: 1.6rem;
        }
        .nav-toggle-branch::before { content: "▸"; display: inline-block; transition: transform 0.15s; }
        .nav-toggle-branch[aria-expanded="true"]::before { transform: rotate(90deg); }
        /* Kind badges: letters in a bordered box, legible without colour; the hue only adds. */
        .nav-badge {
          flex: none; display: inline-block; min-width: 1.45rem; padding: 0 0.15rem; border: 1px solid currentColor;
          border-radius: 4px; font-size: 0.6875rem; font-weight: 700; line-height: 1.05rem; text-align: center;
          color: var(--c-kw); background: var(--bg);
        }
        .nav-badge[data-kind="C"], .nav-badge[data-kind="S"], .nav-badge[data-kind="E"], .nav-badge[data-kind="Pr"],
        .nav-badge[data-kind="Ac"], .nav-badge[data-kind="T"], .nav-badge[data-kind="At"], .nav-badge[data-kind="Ex"],
        .nav-badge[data-kind="Mo"], .nav-badge[data-kind="Md"] { color: var(--c-type); }
        .nav-badge[data-kind="P"], .nav-badge[data-kind="V"], .nav-badge[data-kind="Ca"] { color: var(--c-num); }
        .nav-badge[data-kind="Ar"], .nav-badge[data-kind="Tu"] { color: var(--muted); border-radius: 1px 6px 1px 1px; }
        .nav-filter { position: sticky; top: -1rem; z-index: 1; margin: -1rem 0 0.5rem; padding: 1rem 0 0.25rem; background: var(--surface); }
        .nav-filter-input {
          width: 100%; padding: 0.3rem 0.6rem; font: inherit; font-size: 0.875rem; color: var(--text);
          background: var(--bg); border: 1px solid var(--border); border-radius: 6px;
        }
        .nav-filter-status { margin: 0.25rem 0 0; font-size: 0.8125rem; color: var(--muted); }
        .nav-filter-status:empty { display: none; }
        .nav-list [hidden] { display: none; }
        /* Rows off screen are laid out only when scrolled to, so a tree of thousands draws fast;
           their paint containment would clip focus rings, which are drawn inside instead. */
        .nav-tree .nav-row { content-visibility: auto; contain-intrinsic-size: auto 1.75rem; }
        .nav-tree a:focus-visible, .nav-tree .nav-toggle-branch:focus-visible { outline-offset: -3px; }

        /* Main column */
        .main { min-width: 0; padding: 1.5rem 2.5rem 3rem; outline: none; }
        .main > * { max-width: 46rem; }
        .breadcrumbs ol { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem; font-size: 0.875rem; color: var(--muted); }
        .breadcrumbs li + li::before { content: "›"; margin-right: 0.25rem; color: var(--muted); }
        .eyebrow { margin: 0; font-size: 0.8125rem; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; color: var(--muted); }
        .page-header h1 { margin: 0.15rem 0 0.5rem; font-size: 2.25rem; line-height: 1.2; letter-spacing: -0.01em; overflow-wrap: anywhere; }
        .abstract { margin: 0 0 1.5rem; font-size: 1.1875rem; line-height: 1.5; }
        .page-header.module-header, .page-header.article-header { margin: 0 0 2rem; padding: 1.5rem 1.75rem; background: var(--surface); border: 1px solid var(--border); border-radius: 10px; }
        .module-header .abstract, .article-header .abstract { margin-bottom: 0; }
        .abstract > p { margin: 0; }
        .outline { font-size: 0.875rem; line-height: 1.45; margin: 0 0 2rem; padding: 0.75rem 1rem; border-left: 3px solid var(--border); }
        .outline-title { margin: 0 0 0.4rem; font-size: 0.8125rem; text-transform: uppercase; letter-spacing: 0.06em; color: var(--muted); }
        .outline ul { list-style: none; margin: 0; padding: 0; }
        .outline li { padding: 0.15rem 0; }
        .outline a { color: var(--text); text-decoration: none; }
        .outline a:hover { color: var(--link); text-decoration: underline; }
        .outline-depth-1 { padding-left: 1rem !important; }
        .outline-depth-2 { padding-left: 2rem !important; }
        @media (min-width: 80rem) {
          .main.has-outline { display: grid; grid-template-columns: minmax(0, 46rem) 14rem; column-gap: 3rem; align-content: start; }
          .main.has-outline > * { grid-column: 1; }
          .main.has-outline > .outline {
            grid-column: 2; grid-row: 1 / span 5; position: sticky; top: 5rem;
            align-self: start; max-height: calc(100vh - 6.5rem); overflow-y: auto; margin: 0;
          }
        }

        /* Content */
        .content h2, .content h3, .content h4 { line-height: 1.3; margin: 2.25rem 0 0.75rem; }
        .content h2 { font-size: 1.6rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--border); }
        .content h3 { font-size: 1.25rem; }
        .content h4 { font-size: 1.0625rem; }
        .content p, .content ul, .content ol { margin: 0 0 1rem; }
        .content li + li { margin-top: 0.25rem; }
        .content img { max-width: 100%; height: auto; }
        .content blockquote { margin: 1.25rem 0; padding: 0.5rem 1rem; border-left: 4px solid var(--border); background: var(--surface); }
        .content blockquote > :last-child { margin-bottom: 0; }
        .content dl { margin: 1.25rem 0; }
        .content dt { font-weight: 600; margin-top: 0.75rem; }
        .content dd { margin: 0.25rem 0 0 1.5rem; }
        .content dd > p:first-child { margin-top: 0; }
        .content table { width: 100%; border-collapse: collapse; margin: 1.25rem 0; font-size: 0.9375rem; table-layout: auto; }
        .content th, .content td { border: 1px solid var(--border); padding: 0.4rem 0.6rem; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
        .content th { background: var(--surface); }
        .content hr { border: 0; border-top: 1px solid var(--border); margin: 2rem 0; }
        :target { scroll-margin-top: 4.5rem; }
        .content :target, .main > :target { background: var(--target); border-radius: 4px; box-shadow: 0 0 0 0.35rem var(--target); }
        code, kbd, samp, pre { font-family: var(--font-code); font-size: 0.875em; }
        /* Code inside a listing is the listing's size (15 px beside 17 px text), not smaller. */
        pre code, pre kbd, pre samp { font-size: inherit; }
        :not(pre) > code { padding: 0.1em 0.3em; background: var(--surface-2); border-radius: 4px; overflow-wrap: anywhere; }
        a > code { color: var(--link); }

        /* Code listings */
        pre { margin: 0; overflow-x: auto; tab-size: 4; }
        .content pre { margin: 1.25rem 0; padding: 0.9rem 1rem; background: var(--surface); border: 1px solid var(--border); border-radius: 8px; line-height: 1.55; }
        .content .listing pre { margin: 0; border: 0; border-radius: 0; background: none; }
        .listing { margin: 1.5rem 0; border: 1px solid var(--border); border-radius: 8px; background: var(--surface); overflow: hidden; }
        .listing-header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem 0.75rem; padding: 0.35rem 0.5rem 0.35rem 1rem; border-bottom: 1px solid var(--border); background: var(--surface-2); font-size: 0.8125rem; line-height: 1.5; }
        .listing-caption { font-family: var(--font-code); font-weight: 600; overflow-wrap: anywhere; }
        .mark { margin-left: auto; padding: 0 0.5rem; border: 1px solid currentColor; border-radius: 999px; font-size: 0.75rem; font-weight: 600; white-space: nowrap; }
        .mark-compiled { color: var(--m-compiled); }
        .mark-run { color: var(--m-run); }
        .mark-not-compiled { color: var(--m-not); }
        .mark-skipped { color: var(--m-skipped); white-space: normal; }
        .mark-fails-to-compile, .mark-traps, .mark-throws { color: var(--m-run); white-space: normal; }
        .listing-caption + .mark, .mark:first-child { margin-left: auto; }
        .listing-header > .listing-caption:only-child { margin-right: auto; }
        .copy-button { margin-left: auto; padding: 0.1rem 0.6rem; font: inherit; font-size: 0.75rem; color: var(--text); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; cursor: pointer; }
        .mark + .copy-button { margin-left: 0; }
        .copy-button[data-copied="true"] { color: var(--m-compiled); border-color: currentColor; }
        .listing pre.code { padding: 0.9rem 1rem; line-height: 1.55; }
        .listing pre.output { padding: 0.4rem 1rem 0.8rem; line-height: 1.5; }
        .listing-output { border-top: 1px dashed var(--border); background: var(--bg); }
        .listing .output-label { margin: 0; padding: 0.4rem 1rem 0; font-size: 0.75rem; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.04em; }
        .output-label code { text-transform: none; }
        .kw { color: var(--c-kw); font-weight: 600; }
        .ckw { color: var(--c-ckw); font-weight: 600; }
        .type { color: var(--c-type); }
        .str { color: var(--c-str); }
        .esc { color: var(--c-esc); font-weight: 600; }
        .num { color: var(--c-num); }
        .com { color: var(--c-com); font-style: italic; }
        .doc { color: var(--c-doc); font-style: italic; }
        .attr { color: var(--c-attr); }
        .dir { color: var(--c-dir); }
        .prompt { color: var(--c-prompt); font-weight: 600; }
        .ins { color: var(--c-ins); }
        .del { color: var(--c-del); }
        pre.code a { text-decoration: underline; text-decoration-color: var(--muted); }
        pre.code a.type { color: var(--c-type); }
        pre.code a:not([class]) { color: var(--text); }
        pre.code a:hover { text-decoration-color: currentColor; }

        /* Previous / next and footer */
        .pager { display: flex; flex-wrap: wrap; gap: 1rem; margin-top: 3rem; padding-top: 1.5rem; border-top: 1px solid var(--border); }
        .pager a { flex: 1 1 12rem; display: block; padding: 0.75rem 1rem; border: 1px solid var(--border); border-radius: 8px; text-decoration: none; }
        .pager a:hover { border-color: var(--link); }
        .pager-next { text-align: right; }
        .pager-label { display: block; font-size: 0.8125rem; color: var(--muted); }
        .pager-title { display: block; font-weight: 600; overflow-wrap: anywhere; }
        .site-footer { padding: 1.5rem 1rem; border-top: 1px solid var(--border); font-size: 0.875rem; color: var(--muted); text-align: center; }
        .site-footer p { margin: 0; }

        /* Narrow screens: the sidebar opens from the Menu toggle. */
        @media (max-width: 56rem) {
          .page { display: block; }
          .nav-toggle-label { display: inline-block; }
          .search { flex: 1 1 100%; order: 3; }
          .search-results { left: 0; width: auto; }
          .sidebar { display: none; position: static; height: auto; max-height: none; border-right: 0; border-bottom: 1px solid var(--border); }
          body:has(.nav-toggle:checked) .sidebar { display: block; }
          .main { padding: 1.25rem 1rem 2.5rem; }
          .page-header h1 { font-size: 1.75rem; }
          .abstract { font-size: 1.0625rem; }
          /* On a phone the outline is one short run of its top sections, not a first screen. */
          .outline { padding: 0.5rem 0.75rem; margin-bottom: 1.25rem; }
          .outline ul { display: flex; flex-wrap: wrap; gap: 0.1rem 1rem; }
          .outline-depth-1, .outline-depth-2 { display: none; }
        }
        @media (min-width: 56.0625rem) { .nav-toggle { display: none; } }
        @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }

        """#
}
