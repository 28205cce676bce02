import NapkinDocsCore

extension SiteAssets {
    /// Rules for the parts of symbol and article pages that site core writes: the
    /// declaration, member sections, topic lists, relationships and the print page.
    static let symbolStylesheet = #"""
        /* Symbol pages */
        .content pre.declaration {
          margin: 0.5rem 0 1.5rem; padding: 0.9rem 1rem; background: var(--surface);
          border: 1px solid var(--border); border-radius: 8px; line-height: 1.55;
          white-space: pre-wrap; overflow-wrap: anywhere;
        }
        .declaration .identifier { font-weight: 700; }
        .declaration .generic { color: var(--c-type); font-style: italic; }
        .declaration a { text-decoration: underline; text-decoration-color: var(--muted); }
        .declaration a.type { color: var(--c-type); }
        .content .member { padding-top: 0.25rem; margin-top: 1.25rem; border-top: 1px solid var(--border); }
        .content .member h4, .content .member h3 { margin: 0.75rem 0 0.25rem; font-family: var(--font-code); font-size: 1rem; overflow-wrap: anywhere; }
        .member-link { color: var(--text); text-decoration: none; }
        .member-link:hover { color: var(--link); text-decoration: underline; }
        .content .member-kind { margin: 0 0 0.5rem; font-size: 0.8125rem; color: var(--muted); }
        .undocumented { color: var(--muted); font-style: italic; }
        .content .topic-list, .content .relationships-list { list-style: none; padding: 0; }
        .content .topic-list li { margin: 0 0 0.75rem; }
        .content .topic-list li > p { margin: 0.1rem 0 0; font-size: 0.9375rem; }
        .topic-list code.decl-title { padding: 0; background: none; }
        .symbol-link code { color: var(--link); }
        a.external::after { content: " ↗"; font-size: 0.8em; }
        /* In a declaration the arrow would break the code: a dotted underline marks the type
           whose page is outside the site instead. */
        .declaration a.type.external { text-decoration: underline dotted; }
        .declaration a.type.external::after { content: none; }
        @media print {
          .print-article + .print-article { break-before: page; }
        }

        """#
}
