import StrataHTML
import SwiftUI
import Testing

@MainActor
@Suite("Escaping hostile input")
struct EscapingTests {
    static let hostile = #"<script>alert("x&y")</script>' onmouseover='x'"#

    @Test func textContentIsEscaped() {
        let output = html(Text(verbatim: Self.hostile))
        #expect(!output.contains("<script>"))
        #expect(output.contains("&lt;script&gt;alert(\"x&amp;y\")&lt;/script&gt;"))
    }

    @Test func interpolatedAndMarkdownTextIsEscaped() {
        let name = Self.hostile
        let output = html(Text("Hi **\(name)**"))
        #expect(!output.contains("<script>"))
        #expect(output.contains("&lt;/script&gt;"))
    }

    @Test func attributeValuesAreEscaped() {
        let view = VStack {
            TextField(Self.hostile, text: .constant(Self.hostile))
            Image(systemName: "trash").accessibilityLabel(Self.hostile)
            Text("x").accessibilityIdentifier(Self.hostile)
            Image(Self.hostile)
        }
        let output = html(view)
        #expect(!output.contains("<script>"))
        // Every attribute value stays inside its quotes, with no raw quote or angle bracket.
        let values = output.matches(of: /="([^"]*)"/).map { String($0.output.1) }
        #expect(values.count > 8)
        #expect(values.allSatisfy { !$0.contains("'") && !$0.contains("<") && !$0.contains(">") })
        #expect(output.contains("&quot;"))
        #expect(output.contains("&#39; onmouseover=&#39;x&#39;"))
    }

    @Test func customFontNamesCannotBreakOutOfStyle() {
        let output = html(Text("x").font(.custom("Evil\"; background:url(x)'<", size: 12)))
        #expect(!output.contains("\"; background"))
        #expect(!output.contains("<\""))
    }

    @Test func documentTitleIsEscaped() {
        let page = HTMLRenderer(content: Text("x")).document(title: Self.hostile)
        #expect(page.contains("<title>&lt;script&gt;"))
    }

    @Test func assetColorNamesBecomeSafeIdentifiers() {
        let output = html(Rectangle().fill(Color("brand);} body{x:\"")))
        #expect(output.contains("--asset-brand----body-x--"))
    }
}
