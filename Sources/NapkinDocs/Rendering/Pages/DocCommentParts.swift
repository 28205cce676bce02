import Foundation

/// A doc comment split the way DocC shows it: abstract, discussion, parameters, return value
/// and errors thrown.
///
/// The `- Parameters:`, `- Parameter name:`, `- Returns:` and `- Throws:` items are DocC's
/// field conventions for doc comments; they are taken out of the discussion and shown as
/// sections of their own. Each part keeps the comment line it starts on, so a link inside it is
/// still reported at the right place.
struct DocCommentParts: Sendable, Hashable {
    /// A piece of the comment's Markdown and the 1-based comment line it starts on.
    struct Part: Sendable, Hashable {
        /// The Markdown text.
        var markdown: String
        /// The comment line (1-based) of the first line of ``markdown``.
        var firstLine: Int
    }

    /// The first paragraph.
    var abstract: Part?
    /// Everything after the abstract that is not a field.
    var discussion: Part?
    /// The documented parameters, in order.
    var parameters: [(name: String, description: Part)] = []
    /// The `- Returns:` text.
    var returns: Part?
    /// The `- Throws:` text.
    var throwsDescription: Part?

    /// Splits a doc comment's Markdown.
    /// - Parameter markdown: The comment, one comment line per line.
    init(markdown: String) {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        var index = 0
        while index < lines.count, Self.isBlank(lines[index]) { index += 1 }
        let abstractStart = index
        while index < lines.count, !Self.isBlank(lines[index]), Self.field(lines[index]) == nil {
            index += 1
        }
        if index > abstractStart {
            abstract = Part(
                markdown: lines[abstractStart..<index].joined(separator: "\n"),
                firstLine: abstractStart + 1)
        }
        var discussionLines: [(Int, String)] = []
        while index < lines.count {
            guard let field = Self.field(lines[index]) else {
                discussionLines.append((index, lines[index]))
                index += 1
                continue
            }
            let start = index
            index += 1
            var body = [field.rest]
            while index < lines.count, Self.continues(lines[index], after: lines[start]) {
                body.append(lines[index])
                index += 1
            }
            record(field: field.name, body: body, firstLine: start + 1)
        }
        let text = discussionLines.map(\.1).joined(separator: "\n")
        if let first = discussionLines.first(where: { !Self.isBlank($0.1) }),
            !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        {
            let trimmed = discussionLines.drop { $0.0 < first.0 }.map(\.1)
            discussion = Part(markdown: trimmed.joined(separator: "\n"), firstLine: first.0 + 1)
        }
    }

    /// Stores one field's text.
    private mutating func record(field: String, body: [String], firstLine: Int) {
        let lowered = field.lowercased()
        if lowered == "returns" {
            returns = Part(markdown: Self.dedent(body), firstLine: firstLine)
        } else if lowered == "throws" {
            throwsDescription = Part(markdown: Self.dedent(body), firstLine: firstLine)
        } else if lowered == "parameters" {
            var current: (name: String, lines: [String], line: Int)?
            for (offset, line) in body.dropFirst().enumerated() {
                if let item = Self.field(line, allowsParameterItems: true),
                    item.name.split(separator: " ").count == 1
                {
                    if let current { appendParameter(current) }
                    current = (item.name, [item.rest], firstLine + offset + 1)
                } else {
                    current?.lines.append(line)
                }
            }
            if let current { appendParameter(current) }
        } else if lowered.hasPrefix("parameter ") {
            let name = String(field.dropFirst("parameter ".count)).trimmingCharacters(
                in: .whitespaces)
            appendParameter((name, body, firstLine))
        }
    }

    /// Adds one parameter.
    private mutating func appendParameter(_ parameter: (name: String, lines: [String], line: Int)) {
        parameters.append(
            (
                parameter.name,
                Part(markdown: Self.dedent(parameter.lines), firstLine: parameter.line)
            ))
    }

    /// The field name and text of a `- Name: text` line, for the fields DocC knows.
    static func field(
        _ line: String, allowsParameterItems: Bool = false
    ) -> (name: String, rest: String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("- "), let colon = trimmed.firstIndex(of: ":") else { return nil }
        let name = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<colon]
            .trimmingCharacters(in: .whitespaces)
        let lowered = name.lowercased()
        let isKnown =
            ["parameters", "returns", "throws"].contains(lowered) || lowered.hasPrefix("parameter ")
        let isParameterItem =
            allowsParameterItems && !name.isEmpty && !name.contains(" ") && !name.contains("`")
        guard isKnown || isParameterItem else { return nil }
        let rest = trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (name, rest)
    }

    /// Whether `line` continues the field opened by `opener` (indented deeper, or blank inside).
    private static func continues(_ line: String, after opener: String) -> Bool {
        if isBlank(line) { return false }
        return indent(of: line) > indent(of: opener)
    }

    /// Removes the common leading indentation of the lines after the first.
    private static func dedent(_ lines: [String]) -> String {
        let rest = lines.dropFirst().filter { !isBlank($0) }
        let common = rest.map(indent(of:)).min() ?? 0
        return
            ([lines.first ?? ""]
            + lines.dropFirst().map { String($0.dropFirst(min(common, indent(of: $0)))) })
            .joined(separator: "\n")
    }

    /// The number of leading spaces and tabs of a line.
    private static func indent(of line: String) -> Int {
        line.prefix { $0 == " " || $0 == "\t" }.count
    }

    /// Whether a line holds only whitespace.
    private static func isBlank(_ line: String) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    }

    /// Compares the parts, parameters included.
    static func == (lhs: DocCommentParts, rhs: DocCommentParts) -> Bool {
        lhs.abstract == rhs.abstract && lhs.discussion == rhs.discussion
            && lhs.returns == rhs.returns && lhs.throwsDescription == rhs.throwsDescription
            && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
            && lhs.parameters.map(\.description) == rhs.parameters.map(\.description)
    }

    /// Hashes the parts.
    func hash(into hasher: inout Hasher) {
        hasher.combine(abstract)
        hasher.combine(discussion)
        hasher.combine(parameters.map(\.name))
    }
}
