import Foundation
import Testing

@testable import NapkinDocs
@testable import NapkinDocsCore

/// DocC's disambiguation of symbol links: by kind, by the hash of the identifier, by type
/// signature, relative to the page's symbol, and ambiguity reported rather than guessed.
@Suite struct SymbolDisambiguationTests {
    /// A resolver over the overloads graph.
    private func resolver() throws -> LinkResolver {
        let catalog = try SymbolGraphLoader.load(
            files: [OverloadsFixture.graph], sourceRoot: "/package")
        return LinkResolver(catalog: catalog, routes: SiteRoutes(catalog: catalog), articles: [])
    }

    /// The identifier a link resolves to, or the message of an unresolved one.
    private func target(
        _ text: String, in resolver: LinkResolver, context: String? = nil
    )
        -> String
    {
        let symbol = context.flatMap { resolver.catalog.symbols(atPath: $0).first }
        switch resolver.resolveSymbol(text, context: symbol) {
        case .resolved(let target): return target.symbolID ?? target.href
        case .unresolved(let message): return message
        case .external, .untouched: return "not a symbol link"
        }
    }

    /// The suffixes `docc convert` (Swift 6.3.1) gave these symbols' pages, by identifier.
    static let doccSuffixes = [
        "s:4Over3BoxV3runyyF": "5x91f", "s:4Over3BoxV3runSiyF": "59c9",
        "s:4Over3BoxVyACSScfc": "45bbl", "s:4Over3BoxVyACSicfc": "mfoh",
        "s:4Over3BoxV8validateyyKF": "6k3ye", "s:4Over3BoxV8validateyyYaKF": "828sr",
        "s:4Over6LivelyPAAE5startyyYaF": "5plwv",
    ]

    @Test func hashOfTheIdentifierIsTheOneDoccWrites() {
        for (usr, suffix) in Self.doccSuffixes {
            #expect(SymbolHash.of(usr) == suffix, "\(usr)")
        }
    }

    @Test func suffixesPickedForCollisionsAreDoccs() throws {
        let resolver = try resolver()
        let catalog = resolver.catalog
        // The page paths `docc convert` wrote for every colliding symbol of the module.
        let docc = [
            "Box/configuration-swift.property", "Box/configuration-swift.struct",
            "Box/init(_:)-45bbl", "Box/init(_:)-mfoh", "Box/run()-59c9", "Box/run()-5x91f",
            "Box/run()-swift.type.method", "Box/validate()-6k3ye", "Box/validate()-828sr",
            "Lively/start()-5plwv",
        ]
        let lookup = SymbolLookup(catalog: catalog, routes: SiteRoutes(catalog: catalog))
        var ours: [String] = []
        for symbol in catalog.symbols {
            let group = catalog.symbols(atPath: symbol.path).filter {
                $0.parentID == symbol.parentID
            }
            let suffix = lookup.suffix(for: symbol, among: group)
            if !suffix.isEmpty { ours.append(symbol.path + suffix) }
        }
        #expect(ours.sorted() == docc.map { $0.replacingOccurrences(of: "-swift.", with: "-") })
    }

    @Test func everyDisambiguationFormNamesItsSymbol() throws {
        let resolver = try resolver()
        let cases = [
            "Box/run()-59c9": "s:4Over3BoxV3runSiyF",
            "Box/run()-5x91f": "s:4Over3BoxV3runyyF",
            "Box/run()-method-5x91f": "s:4Over3BoxV3runyyF",
            "Box/run()-type.method": "s:4Over3BoxV3runyyFZ",
            "Box/run()-swift.type.method": "s:4Over3BoxV3runyyFZ",
            "Box/run()->Int": "s:4Over3BoxV3runSiyF",
            "Box/configuration-swift.property": "s:4Over3BoxV13configurationSivp",
            "Box/configuration-struct": "s:4Over3BoxV13configurationV",
            "Box/init(_:)-(Int)": "s:4Over3BoxVyACSicfc",
            "Box/init(_:)-(String)": "s:4Over3BoxVyACSScfc",
            "Over/Box/init(_:)-45bbl": "s:4Over3BoxVyACSScfc",
            "Kind/two-property": "s:4Over4KindO3twoSivp",
            "Kind/two(_:)-enum.case": "s:4Over4KindO3twoyACSicACmF",
            // A requirement and its default implementation: the plain name is the requirement.
            "Lively/start()": "s:4Over6LivelyP5startyyYaF",
            "Lively/start()-5plwv": "s:4Over6LivelyPAAE5startyyYaF",
        ]
        for (link, id) in cases {
            #expect(target(link, in: resolver) == id, "\(link)")
        }
    }

    @Test func docLinksNameSymbolsToo() throws {
        let resolver = try resolver()
        guard case .resolved(let target) = resolver.resolveDoc("Over/Box/run()-59c9") else {
            Issue.record("<doc:Over/Box/run()-59c9> is unresolved")
            return
        }
        #expect(target.symbolID == "s:4Over3BoxV3runSiyF")
        #expect(
            resolver.resolveDoc("Box/nothing()")
                == .unresolved(message: "unresolved doc link '<doc:Box/nothing()>'"))
    }

    @Test func ambiguousLinkListsEveryCandidateWithItsSpelling() throws {
        let resolver = try resolver()
        let message = target("Box/run()", in: resolver)
        #expect(message.hasPrefix("ambiguous symbol link 'Box/run()': it names 3 symbols"))
        for spelling in ["'Box/run()-59c9'", "'Box/run()-5x91f'", "'Box/run()-type.method'"] {
            #expect(message.contains(spelling), "\(spelling) in \(message)")
        }
        #expect(message.contains("(func run() -> Int)"))
        // A kind shared by two candidates leaves them ambiguous.
        #expect(target("Box/run()-method", in: resolver).contains("it names 2 symbols"))
    }

    @Test func wrongDisambiguationSaysWhichOnesExist() throws {
        let resolver = try resolver()
        let message = target("Box/validate()-zzzzz", in: resolver)
        #expect(
            message.hasPrefix(
                "unresolved symbol link 'Box/validate()-zzzzz': no 'validate()' there has the "
                    + "disambiguation '-zzzzz'; write "))
        #expect(message.contains("'Box/validate()-6k3ye'"))
    }

    @Test func linksResolveAgainstTheContextSymbolThenItsParents() throws {
        let resolver = try resolver()
        #expect(target("init()", in: resolver, context: "Box") == "s:4Over3BoxVACycfc")
        #expect(target("init()", in: resolver).hasPrefix("unresolved"))
        // From a member's comment, its siblings are found through the parent.
        #expect(
            target("configuration-struct", in: resolver, context: "Box/init()")
                == "s:4Over3BoxV13configurationV")
        #expect(target("Shelf", in: resolver, context: "Box/init()") == "s:4Over5ShelfV")
    }

    @Test func signaturesAreReadFromTheGraph() throws {
        let resolver = try resolver()
        let put = try #require(resolver.catalog.symbols(atPath: "Shelf/put(_:slot:)").first)
        #expect(put.signature?.parameterTypes == ["Int", "Int"])
        #expect(put.signature?.returnTypes == ["Int"])
        let stack = try #require(resolver.catalog.symbols(atPath: "Shelf/stack(_:)").first)
        #expect(stack.signature?.returnTypes == [])
        #expect(target("Shelf/put(_:slot:)-(_,Int)->Int", in: resolver) == put.id)
        #expect(target("Shelf/put(_:slot:)-(String,_)", in: resolver).contains("disambiguation"))
    }

    /// Written types match the declaration's with or without sugar, as DocC matches them: a
    /// link may write `[Key:Value]` for a `Dictionary<Key, Value>` parameter.
    @Test(arguments: [
        ("[Key:Value]", "Dictionary<Key,Value>"), ("[Int]", "Array<Int>"),
        ("Int?", "Optional<Int>"), ("[String:[Int]]", "Dictionary<String,Array<Int>>"),
        ("Set<[Int]>", "Set<Array<Int>>"), ("Int", "Int"),
    ])
    func sugaredTypesAreTheirGenericForms(written: String, generic: String) {
        #expect(TypeSignature.desugared(written) == generic)
        #expect(TypeSignature.desugared(generic) == generic)
    }

    @Test func signatureSuffixesParse() {
        let path = SymbolLinkPath("Box/init(_:)-(Int,[String:Int])->(Bool,_)", moduleName: "Over")
        #expect(path.components == ["Box", "init(_:)"])
        #expect(
            path.parts.last?.disambiguation
                == .signature(parameters: ["Int", "[String:Int]"], returns: ["Bool", "_"]))
        let returns = SymbolLinkPath("make()->String", moduleName: "Over")
        #expect(
            returns.parts.last?.disambiguation == .signature(parameters: nil, returns: ["String"]))
        let both = SymbolLinkPath("run()-method-7p2fr#Usage", moduleName: "Over")
        #expect(both.parts.last?.disambiguation == .kindAndHash(kind: "method", hash: "7p2fr"))
        #expect(both.fragment == "Usage")
    }
}
