import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Resolution of symbol links, `<doc:>` links and relative links, and the suggestions.
@Suite struct LinkResolverTests {
    /// A resolver over the tiny graph and two articles.
    private func resolver() throws -> LinkResolver {
        let catalog = try SymbolGraphLoader.load(
            files: [SiteFixture.tinyGraph], sourceRoot: "/package")
        var routes = SiteRoutes(catalog: catalog)
        routes.addArticle(path: "GettingStarted.md", page: "articles/getting-started.html")
        routes.addArticle(path: "guides/Lifecycle.md", page: "articles/lifecycle.html")
        return LinkResolver(
            catalog: catalog, routes: routes,
            articles: [
                ArticleReference(
                    path: "GettingStarted.md", title: "Getting Started",
                    page: "articles/getting-started.html"),
                ArticleReference(
                    path: "guides/Lifecycle.md", title: "Lifecycle", page: "articles/lifecycle.html"
                ),
            ])
    }

    /// The href of a resolved link, or the message of an unresolved one.
    private func describe(_ resolution: LinkResolution) -> String {
        switch resolution {
        case .resolved(let target): target.href
        case .unresolved(let message): message
        case .external: "external"
        case .untouched: "untouched"
        }
    }

    @Test func typeAndMemberLinksResolveToPagesAndAnchors() throws {
        let resolver = try resolver()
        #expect(describe(resolver.resolveSymbol("Presenter")) == "documentation/presenter.html")
        #expect(
            describe(resolver.resolveSymbol("Router/attachChild(_:)"))
                == "documentation/router.html#attachchild-_")
        #expect(
            describe(resolver.resolveSymbol("dispatch(priority:_:)"))
                == "documentation/dispatch-priority-_.html")
    }

    @Test func decoratedPathsResolve() throws {
        let resolver = try resolver()
        #expect(describe(resolver.resolveSymbol("napkin/Router")) == "documentation/router.html")
        #expect(
            describe(resolver.resolveSymbol("/documentation/napkin/Router"))
                == "documentation/router.html")
        #expect(
            describe(resolver.resolveSymbol("Router/attachChild(_:)-swift.method"))
                == "documentation/router.html#attachchild-_")
        let attach = try #require(resolver.catalog.symbols(atPath: "Router/attachChild(_:)").first)
        #expect(
            describe(resolver.resolveSymbol("Router/attachChild(_:)-\(SymbolHash.of(attach.id))"))
                == "documentation/router.html#attachchild-_")
        // A hash that is not the symbol's names nothing, even when the name alone is unique.
        #expect(
            describe(resolver.resolveSymbol("Router/attachChild(_:)-8a3f")).hasPrefix(
                "unresolved symbol link 'Router/attachChild(_:)-8a3f': no 'attachChild(_:)' there"))
        #expect(
            describe(resolver.resolveSymbol("Router/attachChild"))
                == "documentation/router.html#attachchild-_")
    }

    @Test func memberLinksResolveInTheirTypesScope() throws {
        let resolver = try resolver()
        let presenter = try #require(resolver.catalog.symbols(atPath: "Presenter").first)
        #expect(
            describe(resolver.resolveSymbol("init(viewController:)", context: presenter))
                == "documentation/presenter.html#init-viewcontroller")
        #expect(describe(resolver.resolveSymbol("init(viewController:)")).hasPrefix("unresolved"))
    }

    @Test func unresolvedSymbolSuggestsNearestName() throws {
        let resolver = try resolver()
        #expect(
            describe(resolver.resolveSymbol("Presentr"))
                == "unresolved symbol link 'Presentr'; did you mean 'Presenter'?")
        #expect(
            describe(resolver.resolveSymbol("Router/atachChild(_:)"))
                == "unresolved symbol link 'Router/atachChild(_:)'; did you mean 'Router/attachChild(_:)'?"
        )
        #expect(describe(resolver.resolveSymbol("Zebra")) == "unresolved symbol link 'Zebra'")
    }

    @Test func docLinksResolveByFileName() throws {
        let resolver = try resolver()
        #expect(describe(resolver.resolveDoc("GettingStarted")) == "articles/getting-started.html")
        #expect(
            describe(resolver.resolveDoc("napkin/Lifecycle#Cascade Order"))
                == "articles/lifecycle.html#cascade-order")
        #expect(
            describe(resolver.resolveDoc("GettingStartd"))
                == "unresolved doc link '<doc:GettingStartd>'; did you mean '<doc:GettingStarted>'?"
        )
    }

    @Test func relativeMarkdownLinksResolveFromTheArticlesFolder() throws {
        let resolver = try resolver()
        #expect(
            describe(
                resolver.resolveDestination(
                    "../GettingStarted.md", fromArticle: "guides/Lifecycle.md"))
                == "articles/getting-started.html")
        #expect(
            describe(
                resolver.resolveDestination(
                    "guides/Lifecycle.md#Order", fromArticle: "GettingStarted.md"))
                == "articles/lifecycle.html#order")
        #expect(
            describe(resolver.resolveDestination("Lifecycle.md", fromArticle: "GettingStarted.md"))
                == "unresolved link to 'Lifecycle.md'; did you mean 'guides/Lifecycle.md'?")
    }

    @Test func outsideLinksAreLeftAlone() throws {
        let resolver = try resolver()
        #expect(
            describe(resolver.resolveDestination("https://swift.org", fromArticle: nil))
                == "external")
        #expect(
            describe(resolver.resolveDestination("HTTP://example.com", fromArticle: nil))
                == "external")
        #expect(
            describe(resolver.resolveDestination("mailto:a@b.c", fromArticle: nil)) == "untouched")
        #expect(describe(resolver.resolveDestination("image.png", fromArticle: nil)) == "untouched")
    }

    @Test func operatorPathsKeepTheirSlash() {
        #expect(
            SymbolLinkPath("Vector//(_:_:)", moduleName: "napkin").components == [
                "Vector", "/(_:_:)",
            ])
        #expect(SymbolLinkPath("==(_:_:)", moduleName: "napkin").components == ["==(_:_:)"])
        #expect(
            SymbolLinkPath("Box/==(_:_:)-swift.func.op", moduleName: "napkin").components == [
                "Box", "==(_:_:)",
            ])
        #expect(SymbolLinkPath("Box/-(_:)", moduleName: "napkin").components == ["Box", "-(_:)"])
    }

    @Test func editDistanceCountsEdits() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(
            EditDistance.suggestion(for: "presenter", among: ["Presentable", "Presenter"])
                == "Presenter")
        #expect(EditDistance.suggestion(for: "xyz", among: ["Presenter"]) == nil)
    }
}
