import Foundation
@testable import StrataLive
import Testing

@Suite("Live client script")
struct LiveClientScriptTests {
    @Test func embeddedScriptMatchesTheSourceFile() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StrataLive/Client/strata-live.js")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(LiveClientScript.source == source.trimmingCharacters(in: .newlines),
                "run scripts/embed-live-client after editing strata-live.js")
    }

    @Test func pageCarriesTokenSocketAndScript() {
        let session = LiveSession(EmptyViewForTests())
        let html = LivePage.document(title: "T <1>", session: session, token: "ab\"cd", socketPath: "/ws")
        #expect(html.contains(#"data-strata-live="ab&quot;cd""#))
        #expect(html.contains(#"data-strata-socket="/ws""#))
        #expect(html.contains("<title>T &lt;1&gt;</title>"))
        #expect(html.contains("<script>// Strata live client"))
        #expect(html.contains("Hello"))
    }
}

import SwiftUI

struct EmptyViewForTests: View {
    var body: some View { Text("Hello") }
}
