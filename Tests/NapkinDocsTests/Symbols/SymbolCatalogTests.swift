import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// Decoding the compiler's symbol graph into the API model.
@Suite struct SymbolCatalogTests {
    /// The tiny fixture graph, loaded.
    private func catalog() throws -> SymbolCatalog {
        try SymbolGraphLoader.load(files: [SiteFixture.tinyGraph], sourceRoot: "/package")
    }

    @Test func membersBelongToTheirType() throws {
        let catalog = try catalog()
        let presenter = try #require(catalog.symbols(atPath: "Presenter").first)
        #expect(presenter.kind.displayName == "Class")
        #expect(
            catalog.members(of: presenter.id).map(\.title) == [
                "init(viewController:)", "viewController",
            ])
        #expect(
            catalog.pageSymbols.map(\.path) == [
                "Presentable", "Presenter", "Router", "dispatch(priority:_:)",
            ])
        let attach = try #require(catalog.symbols(atPath: "Router/attachChild(_:)").first)
        #expect(catalog.pageOwner(of: attach.id)?.title == "Router")
    }

    @Test func declarationFragmentsKeepTypeReferences() throws {
        let catalog = try catalog()
        let attach = try #require(catalog.symbols(atPath: "Router/attachChild(_:)").first)
        let router = try #require(catalog.symbols(atPath: "Router").first)
        #expect(
            attach.fragments.contains {
                $0.kind == "typeIdentifier" && $0.preciseIdentifier == router.id
            })
    }

    @Test func docCommentMapsBackToSwiftLines() throws {
        let catalog = try catalog()
        let presenter = try #require(catalog.symbols(atPath: "Presenter").first)
        let comment = try #require(presenter.docComment)
        #expect(comment.path == "Sources/napkin/Fixture.swift")
        // Comment line 3 is `/// Subclass it and conform to ``Presentable``. …`, source line 7.
        #expect(comment.sourcePosition(line: 3, column: 1) == .init(line: 7, column: 5))
        #expect(comment.sourcePosition(line: 3, column: 10) == .init(line: 7, column: 14))
    }

    @Test func relationshipsAreIndexedBothWays() throws {
        let catalog = try catalog()
        let presenter = try #require(catalog.symbols(atPath: "Presenter").first)
        let presentable = try #require(catalog.symbols(atPath: "Presentable").first)
        #expect(
            catalog.relationships("conformsTo", from: presenter.id).contains {
                $0.target == presentable.id
            })
        #expect(
            catalog.relationships("conformsTo", to: presentable.id).map(\.source) == [presenter.id])
    }

    @Test func missingGraphErrorSaysHowToProduceOne() {
        #expect {
            try SymbolGraphLoader.load(files: ["/nonexistent.symbols.json"], sourceRoot: "/")
        } throws: { error in
            let message = (error as? Diagnostic)?.description ?? ""
            return message.hasPrefix("/nonexistent.symbols.json: error:")
                && message.contains("dump-symbol-graph")
                && message.contains("--no-symbols")
        }
    }

    @Test func corruptGraphErrorNamesTheProblem() {
        let corrupt = SiteFixture.fixtures.appending(path: "symbols/corrupt/napkin.symbols.json")
            .path
        #expect {
            try SymbolGraphLoader.load(files: [corrupt], sourceRoot: "/")
        } throws: { error in
            (error as? Diagnostic)?.message.hasPrefix("corrupt symbol graph (not valid JSON")
                == true
        }
    }

    @Test func kindsGroupInDocCOrder() {
        let kinds = ["swift.method", "swift.init", "swift.property", "swift.type.method"].map {
            SymbolKind(identifier: $0, displayName: "")
        }
        let titles = kinds.sorted { $0.groupOrder < $1.groupOrder }.map(\.groupTitle)
        #expect(
            titles == ["Initializers", "Instance Properties", "Instance Methods", "Type Methods"])
    }
}
