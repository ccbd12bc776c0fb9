import StrataTesting
import SwiftUI
import Testing

private struct LoginForm: View {
    enum Field: Hashable { case user, password }
    @FocusState private var focus: Field?
    @State private var user = ""
    @ScaledMetric private var spacing: CGFloat = 12
    var body: some View {
        VStack(spacing: spacing) {
            TextField("User", text: $user).focused($focus, equals: .user)
            Button("Next") { focus = .user }
        }
    }
}

@MainActor
@Suite("Grids and focus")
struct GridAndFocusTests {
    @Test func lazyVGridColumnsBecomeGridTracks() {
        let columns = [GridItem(.fixed(60)), GridItem(.flexible()), GridItem(.adaptive(minimum: 80))]
        let output = html(LazyVGrid(columns: columns, spacing: 12) { ForEach(0..<4) { Text("\($0)") } })
        #expect(output.contains("grid-template-columns:60px minmax(10px,1fr) repeat(auto-fill,minmax(80px,1fr));column-gap:8px;row-gap:12px;"))
        #expect(output.components(separatedBy: "<span class=\"s-t\">").count == 5)
        #expect(output.hasPrefix(#"<div class="s-grid s-gw""#))
    }

    @Test func gridItemAlignmentPlacesCells() {
        let top = [GridItem(.flexible(), alignment: .topLeading), GridItem(.flexible(), alignment: .topLeading)]
        let aligned = html(LazyVGrid(columns: top) { Text("a"); Text("b") })
        #expect(aligned.contains("justify-items:start;align-items:start;"))
        // Columns that disagree fall back to the grid's alignment: centered cells, no override.
        let mixed = [GridItem(.flexible(), alignment: .top), GridItem(.flexible(), alignment: .bottom)]
        let fallback = html(LazyVGrid(columns: mixed, alignment: .trailing) { Text("a"); Text("b") })
        #expect(fallback.contains("justify-items:end;"))
        #expect(!fallback.contains("align-items"))
        let rows = html(LazyHGrid(rows: [GridItem(.fixed(40), alignment: .bottom)]) { Text("a") })
        #expect(rows.contains("align-items:end;"))
    }

    @Test func gridRowsLineUpInColumns() {
        let output = html(Grid(horizontalSpacing: 4) {
            GridRow { Text("a"); Text("b"); Text("c") }
            Divider()
            GridRow { Text("d"); Text("e").gridCellColumns(2) }
        })
        #expect(output.contains(#"class="s-grid s-grid-rows" style="grid-template-columns:repeat(3,auto);column-gap:4px;"#))
        #expect(output.contains(#"<div class="s-grid-row">"#))
        #expect(output.contains("grid-column:span 2"))
    }

    @Test func focusStateIsStateTheViewCanSet() throws {
        let host = ViewHost(LoginForm())
        #expect(!host.html.contains("data-s-focused"))
        try host.tap("Next")
        #expect(host.html.contains("data-s-focused"))
        #expect(host.html.contains("gap:12px"))
    }
}
