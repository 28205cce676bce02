import Foundation

/// What a DocC catalog's `Info.plist` says about it, read as docc reads it: the display name
/// names the module when no symbol graph does, and the default module kind is the label
/// above the title of the module's page (DocC's "Framework" otherwise), and the default
/// code listing language is the language of a code block that names none.
struct CatalogInfo: Equatable, Sendable {
    /// `CFBundleDisplayName`: the catalog's name for people.
    var displayName: String?
    /// `CFBundleIdentifier`: the catalog's reverse-DNS identifier.
    var identifier: String?
    /// `CDDefaultModuleKind`: what the module is (`Tool`, `Framework`, …).
    var moduleKind: String?
    /// `CDDefaultCodeListingLanguage`: the language of a code block that names none.
    var codeListingLanguage: String?

    /// The label of a module's page when `Info.plist` names no kind, as in DocC.
    static let defaultModuleKind = "Framework"

    /// Reads the `Info.plist` of a catalog, if it has a readable one.
    /// - Parameter catalog: The catalog's folder.
    init?(catalog: String) {
        let path = (catalog as NSString).appendingPathComponent("Info.plist")
        guard let data = FileManager.default.contents(atPath: path),
            let values = try? PropertyListSerialization.propertyList(from: data, format: nil)
                as? [String: Any]
        else { return nil }
        func string(_ key: String) -> String? {
            (values[key] as? String).flatMap { $0.isEmpty ? nil : $0 }
        }
        displayName = string("CFBundleDisplayName") ?? string("CFBundleName")
        identifier = string("CFBundleIdentifier")
        moduleKind = string("CDDefaultModuleKind")
        codeListingLanguage = string("CDDefaultCodeListingLanguage")?.lowercased()
    }
}
