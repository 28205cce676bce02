import NapkinDocsCore

extension SiteAssets {
    /// The print rules: content only, black on white, code wrapped instead of cut off.
    static let printStylesheet = #"""
        @media print {
          :root { --bg: #ffffff; --surface: #ffffff; --surface-2: #f3f3f3; --text: #000000; --muted: #333333; --link: #000000; --border: #999999; }
          body { font-size: 11pt; line-height: 1.5; background: #ffffff; color: #000000; }
          .site-header, .sidebar, .search, .nav-toggle, .nav-toggle-label, .copy-button, .pager, .outline, .skip-link, .site-footer, .breadcrumbs { display: none !important; }
          .page { display: block; }
          .main { padding: 0; }
          .main > * { max-width: none; }
          pre, pre.code, pre.output { white-space: pre-wrap; overflow: visible; overflow-wrap: anywhere; }
          .listing, .content table, .content blockquote { break-inside: avoid; }
          .content h2, .content h3 { break-after: avoid; }
          .content a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; }
          @page { margin: 1.8cm; }
        }

        """#
}
