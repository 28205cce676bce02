import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Checks the stylesheet's colours and the scripts' promises (no network, no libraries).
struct SiteAssetsTests {
    /// Reads the `--name: #rrggbb` custom properties of the block that starts at `marker`.
    static func palette(after marker: String) throws -> [String: String] {
        let css = SiteAssets.stylesheet
        let start = try #require(css.range(of: marker)).upperBound
        let end = try #require(css[start...].range(of: "}")).lowerBound
        var colours: [String: String] = [:]
        for declaration in css[start..<end].split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = parts[0].trimmingCharacters(in: .whitespacesAndNewlines)
            let value = parts[1].trimmingCharacters(in: .whitespacesAndNewlines)
            if name.hasPrefix("--"), value.hasPrefix("#"), value.count == 7 {
                colours[String(name.dropFirst(2))] = value
            }
        }
        return colours
    }

    /// The WCAG relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let value = Int(hex.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel in
            let c = Double(channel) / 255
            return c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    /// The WCAG contrast ratio of two colours.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Which text colours appear on which backgrounds.
    static let pairs: [(foregrounds: [String], backgrounds: [String])] = [
        (["text", "muted", "link"], ["bg", "surface", "surface-2"]),
        (["text", "link", "muted"], ["current", "target"]),
        (
            [
                "c-kw", "c-ckw", "c-type", "c-str", "c-num", "c-com", "c-doc", "c-attr", "c-dir",
                "c-esc", "c-prompt", "c-ins", "c-del",
            ],
            ["surface"]
        ),
        (["m-compiled", "m-run", "m-not", "m-skipped", "text"], ["surface-2", "bg"]),
    ]

    @Test(arguments: [":root {", "@media (prefers-color-scheme: dark) {\n  :root {"])
    func everyTextColourMeetsWCAGAAInBothSchemes(_ marker: String) throws {
        let colours = try Self.palette(after: marker)
        #expect(colours.count > 20)
        for pair in Self.pairs {
            for foreground in pair.foregrounds {
                for background in pair.backgrounds {
                    let fg = try #require(colours[foreground], "missing --\(foreground)")
                    let bg = try #require(colours[background], "missing --\(background)")
                    let ratio = Self.contrast(fg, bg)
                    #expect(ratio >= 4.5, "--\(foreground) on --\(background): \(ratio)")
                }
            }
        }
    }

    @Test func assetsUseNoNetworkAndNoWebFonts() {
        for (path, contents) in SiteAssets.files {
            #expect(!contents.contains("http://"), "\(path)")
            #expect(!contents.contains("https://"), "\(path)")
            #expect(!contents.contains("@import"), "\(path)")
            #expect(!contents.contains("@font-face"), "\(path)")
            #expect(!contents.contains("fetch("), "\(path)")
            #expect(!contents.contains("XMLHttpRequest"), "\(path)")
            #expect(!contents.contains("console."), "\(path)")
        }
    }

    @Test func stylesheetHasDarkModePrintAndPhoneRules() {
        let css = SiteAssets.files.first { $0.path == SiteAssets.stylesheetPath }?.contents ?? ""
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("@media print"))
        #expect(css.contains("@media (max-width: 56rem)"))
        #expect(css.contains(":focus-visible"))
        #expect(css.contains(":target"))
    }

    @Test func assetPathsAreDistinctAndRelative() {
        let paths = SiteAssets.files.map(\.path) + [SearchFormat.headPath, NavigationScript.path]
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { !$0.hasPrefix("/") && !$0.contains("..") })
    }

    @Test func navigationScriptIsCompactJSON() throws {
        let tree = [
            NavNode(
                title: "Essentials", href: "",
                children: [
                    NavNode(
                        title: "Getting <Started>", href: "articles/getting-started.html",
                        kind: .article)
                ])
        ]
        let script = NavigationScript.javaScript(for: tree)
        #expect(script.hasPrefix("window.napkinNavigation = "))
        #expect(!script.contains("<Started>"))
        let (decoded, kinds) = try SidebarTreeTests.decode(script)
        #expect(decoded.first?.title == "Essentials")
        #expect(decoded.first?.kind == "")
        let child = try #require(decoded.first?.children.first)
        #expect(child.title == "Getting <Started>")
        #expect(child.href == "articles/getting-started.html")
        #expect(child.kind == "Ar")
        #expect(kinds == ["Ar": "Article"])
    }
}

/// Checks that every script parses, with node (the test fails without it).
struct SiteScriptSyntaxTests {
    /// The path of node, if installed.
    static let node: String? = SearchRankingTests.node

    @Test func everyScriptParses() throws {
        let node = try #require(Self.node, SearchRankingTests.missingNode)
        let scripts =
            SiteAssets.files.filter { $0.path.hasSuffix(".js") }
            + SearchIndex.files(for: SearchIndexTests.entries).map {
                ($0.path, String(decoding: $0.contents, as: UTF8.self))
            }
            + [
                (
                    NavigationScript.path,
                    NavigationScript.javaScript(for: [NavNode(title: "a", href: "")])
                )
            ]
        for (path, contents) in scripts {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("napkin-syntax-\(UUID().uuidString).js")
            try contents.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: node)
            process.arguments = ["--check", file.path]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(path) does not parse")
        }
    }
}
