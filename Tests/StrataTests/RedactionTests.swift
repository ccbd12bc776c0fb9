import StrataTesting
import SwiftUI
import Testing

/// Reads the redaction reasons the way skeleton packages do.
private struct ReasonsProbe: View {
    @Environment(\.redactionReasons) private var reasons
    var body: some View {
        Text(reasons.contains(.placeholder) ? "loading" : "loaded").unredacted()
    }
}

/// `redacted(reason:)`: each text and image below draws as a box of its own size, the container
/// does not; `unredacted()` and `privacySensitive()` choose what is redacted.
@MainActor
@Suite("Redaction")
struct RedactionTests {
    private static let box = "color:transparent!important"

    private func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func placeholderRedactsEachTextAndImageNotTheirContainer() {
        let page = html(
            HStack {
                Image(systemName: "clock")
                VStack {
                    Text("Payment received").font(.headline)
                    Text("EUR 120.00").foregroundStyle(.secondary)
                }
            }
            .padding()
            .background(Color.yellow)
            .redacted(reason: .placeholder)
        )
        #expect(count(Self.box, in: page) == 3)
        // The boxes sit on the texts and the symbol, so the banner keeps its own background.
        #expect(page.contains("Payment received"))
        for element in page.components(separatedBy: "<").dropFirst() where element.contains(Self.box) {
            #expect(element.hasPrefix("span") || element.hasPrefix("svg"), "redacted \(element.prefix(60))")
        }
        #expect(count(Self.box, in: html(Text("Hello"))) == 0)
        #expect(count(Self.box, in: html(Text("Hello").redacted(reason: []))) == 0)
    }

    @Test func unredactedAndEnvironmentReaders() {
        let page = html(
            VStack {
                Text("Hidden")
                Text("Shown").unredacted()
                ReasonsProbe()
            }
            .redacted(reason: .placeholder)
        )
        #expect(count(Self.box, in: page) == 1)
        #expect(page.contains("loading"))
        #expect(html(ReasonsProbe()).contains("loaded"))
    }

    @Test func privacyRedactsOnlyPrivacySensitiveViews() {
        let page = html(
            VStack {
                Text("Account")
                Text("DE89 3704 0044").privacySensitive()
            }
            .redacted(reason: .privacy)
        )
        #expect(count(Self.box, in: page) == 1)
        let box = page.components(separatedBy: "<").first { $0.contains(Self.box) } ?? ""
        #expect(box.contains("DE89"))
        #expect(count(Self.box, in: html(Text("DE89").privacySensitive())) == 0)
    }
}
