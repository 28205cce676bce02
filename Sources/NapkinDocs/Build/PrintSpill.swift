import NapkinDocsCore

/// The file the articles' parts of the print pages wait in, from the worker that renders each
/// page until the index stage writes the print pages: a ``SpillFile`` in the new site's
/// temporary folder (``SiteWriter/Session/printSpill``), whose read failures fail the commit.
typealias PrintSpill = SpillFile
