/// What a page's `@Metadata` and `@Options` directives say: its title, look, badges and
/// button, and which automatic parts it keeps. Read once from the document's directives.
package struct PageMetadata: Hashable, Sendable {
    /// One `@Available(Platform, introduced: "1.0")` badge.
    package struct Availability: Hashable, Sendable {
        /// The platform or package name.
        package var platform: String
        /// The version it came in, if given.
        package var introduced: String?
        /// The version it was deprecated in, if given.
        package var deprecated: String?
    }

    /// `@DisplayName`: the title shown in place of the H1's.
    package var displayName: String?
    /// `@TechnologyRoot`: the page is the catalog's root.
    package var isTechnologyRoot = false
    /// `@PageColor`: the colour of the page's header.
    package var pageColor: String?
    /// `@TitleHeading`: the word above the title, in place of "Article".
    package var titleHeading: String?
    /// `@PageKind`: `article` or `sampleCode`.
    package var pageKind: String?
    /// `@Available` badges, in order.
    package var availability: [Availability] = []
    /// `@PageImage(purpose: icon)`: the directive, whose `source` is a link of the document.
    package var icon: Directive?
    /// `@PageImage(purpose: card)`: the picture of the page's card in a grid of links.
    package var card: Directive?
    /// `@CallToAction`: the directive, whose `url` or `file` is a link of the document.
    package var callToAction: Directive?
    /// `@DocumentationExtension(mergeBehavior:)`: `append` or `override`.
    package var mergeBehavior: String?
    /// Whether an extension file replaces the symbol's doc comment
    /// (`@DocumentationExtension(mergeBehavior: override)`): the comment is neither shown nor
    /// read for links.
    package var overridesDocComment: Bool { mergeBehavior == "override" }
    /// `@AutomaticSeeAlso(disabled)` turns the automatic See Also off.
    package var automaticSeeAlso = true
    /// `@AutomaticTitleHeading(disabled)` hides the word above the title.
    package var automaticTitleHeading = true
    /// `@TopicsVisualStyle`: `list`, `compactGrid`, `detailedGrid` or `hidden`.
    package var topicsVisualStyle: String?
    /// Whether the page's `@Options` is `@Options(scope: global)`: its options are every
    /// page's that has no `@Options` of its own.
    package var hasGlobalOptions = false
    /// Whether the page has an `@Options` for itself alone.
    package var hasLocalOptions = false
    /// A tutorial's title: its `@Tutorials(name:)` or its `@Intro(title:)`.
    package var tutorialTitle: String?

    /// Takes the options of a page's `@Options(scope: global)`, as DocC applies them to each
    /// page that has no `@Options` of its own.
    /// - Parameter global: The metadata of the page that holds the global options.
    package mutating func adoptOptions(of global: PageMetadata) {
        guard !hasLocalOptions, !hasGlobalOptions else { return }
        automaticSeeAlso = global.automaticSeeAlso
        automaticTitleHeading = global.automaticTitleHeading
        topicsVisualStyle = global.topicsVisualStyle
    }

    /// Reads the metadata of `document`.
    package init(_ document: MarkdownDocument) {
        for use in document.directives {
            let directive = use.directive
            switch (use.parent, directive.name) {
            case ("Metadata", "DisplayName"): displayName = directive[""]
            case ("Metadata", "TechnologyRoot"): isTechnologyRoot = true
            case ("Metadata", "PageColor"): pageColor = directive[""]
            case ("Metadata", "TitleHeading"): titleHeading = directive[""]
            case ("Metadata", "PageKind"): pageKind = directive[""]
            case ("Metadata", "Available"):
                if let platform = directive[""] {
                    availability.append(
                        Availability(
                            platform: platform, introduced: directive["introduced"],
                            deprecated: directive["deprecated"]))
                }
            case ("Metadata", "PageImage") where directive["purpose"] == "icon":
                icon = directive
            case ("Metadata", "PageImage") where directive["purpose"] == "card":
                card = directive
            case ("Metadata", "CallToAction"): callToAction = directive
            case ("Metadata", "DocumentationExtension"):
                mergeBehavior = directive["mergeBehavior"]
            case (nil, "Options"):
                if directive["scope"] == "global" {
                    hasGlobalOptions = true
                } else {
                    hasLocalOptions = true
                }
            case ("Options", "AutomaticSeeAlso"): automaticSeeAlso = directive[""] != "disabled"
            case ("Options", "AutomaticTitleHeading"):
                automaticTitleHeading = directive[""] != "disabled"
            case ("Options", "TopicsVisualStyle"): topicsVisualStyle = directive[""]
            case (nil, "Tutorials"): tutorialTitle = tutorialTitle ?? directive["name"]
            case ("Tutorial", "Intro"), ("Article", "Intro"):
                tutorialTitle = tutorialTitle ?? directive["title"]
            default: break
            }
        }
    }
}
