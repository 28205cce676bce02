import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

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

    @Test func extensionDeprecationSummaryTakesTheAttributesPlace() async throws {
        let options = OverloadsFixture.siteOptions()
        let report = await SiteFixture.build(options)
        #expect(!report.log.hasErrors)
        let site = URL(fileURLWithPath: options.outputFolder)
        let shelf = SiteFixture.page("documentation/shelf.html", in: site)
        let start = try #require(shelf.range(of: "<section class=\"member\" id=\"place-_\">"))
        let end = try #require(shelf[start.upperBound...].range(of: "</section>"))
        let place = shelf[start.lowerBound..<end.upperBound]
        #expect(place.contains("Put each item in its slot with"))
        #expect(!place.contains("Use put(_:slot:) instead."))
        // The member's extension is in its section; the summary comes before the declaration.
        #expect(place.contains("Places one item, as the member’s extension file adds."))
        let summary = try #require(place.range(of: "aria-label=\"Deprecated\""))
        let declaration = try #require(place.range(of: "<pre class=\"declaration\">"))
        #expect(summary.lowerBound < declaration.lowerBound)
        // A type's summary opens its page, wherever the extension file writes it.
        let lively = SiteFixture.page("documentation/lively.html", in: site)
        let content = try #require(lively.range(of: "<div class=\"content\">\n"))
        #expect(
            lively[content.upperBound...].hasPrefix(
                "<div class=\"aside aside-warning\" role=\"note\" aria-label=\"Deprecated\">"))
        #expect(lively.contains("A lively thing starts by itself"))
    }
}
