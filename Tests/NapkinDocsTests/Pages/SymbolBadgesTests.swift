import Foundation
import Testing

@testable import NapkinDocs

/// Availability and deprecation, read from the symbol graph and shown as badges.
@Suite struct SymbolBadgesTests {
    /// The overloads graph's symbol at `path`.
    private func symbol(_ path: String) throws -> APISymbol {
        let catalog = try SymbolGraphLoader.load(
            files: [OverloadsFixture.graph], sourceRoot: "/package")
        return try #require(catalog.symbols(atPath: path).first)
    }

    @Test func platformsShowTheirFirstVersion() throws {
        let stack = try symbol("Shelf/stack(_:)")
        #expect(!stack.isDeprecated)
        #expect(
            SymbolBadges.html(for: stack)
                == "<ul class=\"availability\" aria-label=\"Availability\">"
                + "<li class=\"badge\">iOS 16.0+</li><li class=\"badge\">macOS 13.0+</li></ul>\n")
    }

    @Test func deprecationShowsItsVersionsMessageAndNewName() throws {
        let pile = try symbol("Shelf/pile(_:)")
        #expect(pile.isDeprecated)
        let html = SymbolBadges.html(for: pile)
        #expect(html.contains("<li class=\"badge deprecated\">macOS 10.15–12.0 Deprecated</li>"))
        #expect(
            html.contains(
                "<p class=\"deprecation-summary\"><strong>Deprecated in macOS:</strong> "
                    + "Renamed to <code>stack(_:)</code>.</p>"))
        let place = try symbol("Shelf/place(_:)")
        #expect(
            SymbolBadges.html(for: place)
                == "<ul class=\"availability\" aria-label=\"Availability\">"
                + "<li class=\"badge deprecated\">Deprecated</li></ul>\n"
                + "<p class=\"deprecation-summary\"><strong>Deprecated:</strong> "
                + "Use put(_:slot:) instead.</p>\n")
    }

    @Test func symbolWithoutAvailabilityHasNoBadges() throws {
        #expect(SymbolBadges.html(for: try symbol("Shelf/put(_:slot:)")).isEmpty)
    }

    @Test func memberListsShowTheBadges() async {
        let options = OverloadsFixture.siteOptions()
        _ = await SiteFixture.build(options)
        let shelf = SiteFixture.page(
            "documentation/shelf.html", in: URL(fileURLWithPath: options.outputFolder))
        #expect(shelf.contains("<li class=\"badge deprecated\">Deprecated</li>"))
        #expect(shelf.contains("<li class=\"badge\">macOS 13.0+</li>"))
    }
}
