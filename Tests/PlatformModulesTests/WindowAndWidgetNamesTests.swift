import Foundation
import SwiftUI
import Testing
import UIKit
import WidgetKit

/// UIKit window and presentation names, Foundation's localized resources and WidgetKit, as window
/// and widget packages use them (docs/compatibility.md, "Checking a package").
@MainActor @Suite struct WindowAndWidgetNamesTests {
    private final class Transitions: UIViewControllerTransitioningDelegate {}

    @Test func aPresentedControllerKeepsItsSheetAndTransitions() {
        let controller = UIViewController(), transitions = Transitions()
        controller.transitioningDelegate = transitions
        #expect(controller.transitioningDelegate === transitions)
        let sheet = controller.sheetPresentationController
        sheet?.detents = [.medium(), .large()]
        sheet?.prefersGrabberVisible = true
        #expect(controller.sheetPresentationController === sheet && sheet?.detents == [.medium(), .large()])
        controller.modalPresentationStyle = .fullScreen
        let covered = UIViewController()
        covered.modalPresentationStyle = .fullScreen
        #expect(covered.sheetPresentationController == nil)
    }

    /// A layer's hit test finds the frontmost sublayer under a point.
    @Test func layersHitTestTheirSublayers() {
        let root = CALayer(), badge = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        badge.frame = CGRect(x: 60, y: 0, width: 40, height: 40)
        root.addSublayer(badge)
        #expect(root.hitTest(CGPoint(x: 70, y: 10)) === badge)
        #expect(root.hitTest(CGPoint(x: 10, y: 80)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10)) == nil)
        badge.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 10)) === root)
    }

    @Test func foundationAndUIKitSpellingsResolve() {
        let resource: LocalizedStringResource = "Delete \(3) items"
        #expect(String(localized: resource) == "Delete 3 items")
        #expect(html(Text(resource)) == html(Text(verbatim: "Delete 3 items")))
        #expect(UITraitCollection(activeAppearance: .inactive).activeAppearance == .inactive)
        #expect(!ProcessInfo.processInfo.isiOSAppOnMac && !ProcessInfo.processInfo.isMacCatalystApp)
        #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil) == UIColor(named: "Brand"))
        let timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick"), userInfo: nil, repeats: true)
        #expect(timer.timeInterval == 1)
        #expect(UIImage(systemName: "star")?.isSymbolImage == true && UIImage(named: "photo")?.isSymbolImage == false)
        #expect(UIScreen.main.fixedCoordinateSpace.bounds == UIScreen.main.bounds)
        #expect(UIWindow().debugDescription.hasPrefix("<UIWindow"))
    }

    /// An image context is current between its begin and end, and gives an (empty) image.
    @Test func imageContextsOpenAndClose() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        #expect(UIGraphicsGetCurrentContext() != nil && UIGraphicsGetImageFromCurrentImageContext() != nil)
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsEndImageContext()
    }

    private struct FamilyLabel: View {
        @Environment(\.widgetFamily) var family
        var body: some View { Text("family:\(family.description)") }
    }

    /// A widget's view reads its family and draws its container background.
    @Test func widgetViewsReadTheirFamily() {
        #expect(html(FamilyLabel()).contains("family:systemSmall"))
        #expect(html(FamilyLabel().environment(\.widgetFamily, .systemMedium)).contains("family:systemMedium"))
        #expect(html(Text("W").containerBackground(.red, for: .widget)) == html(Text("W").background(.red)))
        struct Entry: TimelineEntry { let date: Date }
        let timeline = Timeline(entries: [Entry(date: .distantPast)], policy: .atEnd)
        #expect(timeline.entries.count == 1 && timeline.policy == .atEnd && timeline.entries[0].relevance == nil)
        WidgetCenter.shared.reloadAllTimelines()
    }

    private final class SceneDelegate: UIWindowSceneDelegate {
        var window: UIWindow?
    }

    /// Views and controllers are responders, as in UIKit: an extension of `UIResponder` reaches
    /// both, and the chain runs from a view through its superviews.
    @Test func viewsAndControllersAreResponders() {
        let window = UIWindow(), container = UIView(), leaf = UIView()
        window.addSubview(container)
        container.addSubview(leaf)
        var chain: [UIResponder] = []
        var responder: UIResponder? = leaf
        while let current = responder { chain.append(current); responder = current.next }
        #expect(chain.count == 3 && chain.last === window)
        let responders: [UIResponder] = [UIViewController(), UIView()]
        #expect(responders.allSatisfy { !$0.isFirstResponder && !$0.accessibilityPerformEscape() })
        let delegate = SceneDelegate()
        delegate.window = window
        #expect(delegate.window === window)
    }

    final class Model: ObservableObject { @Published var count = 0 }

    /// An object's will-change publisher is a Combine publisher: `sink` hears each change.
    @Test func objectWillChangeIsAPublisher() {
        let model = Model()
        var changes = 0
        let subscription = model.objectWillChange.sink { changes += 1 }
        model.count = 1
        model.count = 2
        #expect(changes == 2)
        subscription.cancel()
        model.count = 3
        #expect(changes == 2)
    }
}
