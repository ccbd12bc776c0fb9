@testable import StrataLive
import Testing

@MainActor
@Suite("Live DOM parser")
struct LiveDOMParserTests {
    @Test func parsesElementsAttributesAndText() throws {
        let dom = try LiveDOMParser.parse(Array(#"<div class="a" data-s="k1">Hi &amp; &lt;bye&gt;<input value="&quot;x&#39;" disabled><svg><path d="M0 0"/></svg></div>tail"#.utf8))
        #expect(dom.roots.count == 2)
        guard case .element(let div) = dom.roots[0] else { Issue.record("expected an element"); return }
        #expect(div.tag == "div")
        #expect(div.key == "k1")
        #expect(div.attribute("class") == "a")
        #expect(div.children.count == 3)
        guard case .text(let text) = div.children[0] else { Issue.record("expected text"); return }
        #expect(text == "Hi & <bye>")
        guard case .element(let input) = div.children[1] else { Issue.record("expected input"); return }
        #expect(input.attribute("value") == "\"x'")
        #expect(input.attribute("disabled") == "")
        #expect(input.children.isEmpty)
        guard case .element(let svg) = div.children[2], case .element(let path) = svg.children[0] else {
            Issue.record("expected svg > path"); return
        }
        #expect(path.isSVG)
        #expect(!svg.isSVG)
        #expect(dom.roots[1].html == "tail")
    }

    @Test func rejectsMalformedMarkup() {
        #expect(throws: LiveDOMParser.Failure.self) { try LiveDOMParser.parse(Array("<div><span></div>".utf8)) }
        #expect(throws: LiveDOMParser.Failure.self) { try LiveDOMParser.parse(Array("<div class=\"x".utf8)) }
        #expect(throws: LiveDOMParser.Failure.self) { try LiveDOMParser.parse(Array("<div>".utf8)) }
    }
}
