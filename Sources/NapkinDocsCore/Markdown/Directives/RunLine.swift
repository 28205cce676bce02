/// A line of ordinary Markdown as cmark is given it: the line's text less the indentation of
/// the directive block around it, and how many bytes that removed, to put cmark's columns back.
struct RunLine {
    /// The 1-based line number in the parsed text.
    var number: Int
    /// The text cmark reads.
    var text: Substring
    /// How many bytes of the line come before ``text``.
    var offset: Int
}
