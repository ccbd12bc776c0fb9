import StrataTesting
import SwiftUI
import Testing

private struct TotalKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct Summing: View {
    @State private var total = 0
    var body: some View {
        VStack {
            Text("Total \(total)")
            VStack {
                Text("a").preference(key: TotalKey.self, value: 2)
                Text("b").preference(key: TotalKey.self, value: 3)
            }
            .onPreferenceChange(TotalKey.self) { total = $0 }
        }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test func preferencesFlowUpReducedAndUpdateState() {
        let host = ViewHost(Summing())
        #expect(host.text.contains("Total 5"))
    }

    @Test func overlayPreferenceValueReadsCollectedValue() {
        let view = VStack {
            Text("x").preference(key: TotalKey.self, value: 4)
            Text("y").preference(key: TotalKey.self, value: 6)
        }
        .overlayPreferenceValue(TotalKey.self) { total in Text("sum \(total)") }
        #expect(html(view).contains("sum 10"))
    }
}
