import NapkinDocsCore

/// The fixed files every site contains: the stylesheet and the scripts for the sidebar,
/// copy buttons and search. They do not depend on the content, so they are written once.
package enum SiteAssets {
    /// The folder of the assets, at the site root.
    package static let folder = "assets"
    /// The stylesheet's path relative to the site root.
    package static let stylesheetPath = folder + "/style.css"
    /// The path of the script that draws the sidebar tree and adds copy buttons.
    package static let scriptPath = folder + "/site.js"
    /// The path of the search script; it loads ``SearchFormat/headPath`` when first used.
    package static let searchScriptPath = folder + "/search.js"

    /// The contents of `search.js`: the ranking engine, then the search box.
    static let searchScript = searchEngineScript + searchBoxScript

    /// Every asset as a root-relative path and its contents, in a stable order.
    package static let files: [(path: String, contents: String)] = [
        (stylesheetPath, stylesheet + symbolStylesheet + directiveStylesheet + printStylesheet),
        (scriptPath, navigationTreeScript + siteScript + tabScript),
        (searchScriptPath, searchScript),
    ]
}
