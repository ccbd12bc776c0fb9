import StrataTesting
import SwiftUI
import Testing

private struct Lifecycle: View {
    let log: Tally
    @State private var showsDetail = true
    var body: some View {
        VStack {
            if showsDetail {
                Text("Detail")
                    .onAppear { log.hit("appear") }
                    .onDisappear { log.hit("disappear") }
            }
            Button("Toggle") { showsDetail.toggle() }
        }
    }
}

private struct LoadsOnAppear: View {
    @State private var loaded = "loading"
    var body: some View {
        Text(loaded).onAppear { loaded = "ready" }
    }
}

@MainActor
@Suite("Appearance")
struct AppearanceTests {
    @Test func onAppearRunsOnceAndOnDisappearWhenRemoved() throws {
        let log = Tally()
        let host = ViewHost(Lifecycle(log: log))
        #expect(log.events == ["appear"])
        _ = host.html
        #expect(log.events == ["appear"])
        try host.tap("Toggle")
        #expect(log.events == ["appear", "disappear"])
        try host.tap("Toggle")
        #expect(log.events == ["appear", "disappear", "appear"])
    }

    @Test func stateSetInOnAppearRerenders() {
        let host = ViewHost(LoadsOnAppear())
        #expect(host.text == "ready")
    }

    /// A snapshot on iOS shows the view after its `onAppear` ran; a one-shot render does too.
    @Test func staticRenderingShowsWhatOnAppearChanged() {
        let page = html(LoadsOnAppear())
        #expect(page.contains("ready"))
        #expect(!page.contains("loading"))
    }
}
