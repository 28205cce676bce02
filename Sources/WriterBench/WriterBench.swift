// Times the document model against cmark-gfm's renderer on a folder of Markdown, on one thread:
// parse + `cmark_render_html`, parse + convert to the model, and parse + convert + HTMLWriter.
// scripts/bench-writer.sh builds it (release, -enable-testing) and runs it on the bench corpus.
import Foundation

@testable import NapkinDocs
@testable import NapkinDocsCore

/// The benchmark's entry point: `WriterBench DIR [RUNS] [MODE]`, MODE `all` (default),
/// `cmark` or `model` (one pipeline only, to measure its peak memory alone); or
/// `WriterBench --compare DIR`, which only lists the Markdown files below DIR that the writer
/// writes otherwise than cmark (scripts/compare-writer.sh).
@main enum WriterBench {
    /// Reads the folder, checks both pipelines agree, then prints the best time of each.
    static func main() throws {
        let arguments = CommandLine.arguments
        guard arguments.count >= 2 else {
            FileHandle.standardError.write(Data("usage: WriterBench DIR [RUNS] [MODE]\n".utf8))
            exit(64)
        }
        if arguments[1] == "--compare", arguments.count == 3 {
            exit(compare(below: URL(fileURLWithPath: arguments[2])) ? 0 : 1)
        }
        let folder = URL(fileURLWithPath: arguments[1])
        let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
        let mode = arguments.count > 3 ? arguments[3] : "all"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        let sources = try names.map {
            String(decoding: try Data(contentsOf: folder.appending(path: $0)), as: UTF8.self)
        }
        let bytes = sources.reduce(0) { $0 + $1.utf8.count }
        print("\(sources.count) files, \(bytes / 1024) KB, best of \(runs) runs")

        let cmark = { (source: String) in CMarkBridge.cmarkHTML(of: source).utf8.count }
        let outline = { (source: String) in
            MarkdownDocument(source: source, path: "bench.md").codeBlocks.count
        }
        let convert = { (source: String) in CMarkBridge.tree(of: source).nodes.count }
        let model = { (source: String) in
            HTMLWriter.html(of: CMarkBridge.tree(of: source)).utf8.count
        }
        if mode == "all" {
            let different = sources.filter {
                HTMLWriter.html(of: CMarkBridge.tree(of: $0)) != CMarkBridge.cmarkHTML(of: $0)
            }
            print("outputs equal: \(different.isEmpty ? "yes" : "NO (\(different.count) differ)")")
        }
        var pipelines: [(String, (String) -> Int)] = []
        if mode == "all" || mode == "cmark" {
            pipelines.append(("parse + cmark_render_html", cmark))
        }
        if mode == "all" {
            pipelines.append(("parse + convert", convert))
            // What a build reads of each source before rendering: the model and its outline.
            pipelines.append(("parse + convert + outline", outline))
        }
        if mode == "all" || mode == "model" {
            pipelines.append(("parse + convert + HTMLWriter", model))
        }
        // The pipelines take turns within each run, so that load from other processes on the
        // machine falls on all of them alike.
        var fastest = Array(repeating: Double.infinity, count: pipelines.count)
        for _ in 0..<runs {
            for (index, pipeline) in pipelines.enumerated() {
                fastest[index] = min(fastest[index], time(sources, pipeline.1))
            }
        }
        let results = zip(pipelines.map(\.0), fastest).map { ($0, $1) }
        for (name, seconds) in results {
            print(
                name.padding(toLength: 30, withPad: " ", startingAt: 0)
                    + String(format: "%8.3f s %8.1f MB/s", seconds, Double(bytes) / seconds / 1e6))
        }
        if results.count == 4 {
            print(
                String(
                    format: "ratio: %.2fx cmark's renderer (goal <= 1.3x)",
                    results[3].1 / results[0].1))
        }
    }

    /// Writes every Markdown file below `folder` with the model's writer and with cmark's
    /// renderer, and prints each file whose HTML differs, with the first line that does.
    /// - Returns: Whether every file was written alike.
    static func compare(below folder: URL) -> Bool {
        let files = (FileManager.default.enumerator(atPath: folder.path)?.allObjects ?? [])
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }.sorted()
        var different = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: folder.path + "/" + file)
            else { continue }
            let source = String(decoding: data, as: UTF8.self)
            let ours = HTMLWriter.html(of: CMarkBridge.tree(of: source))
            let theirs = CMarkBridge.cmarkHTML(of: source)
            guard ours != theirs else { continue }
            different += 1
            let pairs = zip(ours.split(separator: "\n"), theirs.split(separator: "\n"))
            let line = pairs.first { $0 != $1 }.map { "ours: \($0)\ncmark: \($1)" } ?? ""
            print("\(file): differs\n\(line)")
        }
        print("\(files.count - different) of \(files.count) files written as cmark writes them")
        return different == 0
    }

    /// The time of one pass of `work` over every source, in seconds.
    static func time(_ sources: [String], _ work: (String) -> Int) -> Double {
        var checksum = 0
        let start = ContinuousClock.now
        for source in sources { checksum &+= work(source) }
        let elapsed = ContinuousClock.now - start
        // Using the checksum keeps the optimizer from dropping the work.
        if checksum == 42 { print("") }
        return elapsed.seconds
    }
}
