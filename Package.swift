// swift-tools-version: 6.1
// The napkin package: the framework, and the documentation generator that compiles its docs.
import PackageDescription

let package = Package(
    name: "napkin",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "napkin", targets: ["napkin"]),
        .executable(name: "napkin-docs", targets: ["napkin-docs"]),
        // Applied to a test target, compiles and runs the documentation's Swift snippets.
        .plugin(name: "SnippetTests", targets: ["SnippetTests"]),
        // `swift package snippet-baseline`: records the snippet blocks that fail today.
        .plugin(name: "snippet-baseline", targets: ["SnippetBaseline"]),
        // `swift package generate-site`: the package's documentation site, from its symbol graphs.
        .plugin(name: "generate-site", targets: ["GenerateSite"]),
    ],
    targets: [
        // The framework: the only thing an app links (with the one lock it is built on).
        .target(name: "napkin", dependencies: ["NapkinLocking"]),

        // The package's one lock, whose hand-offs the thread sanitizer can see; used by the
        // framework and by the documentation generator.
        .target(name: "NapkinLocking"),

        // cmark-gfm and its GFM extensions, from the system (Debian: libcmark-gfm-dev).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),

        // What the snippet plugins need: the Markdown model (the one door to cmark), the Swift
        // lexer, diagnostics, snippet extraction and the command line.
        .target(name: "NapkinDocsCore", dependencies: ["CCmarkGFM", "NapkinLocking"]),
        // The snippet plugins' tool, small so that an adopter's first build stays short.
        .executableTarget(name: "napkin-snippets", dependencies: ["NapkinDocsCore"]),
        // The documentation generator, one folder per pipeline stage.
        .target(name: "NapkinDocs", dependencies: ["NapkinDocsCore", "NapkinLocking"]),
        .executableTarget(name: "napkin-docs", dependencies: ["NapkinDocs"]),

        // Test machinery, never shipped: the fuzz harness and driver, and the build-pause hook.
        .target(name: "NapkinDocsTestSupport", dependencies: ["NapkinDocs", "NapkinDocsCore"]),
        // libFuzzer targets, real only when built by `make fuzz` (scripts/fuzz.sh).
        .executableTarget(name: "FuzzRender", dependencies: ["NapkinDocsTestSupport"]),
        .executableTarget(name: "FuzzSnippets", dependencies: ["NapkinDocsTestSupport"]),
        // The document model against cmark's renderer, timed by scripts/bench-writer.sh.
        .executableTarget(name: "WriterBench", dependencies: ["NapkinDocs"]),
        // `napkin-docs` with the pause hook, which the interrupted-build tests kill at each stage.
        .executableTarget(name: "PausingBuild", dependencies: ["NapkinDocsTestSupport"]),

        // Turns every Swift code block of a package's documentation into tests of the test
        // target it is applied to: catalogs and doc comments of the libraries it depends on,
        // Markdown inside the target, README.md and Articles/.
        .plugin(
            name: "SnippetTests",
            capability: .buildTool(),
            dependencies: ["napkin-snippets"]
        ),
        // Runs the snippet tests and writes each test target's SnippetBaseline.txt from the
        // blocks that fail.
        .plugin(
            name: "SnippetBaseline",
            capability: .command(
                intent: .custom(
                    verb: "snippet-baseline",
                    description:
                        "Records the snippet blocks that fail today in SnippetBaseline.txt."),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "snippet-baseline writes SnippetBaseline.txt into each snippet test target; run it as: swift package --allow-writing-to-package-directory snippet-baseline"
                    )
                ]),
            dependencies: ["napkin-snippets"]
        ),
        // Writes the site of the package's libraries, with the symbol graphs SwiftPM extracts.
        .plugin(
            name: "GenerateSite",
            capability: .command(
                intent: .custom(
                    verb: "generate-site",
                    description: "Writes the package's documentation site with napkin-docs."),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "generate-site writes the site into the package (Site/ unless --output says otherwise); run it as: swift package --allow-writing-to-package-directory generate-site"
                    )
                ]),
            dependencies: ["napkin-docs"]
        ),

        .testTarget(name: "napkinTests", dependencies: ["napkin", "NapkinLocking"]),
        .testTarget(
            name: "NapkinDocsTests",
            dependencies: ["NapkinDocs", "NapkinDocsCore", "NapkinDocsTestSupport"],
            exclude: ["Fixtures"]
        ),
        // napkin's own documentation as tests: Articles/ is linked into the folder, so that
        // SwiftPM plans again when an article comes or goes.
        .testTarget(
            name: "ArticleSnippetTests",
            dependencies: ["napkin"],
            // The articles' images are the site's, not the tests'.
            exclude: ["Articles/Resources"],
            plugins: ["SnippetTests"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
