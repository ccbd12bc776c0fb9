import Foundation
import StrataTesting
import SwiftUI
import Testing

/// Places subviews in one column, spaced by `spacing`, and records what it was asked.
private struct ColumnLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + spacing * CGFloat(max(sizes.count - 1, 0)))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
            y += size.height + spacing
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Orders subviews by rank and reports the ranks it saw through a shared box.
private final class Seen: @unchecked Sendable { var ranks: [Int] = []; var priorities: [Double] = [] }

private struct RankReadingLayout: Layout {
    let seen: Seen

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
        seen.ranks = cache
        seen.priorities = subviews.map(\.priority)
        return proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {}

    func makeCache(subviews: Subviews) -> [Int] { subviews.map { $0[Rank.self] } }
}

@MainActor
@Suite("Layout protocol")
struct LayoutTests {
    @Test func proposedViewSizes() {
        #expect(ProposedViewSize.unspecified.replacingUnspecifiedDimensions() == CGSize(width: 10, height: 10))
        #expect(ProposedViewSize(width: 50, height: nil).replacingUnspecifiedDimensions(by: .zero) == CGSize(width: 50, height: 0))
        #expect(ProposedViewSize.zero == ProposedViewSize(CGSize.zero))
        #expect(ProposedViewSize.infinity.width == .infinity)
        #expect(ViewSpacing().distance(to: ViewSpacing(), along: .horizontal) == 8)
        #expect(ViewSpacing.zero.distance(to: .zero, along: .vertical) == 0)
    }

    @Test func columnLayoutBecomesAVerticalWrappingStackWithItsSpacing() {
        let output = html(ColumnLayout(spacing: 14) {
            Text("One")
            Text("Two")
            Text("Three")
        })
        #expect(output.contains("s-v"))
        #expect(output.contains("gap:14px"))
        #expect(output.contains("flex-wrap:wrap"))
    }

    @Test func layoutValuesAndPrioritiesReachTheLayout() {
        let seen = Seen()
        _ = html(RankReadingLayout(seen: seen) {
            Text("a").layoutValue(key: Rank.self, value: 3)
            Text("b")
            Text("c").layoutValue(key: Rank.self, value: 1).layoutPriority(2)
        })
        #expect(seen.ranks == [3, 0, 1])
        #expect(seen.priorities == [0, 0, 2])
    }

    @Test func stackLayoutsRenderAsStacks() {
        #expect(html(HStackLayout(spacing: 3) { Text("a"); Text("b") }).contains("gap:3px"))
        #expect(html(VStackLayout(alignment: .leading) { Text("a") }).contains("s-v"))
        #expect(html(AnyLayout(ZStackLayout()) { Text("a") }).contains("s-z"))
        #expect(!html(AnyLayout(HStackLayout()) { Text("a") }).contains("flex-wrap"))
    }

    @Test func anyLayoutForwardsToTheWrappedLayoutWithItsCache() {
        let seen = Seen()
        let layout = AnyLayout(RankReadingLayout(seen: seen))
        _ = html(layout { Text("x").layoutValue(key: Rank.self, value: 7) })
        #expect(seen.ranks == [7])
    }

    @Test func estimatedSubviewSizesFollowTextAndFrames() {
        final class Sizes: @unchecked Sendable { var values: [CGSize] = [] }
        struct Measuring: Layout {
            let sizes: Sizes
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                sizes.values = subviews.map { $0.sizeThatFits(.unspecified) }
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let sizes = Sizes()
        _ = html(Measuring(sizes: sizes) {
            Color.red.frame(width: 30, height: 20)
            Text("abcd").padding(10)
        })
        #expect(sizes.values.first == CGSize(width: 30, height: 20))
        #expect(sizes.values.last.map { $0.width > 20 && $0.height > 20 } == true)
    }
}

@MainActor
@Suite("Animation, date and interaction APIs")
struct ModernAPITests {
    @Test func animatablePairArithmetic() {
        var pair = AnimatablePair(1.0, CGFloat(2))
        pair.scale(by: 2)
        #expect(pair.first == 2 && pair.second == 4)
        #expect((pair - AnimatablePair(2.0, CGFloat(4))) == .zero)
        #expect(Rectangle().animatableData == EmptyAnimatableData())
    }

    @Test func phaseAnimatorRendersTheFirstPhase() {
        let output = html(PhaseAnimator([2.0, 3.0], trigger: 0) { scale in
            Text("Scale \(Int(scale))")
        })
        #expect(output.contains("Scale 2"))
        #expect(html(Text("x").phaseAnimator([0.5, 1]) { content, opacity in content.opacity(opacity) }).contains("opacity:0.5"))
    }

    @Test func datePickerIsANativeInputInUTC() throws {
        final class Box: @unchecked Sendable { var date = Date(timeIntervalSince1970: 86_400 * 365) }
        let box = Box()
        struct DateForm: View {
            let box: Box
            var body: some View {
                VStack {
                    DatePicker("When", selection: Binding(get: { box.date }, set: { box.date = $0 }), in: Date(timeIntervalSince1970: 0)...)
                    DatePicker("Time", selection: .constant(Date(timeIntervalSince1970: 3_600 * 13 + 60 * 5)), displayedComponents: .hourAndMinute)
                }
            }
        }
        let host = ViewHost(DateForm(box: box))
        #expect(host.html.contains(#"type="datetime-local" value="1971-01-01T00:00""#))
        #expect(host.html.contains(#"type="time" value="13:05""#))
        try host.type("2001-02-03T04:05", into: "When")
        #expect(box.date == Date(timeIntervalSince1970: 981_173_100))
        try host.type("nonsense", into: "When")
        #expect(box.date == Date(timeIntervalSince1970: 981_173_100))
        try host.type("1960-01-01T00:00", into: "When")
        #expect(box.date == Date(timeIntervalSince1970: 0), "clamped to the range")
    }

    @Test func onChangeRunsAfterAHostedChangeInBothForms() throws {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        struct Counter: View {
            let log: Log
            @State private var count = 0
            var body: some View {
                Button("Add \(count)") { count += 1 }
                    .onChange(of: count) { old, new in log.entries.append("\(old)->\(new)") }
                    .onChange(of: count) { new in log.entries.append("new \(new)") }
                    .onChange(of: count, initial: true) { log.entries.append("any") }
            }
        }
        let host = ViewHost(Counter(log: log))
        #expect(log.entries == ["any"])
        try host.tap("Add 0")
        _ = host.html
        #expect(log.entries.count == 4)
        #expect(Set(log.entries.dropFirst()) == ["0->1", "new 1", "any"])
        _ = html(Counter(log: Log()))
    }

    @Test func searchableBadgeAndToolbar() throws {
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                Text(query.isEmpty ? "All" : "Results for \(query)")
                    .badge(3)
                    .searchable(text: $query, prompt: "Find")
                    .toolbar { ToolbarItem(placement: .primaryAction) { Button("Add") {} } }
            }
        }
        let host = ViewHost(Screen())
        #expect(host.text.contains("All"))
        #expect(host.text.contains("3"))
        #expect(host.controlNames.contains("Add"))
        try host.type("tea", into: "Find")
        #expect(host.text.contains("Results for tea"))
        #expect(!html(Text("x").badge(0)).contains(">0<"))
    }

    @Test func materialsPaintTheBackgroundTranslucently() {
        #expect(html(Text("x").background(.ultraThinMaterial)).contains("var(--s-background)"))
    }

    @Test func affineTransformsApplyToPaths() {
        let moved = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 0)) }
            .applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(moved.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 7, y: 5))])
        let turn = CGAffineTransform(rotationAngle: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(point.x) < 1e-9 && abs(point.y - 1) < 1e-9)
        let inverse = CGPoint(x: 3, y: 4).applying(turn).applying(turn.inverted())
        #expect(abs(inverse.x - 3) < 1e-9 && abs(inverse.y - 4) < 1e-9)
    }

    @Test func listEditingHelpersMoveAndRemoveByOffsets() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.move(fromOffsets: [1, 3], toOffset: 5)
        #expect(letters == ["a", "c", "e", "b", "d"])
        letters.move(fromOffsets: [4], toOffset: 0)
        #expect(letters == ["d", "a", "c", "e", "b"])
        letters.remove(atOffsets: [0, 2, 9])
        #expect(letters == ["a", "e", "b"])
    }

    @Test func bindingForEachEditsElements() throws {
        struct Row: Identifiable { let id: Int; var on: Bool }
        struct Rows: View {
            @State var rows = [Row(id: 1, on: false), Row(id: 2, on: true)]
            var body: some View {
                VStack {
                    ForEach($rows) { $row in Toggle("Row \(row.id)", isOn: $row.on) }
                    Text("On: \(rows.filter(\.on).count)")
                }
            }
        }
        let host = ViewHost(Rows())
        #expect(host.text.contains("On: 1"))
        try host.tap("Row 1")
        #expect(host.text.contains("On: 2"))
    }

    @Test func stylesThatWrapTheirOwnControlDoNotRecurse() {
        struct Big: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View { ProgressView(configuration).scaleEffect(2) }
        }
        struct Loud: LabelStyle {
            func makeBody(configuration: Configuration) -> some View { Label(configuration).font(.title) }
        }
        struct Tinted: GroupBoxStyle {
            func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).background(Color.yellow) }
        }
        struct Framed: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View { Toggle(configuration).padding(4).border(Color.gray) }
        }
        let output = html(VStack {
            ProgressView(value: 0.5).progressViewStyle(Big())
            Label("Inbox", systemImage: "tray").labelStyle(Loud())
            Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(Framed())
            ProgressView(value: 0.25).progressViewStyle(LinearProgressViewStyle(tint: .red))
            GroupBox("Box") { Text("Inside") }.groupBoxStyle(Tinted())
        })
        #expect(output.contains("Inside"))
        #expect(output.contains("width:50.0%"))
        #expect(output.contains("width:25.0%"))
        #expect(output.contains("Inbox"))
        #expect(output.contains("Wi-Fi"))
    }

    @Test func geometryValuesAreAnimatable() {
        var point = CGPoint(x: 1, y: 2)
        point.animatableData = AnimatablePair(3, 4)
        #expect(point == CGPoint(x: 3, y: 4))
        var rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        rect.animatableData.second = AnimatablePair(5, 6)
        #expect(rect.size == CGSize(width: 5, height: 6))
        #expect(Angle.degrees(180).animatableData == .pi)
    }

    @Test func colorPickerIsANativeColorInput() throws {
        final class Box: @unchecked Sendable { var color = Color(red: 1, green: 0.5, blue: 0) }
        let box = Box()
        let host = ViewHost(ColorPicker("Tint", selection: Binding(get: { box.color }, set: { box.color = $0 })))
        #expect(host.html.contains(##"type="color" value="#ff8000""##))
        try host.type("#0000ff", into: "Tint")
        #expect(box.color == Color(red: 0, green: 0, blue: 1))
        try host.type("blue", into: "Tint")
        #expect(box.color == Color(red: 0, green: 0, blue: 1))
        #expect(html(ColorPicker("System", selection: .constant(.red))).contains(##"value="#000000""##))
    }

    @Test func textFieldsBoundToFormattedValues() throws {
        struct Form: View {
            @State var age = 30
            @State var price = 2.5
            var body: some View {
                VStack {
                    TextField("Age", value: $age, format: .number)
                    TextField("Price", value: $price, formatter: NumberFormatter())
                    Text("Age \(age), price \(price, specifier: "%.1f")")
                }
            }
        }
        let host = ViewHost(Form())
        #expect(host.html.contains(#"value="30""#))
        try host.type("42", into: "Age")
        try host.type("abc", into: "Age")
        try host.type("7", into: "Price")
        #expect(host.text.contains("Age 42, price 7.0"))
    }

    @Test func anchorPreferencesResolveToEstimatedBounds() {
        struct Bounds: PreferenceKey {
            static let defaultValue: [Anchor<CGRect>] = []
            static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
        }
        let output = html(Color.red.frame(width: 40, height: 20)
            .anchorPreference(key: Bounds.self, value: .bounds) { [$0] }
            .overlayPreferenceValue(Bounds.self) { anchors in
                GeometryReader { proxy in
                    Text("\(Int(anchors.first.map { proxy[$0].width } ?? 0))x\(Int(anchors.first.map { proxy[$0].height } ?? 0))")
                }
            })
        #expect(output.contains("40x20"))
        #expect(html(AnyShape(Circle()).fill(Color.red)).contains("border-radius:50%"))
        #expect(html(Text(Image(systemName: "star.fill"))).contains("star"))
    }

    @Test func outlineGroupsAndCollapsibleSections() throws {
        struct Node: Identifiable { let id: Int; let name: String; let children: [Node]? }
        let tree = [Node(id: 1, name: "Root", children: [Node(id: 2, name: "Leaf", children: nil)])]
        let output = html(OutlineGroup(tree, children: \.children) { Text($0.name) })
        #expect(output.contains("Root") && output.contains("Leaf"))
        struct Collapsing: View {
            @State var open = false
            var body: some View {
                VStack {
                    Button("Toggle") { open.toggle() }
                    Section("More", isExpanded: $open) { Text("Hidden part") }
                }
            }
        }
        let host = ViewHost(Collapsing())
        #expect(!host.text.contains("Hidden part"))
        try host.tap("Toggle")
        #expect(host.text.contains("Hidden part"))
    }

    @Test func customTransitionsAndEditingCallbacksCompileAndRenderFinalState() throws {
        struct FadeIn: Transition {
            func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
        }
        struct Screen: View {
            @State var count = 0
            var body: some View {
                Form {
                    Text("Shown").transition(FadeIn())
                    Stepper(value: $count, in: 0...3) { Text("Count \(count)") } onEditingChanged: { _ in }
                }
                .formStyle(.grouped)
            }
        }
        let host = ViewHost(Screen())
        #expect(host.text.contains("Shown"))
        #expect(!host.html.contains("opacity:0"))
        #expect(TransitionPhase.willAppear.value == -1 && TransitionPhase.identity.isIdentity)
    }

    @Test func tabsSplitViewsAndNavigationPaths() throws {
        struct App: View {
            @State var tab = 0
            @State var path = NavigationPath()
            var body: some View {
                TabView(selection: $tab) {
                    Tab("Home", systemImage: "house", value: 0) {
                        NavigationStack(path: $path) { NavigationLink("Profile", value: "profile") }
                    }
                    Tab("Split", systemImage: "sidebar.left", value: 1) {
                        NavigationSplitView { Text("Sidebar") } detail: { Text("Detail") }
                    }
                }
            }
        }
        let host = ViewHost(App())
        #expect(host.text.contains("Profile"))
        try host.tap("Split")
        #expect(host.text.contains("Sidebar") && host.text.contains("Detail"))
        var path = NavigationPath(["a", "b"])
        path.append(3)
        path.removeLast(5)
        #expect(path.isEmpty)
    }

    @Test func deviceEnvironmentValuesAndSmallControlForms() {
        let environment = EnvironmentValues()
        #expect(environment.scenePhase == .active)
        #expect(!environment.accessibilityReduceMotion)
        #expect(environment.editMode == nil)
        #expect(environment.pixelLength == 0.5)
        let output = html(VStack {
            ProgressView(value: 0.3) { Text("Loading") } currentValueLabel: { Text("30 percent") }
            ContentUnavailableView.search(text: "abc")
            Menu { Button("Copy") {} } label: { Text("Actions") } primaryAction: {}
        })
        #expect(output.contains("30 percent"))
        #expect(output.contains("No Results for \u{201C}abc\u{201D}"))
        #expect(output.contains("Actions"))
    }
}
