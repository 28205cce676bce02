@testable import NapkinDocs

extension RenderedPage {
    /// The page's body for `print.html` (articles only), with its title as a heading.
    var printHTML: String? {
        guard let printSection else { return nil }
        var bytes: [UInt8] = []
        printSection.append(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
