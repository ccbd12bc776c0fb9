import StrataTesting
import SwiftUI
import Testing

/// iOS 13-15 spellings and Foundation gaps that component code still uses: `ActionSheet`,
/// `Font(UIFont)`, `AttributedString(markdown:)`, `String(localized:)`, tangent arcs, style
/// type names and the older long-press form.
@MainActor
@Suite("Older idioms")
struct OlderIdiomTests {
    private struct PhotoActions: View {
        @State private var showActions = true
        @State private var last = "none"
        var body: some View {
            Text("Last: \(last)")
                .actionSheet(isPresented: $showActions) {
                    ActionSheet(title: Text("Photo"), message: Text("Choose a source"), buttons: [
                        .default(Text("Camera")) { last = "camera" },
                        .destructive(Text("Remove")) { last = "removed" },
                        .cancel(),
                    ])
                }
        }
    }

    @Test func actionSheetsArePresentedAsConfirmationDialogs() throws {
        let host = ViewHost(PhotoActions())
        #expect(host.text.contains("Choose a source"))
        #expect(host.controlNames.contains("Camera"))
        #expect(host.controlNames.contains("Cancel"))
        try host.tap("Remove")
        #expect(host.text.contains("Last: removed"))
        #expect(!host.controlNames.contains("Camera"), "a button dismisses the sheet")
    }

    @Test func uiFontsBecomeFonts() {
        let output = html(Text("Price").font(Font(UIFont.systemFont(ofSize: 14, weight: .bold))))
        #expect(output.contains("font-size:14"))
        #expect(output.contains("font-weight:700"))
        #expect(html(Text("Body").font(Font(UIFont.preferredFont(forTextStyle: .headline)))) == html(Text("Body").font(.headline)))
        #expect(UIFont(name: "", size: 12) == nil)
        #expect(UIFont(name: "Avenir", size: 12)?.withSize(20).pointSize == 20)
    }

    @Test func markdownAttributedStringsKeepEmphasis() throws {
        let text = try AttributedString(markdown: "**Bold**, *soft* and `code`")
        #expect(String(text.characters) == "Bold, soft and code")
        let output = html(Text(text))
        #expect(output.contains("font-weight:700"))
        #expect(output.contains("font-style:italic"))
        #expect(output.contains(">code<"))
        #expect(html(Text(AttributedString("plain"))).contains(">plain</span>"))
    }

    @Test func localizedStringsAreTheirKeys() {
        let count = 3
        #expect(String(localized: "\(count) items") == "3 items")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    }

    @Test func tangentArcsRoundACorner() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        #expect(path.elements.first == .move(to: .zero))
        #expect(path.elements.contains(.line(to: CGPoint(x: 80, y: 0))))
        let arcEnd = path.elements.compactMap { element -> CGPoint? in
            if case .curve(let point, _, _) = element { return point }
            return nil
        }.last
        #expect(abs((arcEnd?.x ?? 0) - 100) < 0.001 && abs((arcEnd?.y ?? 0) - 20) < 0.001)
        var straight = Path()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))], "collinear points draw a line")
        var quarter = Path()
        quarter.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(90))
        #expect(quarter.currentPoint.map { abs($0.x) < 0.001 && abs($0.y - 10) < 0.001 } == true)
    }

    @Test func styleTypeNamesAndOlderGestureForms() throws {
        var pressed = 0
        let view = VStack {
            Menu("More") { Button("Share") {} }.menuStyle(BorderlessButtonMenuStyle())
            Gauge(value: 0.4) { Text("Battery") }.gaugeStyle(LinearCapacityGaugeStyle())
            ContainerRelativeShape().fill(Color.red).frame(width: 10, height: 10)
            Text("Hold").onLongPressGesture(minimumDuration: 1, pressing: { _ in }) { pressed += 1 }
            Text("Fades").transition(.modifier(active: _OpacityFade(amount: 0), identity: _OpacityFade(amount: 1)))
            List { Text("Row").listSectionSeparator(.hidden) }
                .navigationDestination(isPresented: .constant(true)) { Text("Detail") }
        }
        let host = ViewHost(view)
        #expect(host.text.contains("Battery"))
        #expect(host.html.contains("background:var(--s-red)"))
        #expect(!host.text.contains("Detail"), "a page shows the stack's root")
        try host.tap("Hold")
        #expect(pressed == 1)
    }
}

private struct _OpacityFade: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

@MainActor
@Suite("Core Graphics names")
struct CoreGraphicsNameTests {
    @Test func vectorsHoldTheirComponents() {
        let vector = CGVector(dx: 3, dy: -4)
        #expect(atan2(vector.dy, vector.dx) < 0)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 1.5, dy: 2) != CGVector.zero)
    }
}

private struct LegacyForm: View {
    @State private var name = ""
    @State private var password = ""
    @State private var commits: [String] = []
    @State private var score = 0
    @State private var volume = 0.5
    @State private var showDetail = false

    init() {
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBlue
        UINavigationBar.appearance().standardAppearance = appearance
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
    }

    var body: some View {
        Form {
            TextField("Name", text: $name, onEditingChanged: { _ in }, onCommit: { commits.append("name") })
            SecureField("Password", text: $password, onCommit: { commits.append("password") })
            Stepper(onIncrement: { score += 1 }, onDecrement: { score -= 1 }) { Text("Score \(score)") }
            Slider(value: $volume, in: 0...1, step: 0.1, onEditingChanged: { _ in }, minimumValueLabel: Text("Quiet"), maximumValueLabel: Text("Loud")) {
                Text("Volume")
            }
            NavigationLink(destination: Text("Detail"), isActive: $showDetail) { EmptyView() }
            Text("Commits: \(commits.joined(separator: ","))")
        }
    }
}

@MainActor
@Suite("Older control forms")
struct OlderControlFormTests {
    @Test func onCommitRunsOnSubmitAndOlderFormsWork() throws {
        let host = ViewHost(LegacyForm())
        try host.type("Ada", into: "Name")
        try host.submit("Name")
        try host.submit("Password")
        #expect(host.text.contains("Commits: name,password"))
        try host.tap("Increment")
        #expect(host.text.contains("Score 1"))
        #expect(host.text.contains("Quiet"))
        #expect(host.text.contains("Loud"))
        #expect(!host.html.contains("chevron"), "an isActive link with an empty label draws nothing")
    }

    @Test func appearanceProxiesAcceptSettings() {
        let proxy = UITableView.appearance()
        proxy.backgroundColor = .clear
        #expect(proxy.backgroundColor == .clear)
        #expect(UITableView.appearance().backgroundColor == nil, "settings change nothing on the web")
    }
}
