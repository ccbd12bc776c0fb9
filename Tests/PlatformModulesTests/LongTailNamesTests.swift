import AppKit
import Combine
import StrataTesting
import SwiftUI
import Testing
import UIKit

/// A package's entry in Xcode's library, written the way component packages declare theirs.
private struct BadgeLibrary: LibraryContentProvider {
    let showsExperimental: Bool

    @LibraryContentBuilder
    var views: [LibraryItem] {
        LibraryItem(Text("New").padding(4), title: "Badge", category: .control)
        LibraryItem(Circle().frame(width: 8, height: 8), visible: false, title: "Dot")
        if showsExperimental {
            LibraryItem(Capsule(), title: "Pill", category: .effect)
        }
    }
}

/// A price field in the iOS 13 style: a formatter and a commit action.
private struct PriceField: View {
    @State private var price = 12.5
    @State private var commits = 0

    var body: some View {
        VStack {
            TextField("Price", value: $price, formatter: NumberFormatter(), onEditingChanged: { _ in }, onCommit: { commits += 1 })
            Text("Saved \(commits) at \(price, specifier: "%.1f")")
        }
    }
}

/// Numbers each child, spelled with the namespaced root name as flow layouts spell it.
private struct Numbered: _VariadicView.MultiViewRoot {
    func body(children: _VariadicView.Children) -> some View {
        ForEach(Array(children.enumerated()), id: \.offset) { index, child in
            HStack {
                Text("\(index + 1).")
                child
            }
        }
    }
}

/// Reads the visible area of its scroll view, falling back when it is unknown.
private struct VisibleAreaReader: View {
    var body: some View {
        ScrollView {
            GeometryReader { proxy in
                Text(proxy.bounds(of: .scrollView).map { "visible to \(Int($0.maxY))" } ?? "visible area unknown")
            }
        }
        .coordinateSpace(.named("feed"))
    }
}

@MainActor @Suite struct LongTailNamesTests {
    @Test func namespacedVariadicRootsAreTheRootProtocols() {
        let output = html(_VariadicView.Tree(Numbered()) {
            Text("Milk")
            Text("Eggs")
        })
        #expect(output.contains("1.") && output.contains("2.") && !output.contains("3."))
        #expect(output.contains("Eggs"))
    }

    @Test func namedCoordinateSpacesNameTheirSpace() {
        #expect(NamedCoordinateSpace.named("feed") == .named("feed"))
        #expect(NamedCoordinateSpace.named("feed") != .scrollView)
        #expect(NamedCoordinateSpace.scrollView != .scrollView(axis: .horizontal))
        #expect(NamedCoordinateSpace.named("feed").coordinateSpace == .named(AnyHashable("feed")))
        #expect(html(VisibleAreaReader()).contains("visible area unknown"))
    }

    @Test func textBaselineAlignmentsPairAHorizontalAlignmentWithABaseline() {
        #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(Alignment.trailingLastTextBaseline == Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
        #expect(Alignment.centerFirstTextBaseline.vertical != Alignment.center.vertical)
        #expect(Alignment.centerLastTextBaseline.horizontal == .center)
        #expect(html(ZStack(alignment: .leadingFirstTextBaseline) { Text("A") }) != html(ZStack(alignment: .trailingLastTextBaseline) { Text("A") }))
    }

    @Test func absoluteTimeIsCoreFoundationsClock() {
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        #expect(abs(now - Date().timeIntervalSinceReferenceDate) < 5)
    }

    @Test func formatterFieldsRunTheirCommitAction() throws {
        let host = ViewHost(PriceField())
        #expect(host.text.contains("Saved 0 at 12.5"))
        try host.type("20", into: "Price")
        try host.submit("Price")
        #expect(host.text.contains("Saved 1 at 20.0"))
    }

    @Test func libraryItemsKeepTheirTitlesAndCategories() {
        let library = BadgeLibrary(showsExperimental: false)
        #expect(library.views.map(\.title) == ["Badge", "Dot"])
        #expect(library.views.map(\.category) == [.control, .other])
        #expect(library.views.map(\.isVisible) == [true, false])
        #expect(BadgeLibrary(showsExperimental: true).views.last?.category == .effect)
        #expect(library.modifiers(base: ()).isEmpty)
    }

    @Test func stringsAreMeasuredByTheirFont() {
        let large = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
        #expect(abs(large.width - TextWidthEstimate.width(of: "Hello", pointSize: 20)) < 1e-9)
        // Glyphs have their own widths: five narrow letters are narrower than five wide ones.
        #expect("iiiii".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width < "WWWWW".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)]).width)
        // Measured in lines no wider than 60 points, a sentence wraps at its spaces.
        let font = UIFont.systemFont(ofSize: 17)
        let sentence = "A sentence long enough to wrap" as NSString
        let wrapped = sentence.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        let oneLine = sentence.boundingRect(with: CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: [.font: font], context: nil)
        #expect(wrapped.width <= 60 && wrapped.height >= 3 * oneLine.height && oneLine.width > 60)
        #expect(abs(large.height - UIFont.systemFont(ofSize: 20).lineHeight) < 1e-9)
        let plain = "Hello".size(withAttributes: nil)
        #expect(plain.width < large.width && plain.height < large.height)
        #expect(("Hello" as NSString).size(withAttributes: nil) == plain)
        #expect("Hello, world".size().width > plain.width)
    }

    @Test func colorsResolveToTheirComponents() {
        var environment = EnvironmentValues()
        let custom = Color(red: 0.2, green: 0.4, blue: 0.6).opacity(0.5).resolve(in: environment)
        #expect(abs(custom.red - 0.2) < 1e-6 && abs(custom.green - 0.4) < 1e-6 && abs(custom.blue - 0.6) < 1e-6)
        #expect(abs(custom.opacity - 0.5) < 1e-6)
        #expect(custom.linearRed < custom.red)
        let lightBlue = Color.blue.resolve(in: environment)
        #expect(lightBlue == Color.Resolved(red: 0, green: Float(0x7A) / 255, blue: 1))
        environment.colorScheme = .dark
        #expect(Color.blue.resolve(in: environment) != lightBlue)
        #expect(Color.primary.resolve(in: environment).red == 1)
        #expect(Color(lightBlue).resolve(in: environment) == lightBlue)
        #expect(lightBlue.description == "#007AFFFF")
    }

    @Test func coreAnimationTransformsComposeInCoreAnimationsOrder() {
        let quarterTurn = CATransform3DRotate(CATransform3DIdentity, .pi / 2, 0, 0, 1)
        let affine = CATransform3DGetAffineTransform(quarterTurn)
        let expected = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(affine.a - expected.a) < 1e-9 && abs(affine.b - expected.b) < 1e-9 && abs(affine.c - expected.c) < 1e-9)
        #expect(CATransform3DIsAffine(quarterTurn))
        #expect(!CATransform3DIsAffine(CATransform3DRotate(CATransform3DIdentity, 0.3, 1, 0, 0)))
        // Scaling `t` applies the scale first: the translation is not scaled.
        let moved = CATransform3DScale(CATransform3DMakeTranslation(10, 0, 0), 2, 2, 1)
        #expect(CGPoint(x: 1, y: 1).applying(CATransform3DGetAffineTransform(moved)) == CGPoint(x: 12, y: 2))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(ProjectionTransform(perspective).m23 == 0 && ProjectionTransform(CATransform3DMakeTranslation(3, 4, 5)).m31 == 3)
    }

    @Test func aProjectionFilterMovesLaterCanvasDrawing() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let filtered = html(Canvas { context, _ in
            context.addFilter(.projectionTransform(ProjectionTransform(CATransform3DMakeTranslation(39, 0, 0))))
            context.fill(square, with: .color(.red))
        }.frame(width: 390, height: 100))
        let translated = html(Canvas { context, _ in
            context.translateBy(x: 39, y: 0)
            context.fill(square, with: .color(.red))
        }.frame(width: 390, height: 100))
        #expect(filtered == translated)
        #expect(filtered.contains("M10 0 L"))
    }

    @Test func keyValuePublishersDeliverTheCurrentValueOnce() {
        var scales: [CGFloat] = []
        var silent: [CGFloat] = []
        var events: [NSEvent?] = []
        let subscriptions = [
            UIScreen.main.publisher(for: \.scale).sink { scales.append($0) },
            UIScreen.main.publisher(for: \.scale, options: [.new]).sink { silent.append($0) },
            NSApp.publisher(for: \.currentEvent).sink { events.append($0) },
        ]
        #expect(subscriptions.count == 3)
        #expect(scales == [UIScreen.main.scale])
        #expect(silent.isEmpty)
        #expect(events.count == 1 && events[0] == nil)
        #expect(UIScreen.main.value(forKey: "scale") == nil)
    }

    @Test func scrollEventsCarryTheirPhaseAndDeltas() {
        let event = NSEvent(type: .scrollWheel, phase: .changed, locationInWindow: CGPoint(x: 4, y: 5), scrollingDeltaY: -3)
        #expect(event.type == .scrollWheel && event.phase == .changed && event.phase != .ended)
        #expect(event.scrollingDeltaY == -3 && event.locationInWindow.y == 5)
        #expect(NSApp.currentEvent == nil)
    }

    @Test func presentingRecordsThePresentedController() {
        let root = UIViewController()
        let card = UIHostingController(rootView: Text("Card"))
        card.modalPresentationStyle = .overFullScreen
        card.overrideUserInterfaceStyle = .dark
        var presented = false
        root.present(card, animated: false) { presented = true }
        #expect(presented && root.presentedViewController === card && card.presentingViewController === root)
        card.dismiss(animated: false)
        #expect(root.presentedViewController == nil && card.presentingViewController == nil)

        let navigation = UINavigationController(rootViewController: root)
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.visibleViewController === detail && detail.navigationController === navigation)
        detail.present(card, animated: false)
        #expect(navigation.visibleViewController === card)
        #expect(navigation.popViewController(animated: true) === detail && navigation.topViewController === root)

        let tabs = UITabBarController()
        tabs.viewControllers = [root, detail]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === detail)
        tabs.selectedIndex = 5
        #expect(tabs.selectedViewController == nil)
    }

    @Test func aViewsWindowIsItsNearestWindowAncestor() {
        let window = UIWindow()
        let container = UIView()
        let label = UILabel()
        window.addSubview(container)
        container.addSubview(label)
        #expect(label.window === window && window.window === window)
        label.removeFromSuperview()
        #expect(label.window == nil)
    }
}
