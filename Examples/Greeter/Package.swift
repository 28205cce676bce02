// swift-tools-version: 6.1
// A small package that adopts napkin-docs: its catalog, doc comments and README are compiled
// and run by `swift test`, and `swift package generate-site` writes its site.
import PackageDescription

let package = Package(
    name: "Greeter",
    products: [.library(name: "Greeter", targets: ["Greeter"])],
    dependencies: [.package(name: "napkin", path: "../..")],
    targets: [
        .target(name: "Greeter"),
        .testTarget(
            name: "GreeterDocTests", dependencies: ["Greeter"],
            plugins: [.plugin(name: "SnippetTests", package: "napkin")]),
    ]
)
