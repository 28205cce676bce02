import Testing

@testable import NapkinDocsTestSupport

/// ``PageScan`` reads tags as the HTML standard's tokenizer does, on markup where a simpler
/// reader goes wrong.
@Suite struct PageScanTests {
    /// A tag named `name` with `attributes`, in order.
    private func tag(
        _ name: String, _ attributes: KeyValuePairs<String, String> = [:]
    )
        -> PageScan.Tag
    {
        PageScan.Tag(
            name: name,
            attributes: attributes.map { PageScan.Attribute(name: $0.key, value: $0.value) })
    }

    /// The names of the start tags of `html`, in order.
    private func names(_ html: String) -> [String] {
        PageScan.startTags(in: html).map(\.name)
    }

    /// A `/` not followed by `>` separates attributes.
    @Test func aSlashBetweenAttributesStartsANewOne() {
        #expect(PageScan.startTags(in: "<a/onclick=x>") == [tag("a", ["onclick": "x"])])
        #expect(
            PageScan.startTags(in: "<a href=\"x\"/onclick=y>")
                == [tag("a", ["href": "x", "onclick": "y"])])
        #expect(PageScan.startTags(in: "<br/>") == [tag("br")])
    }

    /// Unquoted values, and spaces around `=`, are read as a browser reads them.
    @Test func unquotedValuesEndAtWhitespaceOrTheTag() {
        #expect(
            PageScan.startTags(in: "<a href=x.html title=a&amp;b>y>")
                == [tag("a", ["href": "x.html", "title": "a&b"])])
        #expect(
            PageScan.startTags(in: "<img src=x onerror = y>")
                == [tag("img", ["src": "x", "onerror": "y"])])
        #expect(PageScan.startTags(in: "<a =x>") == [tag("a", ["=x": ""])])
    }

    /// A quote opens a value only right after `=`; elsewhere it is a plain character.
    @Test func quotesOnlyOpenAtTheStartOfAValue() {
        // A quote inside an unquoted value is a character of it, not the start of a string.
        #expect(
            PageScan.startTags(in: "<a href=x\"y onclick=z>")
                == [tag("a", ["href": "x\"y", "onclick": "z"])])
        #expect(
            PageScan.startTags(in: "<a title='a\"b' onclick=c>")
                == [tag("a", ["title": "a\"b", "onclick": "c"])])
        #expect(
            PageScan.startTags(in: "<a title=\"x onclick=y\" href=z>")
                == [tag("a", ["title": "x onclick=y", "href": "z"])])
        // A closing quote with no space after it still ends the value.
        #expect(
            PageScan.startTags(in: "<a title=\"x\"onclick=\"y\">")
                == [tag("a", ["title": "x", "onclick": "y"])])
        #expect(
            PageScan.startTags(in: "<p title=\"a>b\" onclick=x>")
                == [tag("p", ["title": "a>b", "onclick": "x"])])
        #expect(PageScan.startTags(in: "<a b\"c=d>") == [tag("a", ["b\"c": "d"])])
    }

    /// Comments end where the standard ends them, odd endings included.
    @Test func commentsHideTagsUntilTheirEnd() {
        #expect(names("<!-- <img onerror=x> --><b>") == ["b"])
        #expect(names("<!-- -- > <img src=c> -- ><i>") == [])
        #expect(names("<!-- a --!> <img src=b>") == ["img"])
        #expect(names("<!--> <img src=a>") == ["img"])
        #expect(names("<!---> <img src=a>") == ["img"])
        #expect(names("<!-- <!-- --> <u>") == ["u"])
        #expect(names("<!--- -><s> --->") == [])
    }

    /// `<?`, `</ `, `<!DOCTYPE` and other `<!` openings end at the first `>`.
    @Test func bogusCommentsEndAtTheFirstGreaterThanSign() {
        #expect(names("<?php <b onclick=x> ?><i>") == ["i"])
        #expect(names("</ <b> <i>") == ["i"])
        #expect(names("</3 title=\"<b>\"> <i>") == ["i"])
        #expect(names("</><b>") == ["b"])
        #expect(names("<!DOCTYPE html PUBLIC \"a>b\"><i>") == ["i"])
        #expect(names("<!x <b> --><i>") == ["i"])
        #expect(names("a < b <3 <_ <i>") == ["i"])
        // Outside SVG and MathML, `<![CDATA[` is a bogus comment; inside, a CDATA section.
        #expect(names("<![CDATA[ x > <img src=d> ]]>") == ["img"])
        #expect(names("<svg><![CDATA[ x > <img src=e> ]]><g></svg>") == ["svg", "g"])
    }

    /// A script's text is not read as tags, with the standard's escaped states.
    @Test func scriptContentIsNotMarkup() {
        #expect(
            names("<script>if (a<b) w(\"<img src=x onerror=y>\")</script><p>") == ["script", "p"])
        #expect(names("<script></SCRIPT ><p>") == ["script", "p"])
        #expect(names("<script></scripty><p></script><i>") == ["script", "i"])
        #expect(names("<script/><p></script>") == ["script"])
        // In `<!--<script>`, `</script>` ends only the inner "script"; `-->` ends the escape.
        #expect(
            names("<script><!--<script></script><img src=x>--></script><b>") == ["script", "b"])
        #expect(
            names("<script><!--<script></script><!--</script><img src=x onerror=y>-->")
                == ["script", "img"])
        #expect(names("<script><!--</script><b>") == ["script", "b"])
    }

    /// RAWTEXT, RCDATA and PLAINTEXT elements hide tags until their appropriate end tag.
    @Test func rawTextAndRCDATAElementsHideTags() {
        #expect(names("<title><a onclick=x></title><b>") == ["title", "b"])
        #expect(names("<textarea><img src=x onerror=y></textarea ><i>") == ["textarea", "i"])
        #expect(names("<style><img src=x></style><b>") == ["style", "b"])
        #expect(
            names("<xmp><a></xmp><iframe><a></iframe><noembed><a></noembed>") == [
                "xmp", "iframe", "noembed",
            ])
        #expect(
            names("<noframes><a></noframes><plaintext><a href=x></plaintext><b>") == [
                "noframes", "plaintext",
            ])
        // With scripting on, `<noscript>` is raw text, so the `</noscript>` in a value ends it.
        #expect(
            names("<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">")
                == ["noscript", "img"])
    }

    /// In SVG and MathML, `<style>` and `<title>` hold markup, until an integration point.
    @Test func foreignContentReadsStyleAndTitleAsMarkup() {
        #expect(names("<svg><title><a onclick=x></title></svg>") == ["svg", "title", "a"])
        #expect(names("<svg><style><img src=x onerror=y></style>") == ["svg", "style", "img"])
        // `<p>` leaves SVG, so the `<style>` after it is HTML again.
        #expect(names("<svg><p><style><img src=x></style>") == ["svg", "p", "style"])
        #expect(names("<svg></svg><style><img src=x></style>") == ["svg", "style"])
        #expect(names("<math><mi><style><b></style>") == ["math", "mi", "style"])
        #expect(
            names("<svg><foreignObject><style><!--</style><img src=x onerror=y>-->")
                == ["svg", "foreignobject", "style", "img"])
    }

    /// A repeated attribute is dropped, as the standard says.
    @Test func aDuplicateAttributeKeepsTheFirst() {
        #expect(
            PageScan.startTags(in: "<a href=x HREF=y onclick=z onclick=w>")
                == [tag("a", ["href": "x", "onclick": "z"])])
    }

    /// A tag the page ends inside is not emitted.
    @Test func aTagCutOffByTheEndOfThePageIsDropped() {
        for html in ["<p><a href=\"x", "<p><a href=x", "<p><a", "<p><a ", "<p><a/", "<p><a b="] {
            #expect(names(html) == ["p"], "\(html)")
        }
        #expect(names("<p><") == ["p"])
    }

    /// Names are lower-cased; values keep their case, with newlines normalized and NUL replaced.
    @Test func namesAreLowerCasedAndValuesKeptAsTheyAre() {
        #expect(
            PageScan.startTags(in: "<A HREF=\"X\" OnClick=Y>")
                == [tag("a", ["href": "X", "onclick": "Y"])])
        #expect(
            PageScan.startTags(in: "<a title=\"a\r\nb\rc\0\">") == [
                tag("a", ["title": "a\nb\nc\u{FFFD}"])
            ])
    }

    /// The callers' helpers give source texts, decoded values and names from the same tags.
    @Test func theHelpersReadTheSameTags() {
        let page = "<p>a</p><SCRIPT\r\nsrc=\"a.js\" defer><!-- <script> --></script>"
        #expect(
            PageScan.openingTags(named: "script", in: page) == ["<SCRIPT\r\nsrc=\"a.js\" defer>"])
        let links = "<a href=\"&#106;avascript:x\" onclick=a><img src=y alt='&lt;'>"
        #expect(
            PageScan.attributeValues(named: ["href", "src"], in: links) == ["javascript:x", "y"])
        #expect(PageScan.attributeNames(in: links) == ["href", "onclick", "src", "alt"])
        #expect(PageScan.decoded("&amp;copy=&#x3A;&copy") == "&copy=:\u{A9}")
    }
}
