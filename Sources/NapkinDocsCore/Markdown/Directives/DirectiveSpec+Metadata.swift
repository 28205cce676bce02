/// The directives that describe a page rather than show in it: `@Metadata` and what it holds,
/// `@Options` and its settings, `@Redirected` and `@Comment`. ``PageMetadata`` reads them.
extension DirectiveSpec {
    /// The page metadata and option directives.
    static let metadata: [DirectiveSpec] = {
        let onOff: [String]? = ["enabled", "disabled"]
        let any = anyValue
        let inMetadata: Set<String> = ["Metadata"]
        let inOptions: Set<String> = ["Options"]
        return [
            DirectiveSpec("Metadata", body: .hidden),
            DirectiveSpec(
                "DisplayName", ["": any, "style": ["conceptual", "symbol"]], required: [""],
                parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "PageImage", ["purpose": ["icon", "card"], "source": any, "alt": any],
                required: ["purpose", "source"], parents: inMetadata,
                links: [("source", .media)], body: .hidden),
            DirectiveSpec(
                "PageColor", ["": ["blue", "gray", "green", "orange", "purple", "red", "yellow"]],
                required: [""], parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "CallToAction",
                ["url": any, "file": any, "purpose": ["download", "link"], "label": any],
                parents: inMetadata, links: [("url", .link), ("file", .media)], body: .hidden),
            DirectiveSpec(
                "TitleHeading", ["": any], required: [""], parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "Available", ["": any, "introduced": any, "deprecated": any], required: [""],
                parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "PageKind", ["": ["article", "sampleCode"]], required: [""], parents: inMetadata,
                body: .hidden),
            DirectiveSpec("TechnologyRoot", parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "DocumentationExtension", ["mergeBehavior": ["append", "override"]],
                required: ["mergeBehavior"], parents: inMetadata, body: .hidden),
            DirectiveSpec(
                "SupportedLanguage", ["": any], required: [""], parents: inMetadata,
                body: .hidden),
            DirectiveSpec(
                "AlternateRepresentation", ["": any], required: [""], parents: inMetadata,
                body: .hidden),
            DirectiveSpec("Redirected", ["from": any], required: ["from"], body: .hidden),
            DirectiveSpec("Options", ["scope": ["page", "global"]], body: .hidden),
            DirectiveSpec(
                "AutomaticSeeAlso", ["": onOff], required: [""], parents: inOptions,
                body: .hidden),
            DirectiveSpec(
                "AutomaticTitleHeading", ["": onOff], required: [""], parents: inOptions,
                body: .hidden),
            DirectiveSpec(
                "AutomaticArticleSubheading", ["": onOff], required: [""], parents: inOptions,
                body: .hidden),
            DirectiveSpec(
                "TopicsVisualStyle", ["": ["list", "compactGrid", "detailedGrid", "hidden"]],
                required: [""], parents: inOptions, body: .hidden),
            DirectiveSpec("Comment", body: .hidden),
        ]
    }()
}
