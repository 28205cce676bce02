import NapkinDocsCore

/// The symbol records of a symbol graph file.
extension SymbolGraph {
    /// One declaration, as the compiler describes it.
    package struct Symbol: Decodable, Sendable, Hashable {
        /// The kind of declaration (`swift.class`, `swift.method`, …) and its display name.
        package var kind: Kind
        /// The symbol's identity; `precise` is the compiler's unique identifier (a USR).
        package var identifier: Identifier
        /// The names from the module down to this symbol (`["Router", "attachChild(_:)"]`).
        package var pathComponents: [String]
        /// The symbol's display names.
        package var names: Names
        /// The `///` comment written above the declaration, if any.
        package var docComment: DocComment?
        /// The declaration, split into typed fragments (keywords, identifiers, type references).
        package var declarationFragments: [Fragment]?
        /// The access level (`public`, `open`).
        package var accessLevel: String
        /// Where the declaration is in its source file.
        package var location: Location?
        /// The parameters and return value of a function, method, initializer or subscript.
        package var functionSignature: FunctionSignature?
        /// The symbol's `@available` attributes.
        package var availability: [Availability]?
        /// For a symbol declared in an extension, or an extension block, the module of the type
        /// it extends.
        package var swiftExtension: SwiftExtension?
    }

    /// What an extension extends: the module of the extended type and, for an extension
    /// block (`-emit-extension-block-symbols`), the kind of that type.
    package struct SwiftExtension: Decodable, Sendable, Hashable {
        /// The module that declares the extended type (`Swift`).
        package var extendedModule: String
        /// The extended type's kind (`swift.protocol`), given for extension blocks only.
        package var typeKind: String?
    }

    /// The parameters and the return value of a callable symbol.
    package struct FunctionSignature: Decodable, Sendable, Hashable {
        /// The parameters, in order.
        package var parameters: [Parameter]?
        /// The return value's declaration fragments (`()` for none).
        package var returns: [Fragment]?

        /// One parameter of a callable symbol.
        package struct Parameter: Decodable, Sendable, Hashable {
            /// The parameter's internal name.
            package var name: String
            /// The parameter's declaration (`value: Int`), as typed fragments.
            package var declarationFragments: [Fragment]?
        }
    }

    /// A symbol's kind: an identifier such as `swift.class` and a display name such as `Class`.
    package struct Kind: Decodable, Sendable, Hashable {
        /// The machine-readable kind, for example `swift.init`.
        package var identifier: String
        /// The readable kind, for example `Initializer`.
        package var displayName: String
    }

    /// The compiler's identity for a symbol.
    package struct Identifier: Decodable, Sendable, Hashable {
        /// The unique symbol identifier (a USR such as `s:6napkin9PresenterC`).
        package var precise: String
    }

    /// The names of a symbol.
    package struct Names: Decodable, Sendable, Hashable {
        /// The symbol's title, such as `attachChild(_:)`.
        package var title: String
        /// The declaration's short form that lists of links show (`func load()`), as typed
        /// fragments.
        package var subHeading: [Fragment]?
    }

    /// One piece of a declaration: a keyword, an identifier, a type reference, or plain text.
    package struct Fragment: Decodable, Sendable, Hashable {
        /// The fragment's kind: `keyword`, `identifier`, `typeIdentifier`, `text`, …
        package var kind: String
        /// The fragment's text.
        package var spelling: String
        /// The precise identifier of the symbol a type reference names, used to link it.
        package var preciseIdentifier: String?
    }

    /// A documentation comment with the source position of each of its lines.
    package struct DocComment: Decodable, Sendable, Hashable {
        /// The file the comment is in, as a `file://` URL.
        package var uri: String?
        /// The comment's lines, with the `///` markers removed.
        package var lines: [Line]

        /// One line of a documentation comment.
        package struct Line: Decodable, Sendable, Hashable {
            /// The line's text without the comment marker.
            package var text: String
            /// Where the text starts and ends in the source file (0-based).
            package var range: Range?
        }

        /// A 0-based range in a source file.
        package struct Range: Decodable, Sendable, Hashable {
            /// Where the range starts.
            package var start: Position
        }
    }

    /// A 0-based line and character position in a source file.
    package struct Position: Decodable, Sendable, Hashable {
        /// The 0-based line number.
        package var line: Int
        /// The 0-based character offset within the line.
        package var character: Int
    }

    /// Where a declaration is.
    package struct Location: Decodable, Sendable, Hashable {
        /// The source file, as a `file://` URL.
        package var uri: String
        /// The position of the declaration's name.
        package var position: Position
    }
}
