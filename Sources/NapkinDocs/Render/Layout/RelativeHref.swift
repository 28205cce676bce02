import NapkinDocsCore

/// Turns a link relative to the site root into one relative to the page that contains it.
///
/// Every URL the site writes is relative, so that it works when opened from `file://`.
/// `relativeHref("articles/lifecycle.html#order", from: "documentation/presenter.html")`
/// is `"../articles/lifecycle.html#order"`; a link to an anchor on the same page becomes
/// just `"#order"`, and a link to a folder (`""`, `"articles/"`) points at its `index.html`.
/// Same-page anchors (`"#x"`), absolute URLs with a scheme
/// (`https:`, `mailto:`) and protocol-relative URLs are returned unchanged.
/// - Parameters:
///   - rootRelative: The target, relative to the site root, optionally with a `#fragment`.
///   - pagePath: The path of the page holding the link, relative to the site root.
/// - Returns: The href to write in that page.
package func relativeHref(_ rootRelative: String, from pagePath: String) -> String {
    if rootRelative.hasPrefix("#") || rootRelative.hasPrefix("//") || hasScheme(rootRelative) {
        return rootRelative
    }
    var target = Substring(rootRelative)
    var fragment = ""
    // Searched as bytes: `#` is ASCII, so its byte index is also a character index.
    if let hash = target.utf8.firstIndex(of: UInt8(ascii: "#")) {
        fragment = String(target[hash...])
        target = target[..<hash]
    }
    if target.hasPrefix("/") { target = target.drop(while: { $0 == "/" }) }
    // The site root is a folder; from `file://` a folder link shows a listing, not the page.
    if target.isEmpty || target.utf8.last == UInt8(ascii: "/") { target += "index.html" }
    if !fragment.isEmpty, sameText(target, pagePath) { return fragment }
    // Most links stay in their folder (article to article): then the href is the file name.
    let targetFolder = folderPart(of: target)
    let hasEmptyPart = zip(targetFolder.utf8, targetFolder.utf8.dropFirst()).contains {
        $0 == UInt8(ascii: "/") && $1 == UInt8(ascii: "/")
    }
    if targetFolder == folderPart(of: Substring(pagePath)), !targetFolder.hasPrefix("/"),
        !hasEmptyPart
    {
        let name =
            target.utf8.lastIndex(of: UInt8(ascii: "/")).map { target[target.index(after: $0)...] }
            ?? target
        return String(name) + fragment
    }

    let targetParts = parts(of: target, omittingEmpty: false)
    var fromDirectories = parts(of: Substring(pagePath), omittingEmpty: true)
    if !fromDirectories.isEmpty { fromDirectories.removeLast() }
    let targetDirectories = targetParts.dropLast()
    let fileName = targetParts.last ?? ""

    var shared = 0
    while shared < fromDirectories.count, shared < targetDirectories.count,
        fromDirectories[shared] == targetDirectories[shared]
    {
        shared += 1
    }
    // Up out of the page's folders below the shared ones, then down into the target's.
    var href = ""
    for _ in shared..<fromDirectories.count { href += "../" }
    for folder in targetDirectories[shared...] {
        href += folder
        href += "/"
    }
    href += fileName
    return href + fragment
}

/// Tells whether `path` and `other` are equal strings, comparing bytes first: two ASCII
/// strings with different bytes are never equal, and paths nearly always are ASCII.
/// - Parameters:
///   - path: A path.
///   - other: Another path.
/// - Returns: `true` when the two are equal as Swift strings.
private func sameText(_ path: Substring, _ other: String) -> Bool {
    if path.utf8.elementsEqual(other.utf8) { return true }
    let isASCII = { (byte: UInt8) in byte < 0x80 }
    if path.utf8.allSatisfy(isASCII), other.utf8.allSatisfy(isASCII) { return false }
    return String(path) == other
}

/// The parts of `path` between its `/`s.
///
/// Split as bytes, as ``folderPart(of:)`` finds the last one: it runs for each link of every
/// page, and splitting characters would walk every grapheme of both paths.
/// - Parameters:
///   - path: A relative path.
///   - omittingEmpty: Whether empty parts (of `//`, or at either end) are left out.
/// - Returns: The parts, in order.
private func parts(of path: Substring, omittingEmpty: Bool) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty)
        .map { Substring($0) }
}

/// The part of a path before its last `/` (empty when there is none).
/// - Parameter path: A relative path.
/// - Returns: The folder, without the last `/`.
private func folderPart(of path: Substring) -> Substring {
    // Searched as bytes: a `/` byte is always a whole character, and walking back over
    // characters is much slower.
    path[..<(path.utf8.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex)]
}

/// Tells whether `href` starts with a URL scheme such as `https:` or `mailto:`.
/// - Parameter href: The link to inspect.
/// - Returns: `true` when the text before the first `:` is a valid scheme name.
private func hasScheme(_ href: String) -> Bool {
    // Bytes, not characters: a scheme is ASCII, and any other byte makes it no scheme.
    guard let colon = href.utf8.firstIndex(of: UInt8(ascii: ":")) else { return false }
    let scheme = href.utf8[..<colon]
    let letters = { (byte: UInt8) in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
    guard let first = scheme.first, letters(first) else { return false }
    return scheme.allSatisfy { byte in
        letters(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
