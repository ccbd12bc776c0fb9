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

    /// Escaping reads eight bytes at a time: every special byte, at every place in and across
    /// words and in the tail, next to multi-byte characters, is replaced as a byte-by-byte
    /// escape would.
    @Test func escapingMatchesByteByByteAtEveryPosition() {
        func reference(_ string: String, quotes: Bool) -> String {
            var out = ""
            for character in string.unicodeScalars {
                switch character {
                case "&": out += "&amp;"
                case "<": out += "&lt;"
                case ">": out += "&gt;"
                case "\"" where quotes: out += "&quot;"
                case "'" where quotes: out += "&#39;"
                default: out.unicodeScalars.append(character)
                }
            }
            return out
        }
        let fillers = ["abcdefghijklmnopqrstuvwxyz0123456789", "é→ 𝄞 ünï", "        ", "\u{7F}\u{80}\u{FF}~`{|}"]
        var checked = 0
        for filler in fillers {
            for special in ["&", "<", ">", "\"", "'", "&&", "<>"] {
                for length in 0...20 {
                    let base = String(repeating: filler, count: 2).prefix(length)
                    for position in 0...base.count {
                        var string = String(base)
                        string.insert(contentsOf: special, at: string.index(string.startIndex, offsetBy: position))
                        #expect(HTMLEscaping.text(string) == reference(string, quotes: false))
                        #expect(HTMLEscaping.attribute(string) == reference(string, quotes: true))
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 2_000)
        // Nothing to escape: the string comes back as it was.
        let plain = String(repeating: "plain text, 0-9 and é; ", count: 40)
        #expect(HTMLEscaping.text(plain) == plain)
        #expect(HTMLEscaping.attribute(plain) == plain)
    }

    @Test func assetColorNamesBecomeSafeIdentifiers() {
        let output = html(Rectangle().fill(Color("brand);} body{x:\"")))
        #expect(output.contains("--asset-brand----body-x--"))
    }
}
