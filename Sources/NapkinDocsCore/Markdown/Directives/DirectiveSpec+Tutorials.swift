/// The directives of DocC's tutorials: a table of contents (`@Tutorials`) with its volumes,
/// chapters and resources, and tutorial pages with their sections, steps and assessments.
extension DirectiveSpec {
    /// `@TutorialReference`, a chapter's link to a tutorial page.
    package static let tutorialReference = DirectiveSpec(
        "TutorialReference", ["tutorial": anyValue], required: ["tutorial"],
        parents: ["Chapter"], links: [("tutorial", .link)],
        body: .shown {
            let written = $0.directive["tutorial"].map {
                String($0.dropFirst($0.hasPrefix("doc:") ? 4 : 0))
            }
            $0.openResourceLink(title: $0.decidedLinkText ?? written ?? "")
        })

    /// `@Code`, a step's code file, which the page shows in its place.
    package static let code = DirectiveSpec(
        "Code", ["name": anyValue, "file": anyValue, "previousFile": anyValue, "reset": anyValue],
        required: ["name", "file"], body: .shown { $0.open(.div, class: "tutorial-code") })

    /// The tutorial directives.
    static let tutorials: [DirectiveSpec] =
        [
            DirectiveSpec(
                "Tutorials", ["name": anyValue], required: ["name"],
                body: .shown { $0.open(.div, class: "tutorials") }),
            DirectiveSpec(
                "Intro", ["title": anyValue], required: ["title"],
                body: .shown {
                    $0.open(.div, class: "tutorial-intro")
                    // A tutorial's page is titled with its intro's title; a table of contents
                    // is titled with its own name, so its intro's title is a heading of it.
                    if $0.parent?.name == "Tutorials", let title = $0.directive["title"],
                        !title.isEmpty
                    {
                        $0.element(.h2, text: title)
                    }
                }),
            section("Volume", label: "name"),
            section("Chapter", label: "name"),
            tutorialReference,
            DirectiveSpec(
                "Resources",
                body: .shown { $0.openSection(class: "tutorial-resources", heading: "Resources") }
            ),
            DirectiveSpec(
                "Tutorial", ["time": anyValue, "projectFiles": anyValue],
                body: .shown {
                    $0.open(.div, class: "tutorial")
                    if let time = $0.directive["time"], !time.isEmpty {
                        let unit = time == "1" ? "minute" : "minutes"
                        $0.element(
                            .p, class: "tutorial-time", text: "Estimated time: \(time) \(unit)")
                    }
                }),
            DirectiveSpec(
                "Article", ["time": anyValue],
                body: .shown { $0.open(.div, class: "tutorial-article") }),
            DirectiveSpec(
                "XcodeRequirement", ["title": anyValue, "destination": anyValue],
                required: ["title"], links: [("destination", .link)],
                body: .shown { $0.openResourceLink(title: $0.directive["title"] ?? "Xcode") }),
            section("Section", label: "title"),
            DirectiveSpec(
                "ContentAndMedia", ["layout": ["horizontal", "vertical"]],
                body: .shown { $0.open(.div, class: "content-and-media") }),
            DirectiveSpec("Stack", body: .shown { $0.open(.div, class: "directive-stack") }),
            DirectiveSpec(
                "Steps", parents: ["Section"],
                body: .shown { $0.open(.div, class: "tutorial-steps") }),
            DirectiveSpec(
                "Step", parents: ["Steps"],
                body: .shown {
                    $0.open(.section, class: "tutorial-step")
                    $0.element(.p, class: "step-label", text: "Step \($0.stepNumber)")
                }),
            code,
        ] + assessments + resources

    /// A directive shown as a titled section, its title from the argument `label`.
    private static func section(_ name: String, label: String) -> DirectiveSpec {
        DirectiveSpec(
            name, [label: anyValue], required: [label],
            body: .shown {
                let heading = $0.directive["title"] ?? $0.directive["name"] ?? ""
                $0.openSection(class: "tutorial-section", heading: heading)
            })
    }

    /// The links of a table of contents' `@Resources`, each to a destination, titled with
    /// its kind.
    private static let resources: [DirectiveSpec] = [
        ("Documentation", "Documentation"), ("SampleCode", "Sample Code"),
        ("Downloads", "Downloads"), ("Videos", "Videos"), ("Forums", "Forums"),
    ].map { name, title in
        DirectiveSpec(
            name, ["destination": anyValue], required: ["destination"], parents: ["Resources"],
            links: [("destination", .link)], body: .shown { $0.openResourceLink(title: title) })
    }

    /// A tutorial's questions: `@Assessments` holds `@MultipleChoice` questions, each with
    /// `@Choice`s, each of which may explain itself in a `@Justification`.
    private static let assessments: [DirectiveSpec] = [
        DirectiveSpec(
            "Assessments",
            body: .shown {
                $0.openSection(class: "assessments", heading: "Check Your Understanding")
            }),
        DirectiveSpec(
            "MultipleChoice", parents: ["Assessments"],
            body: .shown { $0.open(.div, class: "multiple-choice") }),
        DirectiveSpec(
            "Choice", ["isCorrect": ["true", "false"]], required: ["isCorrect"],
            parents: ["MultipleChoice"], body: .shown { $0.open(.div, class: "choice") }),
        DirectiveSpec(
            "Justification", ["reaction": anyValue], parents: ["Choice"],
            body: .shown {
                $0.open(.details, class: "justification")
                let verdict =
                    switch $0.parent?["isCorrect"] {
                    case "true": "Correct"
                    case _ where $0.parent != nil: "Incorrect"
                    default: ""
                    }
                $0.element(.summary, text: verdict)
            }),
    ]
}

extension DirectiveOpening {
    /// The number of the `@Step` being opened among the steps of its `@Steps`, from 1: the
    /// steps are numbered in their labels, since Markdown may stand between them, where an
    /// `<ol>` could not hold it.
    fileprivate var stepNumber: Int {
        var parent = index - 1
        while parent > 0, tree.nodes[parent].end <= index { parent -= 1 }
        var number = 0
        for child in tree.children(of: parent) where child <= index {
            if case .directive(let step) = tree.nodes[child].kind, step.name == directive.name {
                number += 1
            }
        }
        return max(number, 1)
    }
}
