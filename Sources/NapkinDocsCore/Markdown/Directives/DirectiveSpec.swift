/// What DocC's directives are: each name, the arguments it takes (with the values some
/// allow), which must be given, and which directive it must sit in.
///
/// ``DirectiveChecker`` reads this table; the writer and the page renderers give each
/// directive its HTML.
struct DirectiveSpec: Sendable {
    /// The arguments taken, by label (`""` for the unlabelled one), with the values allowed
    /// (`nil` for any value).
    var arguments: [String: [String]?]
    /// The labels that must be given.
    var required: Set<String>
    /// The directives it may sit directly in; empty for anywhere.
    var parents: Set<String>
    /// Whether its block (and it) is never shown in a page's body: metadata, options,
    /// comments.
    var isHidden = false

    /// Every directive known, by name.
    static let all: [String: DirectiveSpec] = {
        let onOff: [String]? = ["enabled", "disabled"]
        let any: [String]? = nil
        let metadata: Set<String> = ["Metadata"]
        let options: Set<String> = ["Options"]
        let resources: Set<String> = ["Resources"]
        var table: [String: DirectiveSpec] = [
            "Metadata": .init([:], hidden: true),
            "DisplayName": .init(["": any, "style": ["conceptual", "symbol"]], [""], metadata),
            "PageImage": .init(
                ["purpose": ["icon", "card"], "source": any, "alt": any], ["purpose", "source"],
                metadata),
            "PageColor": .init(
                ["": ["blue", "gray", "green", "orange", "purple", "red", "yellow"]], [""],
                metadata),
            "CallToAction": .init(
                ["url": any, "file": any, "purpose": ["download", "link"], "label": any], [],
                metadata),
            "TitleHeading": .init(["": any], [""], metadata),
            "Available": .init(["": any, "introduced": any, "deprecated": any], [""], metadata),
            "PageKind": .init(["": ["article", "sampleCode"]], [""], metadata),
            "TechnologyRoot": .init([:], [], metadata),
            "DocumentationExtension": .init(
                ["mergeBehavior": ["append", "override"]], ["mergeBehavior"], metadata),
            "SupportedLanguage": .init(["": any], [""], metadata),
            "AlternateRepresentation": .init(["": any], [""], metadata),
            "Redirected": .init(["from": any], ["from"], [], hidden: true),
            "Options": .init(["scope": ["page", "global"]], hidden: true),
            "AutomaticSeeAlso": .init(["": onOff], [""], options),
            "AutomaticTitleHeading": .init(["": onOff], [""], options),
            "AutomaticArticleSubheading": .init(["": onOff], [""], options),
            "TopicsVisualStyle": .init(
                ["": ["list", "compactGrid", "detailedGrid", "hidden"]], [""], options),
            "Comment": .init([:], hidden: true),
            "Row": .init(["numberOfColumns": any]),
            "Column": .init(["size": any], [], ["Row"]),
            "TabNavigator": .init([:]),
            "Tab": .init(["": any], [""], ["TabNavigator"]),
            "Links": .init(
                ["visualStyle": ["list", "compactGrid", "detailedGrid"]], ["visualStyle"]),
            "Small": .init([:]),
            "Image": .init(["source": any, "alt": any, "deviceFrame": any], ["source"]),
            "Video": .init(
                [
                    "source": any, "poster": any, "alt": any, "deviceFrame": any,
                    "autoplays": any, "loops": any, "muted": any,
                ], ["source"]),
            "Snippet": .init(["path": any, "slice": any], ["path"]),
            "DeprecationSummary": .init([:]),
            "Tutorials": .init(["name": any], ["name"]),
            "Intro": .init(["title": any], ["title"]),
            "Volume": .init(["name": any], ["name"]),
            "Chapter": .init(["name": any], ["name"]),
            "TutorialReference": .init(["tutorial": any], ["tutorial"], ["Chapter"]),
            "Resources": .init([:]),
            "Tutorial": .init(["time": any, "projectFiles": any]),
            "Article": .init(["time": any]),
            "XcodeRequirement": .init(["title": any, "destination": any], ["title"]),
            "Section": .init(["title": any], ["title"]),
            "ContentAndMedia": .init(["layout": ["horizontal", "vertical"]]),
            "Stack": .init([:]),
            "Steps": .init([:], [], ["Section"]),
            "Step": .init([:], [], ["Steps"]),
            "Code": .init(
                ["name": any, "file": any, "previousFile": any, "reset": any],
                ["name", "file"]),
            "Assessments": .init([:]),
            "MultipleChoice": .init([:], [], ["Assessments"]),
            "Choice": .init(["isCorrect": ["true", "false"]], ["isCorrect"], ["MultipleChoice"]),
            "Justification": .init(["reaction": any], [], ["Choice"]),
        ]
        for name in ["Documentation", "SampleCode", "Downloads", "Videos", "Forums"] {
            table[name] = .init(["destination": any], ["destination"], resources)
        }
        return table
    }()

    /// Creates the description of one directive.
    private init(
        _ arguments: [String: [String]?], _ required: Set<String> = [],
        _ parents: Set<String> = [], hidden: Bool = false
    ) {
        self.arguments = arguments
        self.required = required
        self.parents = parents
        isHidden = hidden
    }
}
