import NapkinDocsCore

/// The symbol records of a symbol graph file.
extension SymbolGraph {
    /// One declaration, as the compiler describes it.
    public struct Symbol: Decodable, Sendable, Hashable {
        /// The kind of declaration (`swift.class`, `swift.method`, …) and its display name.
        public var kind: Kind
        /// The symbol's identity; `precise` is the compiler's unique identifier (a USR).
        public var identifier: Identifier
        /// The names from the module down to this symbol (`["Router", "attachChild(_:)"]`).
        public var pathComponents: [String]
        /// The symbol's display names.
        public var names: Names
        /// The `///` comment written above the declaration, if any.
        public var docComment: DocComment?
        /// The declaration, split into typed fragments (keywords, identifiers, type references).
        public var declarationFragments: [Fragment]?
        /// The access level (`public`, `open`).
        public var accessLevel: String
        /// Where the declaration is in its source file.
        public var location: Location?
        /// The parameters and return value of a function, method, initializer or subscript.
        public var functionSignature: FunctionSignature?
        /// The symbol's `@available` attributes.
        public var availability: [Availability]?
        /// For a symbol declared in an extension, or an extension block, the module of the type
        /// it extends.
        public var swiftExtension: SwiftExtension?
    }

    /// What an extension extends: the module of the extended type and, for an extension
    /// block (`-emit-extension-block-symbols`), the kind of that type.
    public struct SwiftExtension: Decodable, Sendable, Hashable {
        /// The module that declares the extended type (`Swift`).
        public var extendedModule: String
        /// The extended type's kind (`swift.protocol`), given for extension blocks only.
        public var typeKind: String?
    }

    /// The parameters and the return value of a callable symbol.
    public struct FunctionSignature: Decodable, Sendable, Hashable {
        /// The parameters, in order.
        public var parameters: [Parameter]?
        /// The return value's declaration fragments (`()` for none).
        public var returns: [Fragment]?

        /// One parameter of a callable symbol.
        public struct Parameter: Decodable, Sendable, Hashable {
            /// The parameter's internal name.
            public var name: String
            /// The parameter's declaration (`value: Int`), as typed fragments.
            public var declarationFragments: [Fragment]?
        }
    }

    /// A symbol's kind: an identifier such as `swift.class` and a display name such as `Class`.
    public struct Kind: Decodable, Sendable, Hashable {
        /// The machine-readable kind, for example `swift.init`.
        public var identifier: String
        /// The readable kind, for example `Initializer`.
        public var displayName: String
    }

    /// The compiler's identity for a symbol.
    public struct Identifier: Decodable, Sendable, Hashable {
        /// The unique symbol identifier (a USR such as `s:6napkin9PresenterC`).
        public var precise: String
    }

    /// The names of a symbol.
    public struct Names: Decodable, Sendable, Hashable {
        /// The symbol's title, such as `attachChild(_:)`.
        public var title: String
        /// The declaration's short form that lists of links show (`func load()`), as typed
        /// fragments.
        public var subHeading: [Fragment]?
    }

    /// One piece of a declaration: a keyword, an identifier, a type reference, or plain text.
    public struct Fragment: Decodable, Sendable, Hashable {
        /// The fragment's kind: `keyword`, `identifier`, `typeIdentifier`, `text`, …
        public var kind: String
        /// The fragment's text.
        public var spelling: String
        /// The precise identifier of the symbol a type reference names, used to link it.
        public var preciseIdentifier: String?
    }

    /// A documentation comment with the source position of each of its lines.
    public struct DocComment: Decodable, Sendable, Hashable {
        /// The file the comment is in, as a `file://` URL.
        public var uri: String?
        /// The comment's lines, with the `///` markers removed.
        public var lines: [Line]

        /// One line of a documentation comment.
        public struct Line: Decodable, Sendable, Hashable {
            /// The line's text without the comment marker.
            public var text: String
            /// Where the text starts and ends in the source file (0-based).
            public var range: Range?
        }

        /// A 0-based range in a source file.
        public struct Range: Decodable, Sendable, Hashable {
            /// Where the range starts.
            public var start: Position
        }
    }

    /// A 0-based line and character position in a source file.
    public struct Position: Decodable, Sendable, Hashable {
        /// The 0-based line number.
        public var line: Int
        /// The 0-based character offset within the line.
        public var character: Int
    }

    /// Where a declaration is.
    public struct Location: Decodable, Sendable, Hashable {
        /// The source file, as a `file://` URL.
        public var uri: String
        /// The position of the declaration's name.
        public var position: Position
    }
}
