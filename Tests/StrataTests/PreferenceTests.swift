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

private struct MeasuredWidth: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Text("width \(Int(width))").onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
    }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

private struct ContentHeight: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Rectangle().frame(width: 10, height: 40)
                .background(GeometryReader { proxy in Color.clear.preference(key: HeightKey.self, value: proxy.size.height) })
            Text("height \(Int(height))")
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}

@MainActor
@Suite("Preferences")
struct PreferenceTests {
    @Test func preferencesFlowUpReducedAndUpdateState() {
        let host = ViewHost(Summing())
        #expect(host.text.contains("Total 5"))
    }

    /// A one-shot render (a snapshot, an export) shows what layout feedback changed, as iOS does
    /// before it draws a frame: a preference stored in state, a geometry change, a background
    /// geometry reader sized to its content.
    @Test func oneShotRendersSettleLayoutFeedback() {
        #expect(html(Summing()).contains("Total 5"))
        #expect(!html(Summing()).contains("Total 0"))
        #expect(html(MeasuredWidth().frame(width: 150)).contains("width 150"))
        #expect(html(ContentHeight()).contains("height 40"), "\(html(ContentHeight()))")
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
