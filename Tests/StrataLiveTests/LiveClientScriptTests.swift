import Foundation
@testable import StrataLive
import Testing

@MainActor
@Suite("Live client script")
struct LiveClientScriptTests {
    @Test func pageCarriesTokenSocketAndScript() {
        let session = LiveSession(EmptyViewForTests())
        let html = LivePage.document(title: "T <1>", contentHTML: session.html, token: "ab\"cd", socketPath: "/ws")
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
