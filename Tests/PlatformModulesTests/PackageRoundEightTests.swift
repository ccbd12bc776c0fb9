import Foundation
import PackageFixture
import PackageFixtureSwift6
import StrataHTML
import SwiftUI
import Testing
import UIKit

/// The API the eighth corpus round added (docs/compatibility.md, "Eighth round").
@MainActor @Suite struct PackageRoundEightTests {
    // MARK: Sendable wrappers

    /// Compiles only for a `Sendable` value (the check is the compiler's); returns the value's type name.
    private func sendable<T: Sendable>(_ value: T) -> String { String(describing: T.self) }

    @Test func bindingsAndAppStorageAreSendableWhenTheirValueIs() {
        #expect(sendable(Binding.constant(1)) == "Binding<Int>")
        #expect(sendable(AppStorage(wrappedValue: true, "flag")) == "AppStorage<Bool>")
    }

    @Test func theSwift6FixtureKeepsAppStorageInAStaticLet() {
        #expect(onboardingStartsIncomplete())
        #expect(EnvironmentValues().equalHeight.wrappedValue == nil)
    }

    // MARK: Scrolling

    private struct BounceReader: View {
        @Environment(\.verticalScrollBounceBehavior) var vertical
        @Environment(\.horizontalScrollBounceBehavior) var horizontal
        var body: some View {
            Text("v:\(vertical == .basedOnSize ? "size" : "auto") h:\(horizontal == .always ? "always" : "auto")")
        }
    }

    @Test func scrollBounceBehaviorIsSetPerAxis() {
        #expect(html(BounceReader()).contains("v:auto h:auto"))
        #expect(html(BounceReader().scrollBounceBehavior(.basedOnSize)).contains("v:size h:auto"))
        #expect(html(BounceReader().scrollBounceBehavior(.always, axes: .horizontal)).contains("v:auto h:always"))
        // The anchor roles are kept for API parity: the content renders unchanged.
        #expect(html(Text("x").defaultScrollAnchor(.bottom, for: .initialOffset)) == html(Text("x")))
    }

    @Test func scenePaddingIsTheDefaultPadding() {
        #expect(html(Text("a").scenePadding()) == html(Text("a").padding()))
        #expect(html(Text("a").scenePadding(.minimum, edges: .horizontal)) == html(Text("a").padding(.horizontal)))
    }

    // MARK: Shape style levels

    @Test func theBackgroundsSecondLevelIsTheSecondaryBackground() {
        let environment = EnvironmentValues()
        #expect(BackgroundStyle().secondary._paint(in: environment) == UIColor.secondarySystemBackground.color._paint(in: environment))
        #expect(BackgroundStyle().quaternary._paint(in: environment) == UIColor.systemBackground.color._paint(in: environment))
    }

    @Test func otherStylesLevelsAreDrawnFainter() {
        let environment = EnvironmentValues()
        #expect(Color.red.secondary._paint(in: environment) == .opacity(.color(.red), 0.6))
        #expect(Color.red.tertiary._paint(in: environment) == .opacity(.color(.red), 0.3))
        // The foreground's own levels stay hierarchical.
        #expect(HierarchicalShapeStyle.primary.secondary._paint(in: environment) == .hierarchical(1))
        #expect(html(Rectangle().fill(.background.secondary)).contains("secondaryBackground"))
    }

    // MARK: Color literals

    @Test func aColorLiteralIsAUIColorUnlessAskedOtherwise() {
        let literal = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(type(of: literal) == UIColor.self)
        #expect(literal.color == Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        let color: Color = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(color == Color(red: 0, green: 0, blue: 1))
        let appKitColor: NSColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        #expect(appKitColor.color == Color(red: 0, green: 1, blue: 0))
        #expect(IndicatorPalette.colors == IndicatorPalette.uiColors.map(\.color))
        #expect(IndicatorPalette.colors.count == 2)
    }

    // MARK: UIKit

    @Test func propertyUpdatesRunOnceWhenMarked() {
        let view = KeyWindowGradientView()
        view.updatePropertiesIfNeeded()
        #expect(view.propertyUpdates == 1)
        view.updatePropertiesIfNeeded()
        #expect(view.propertyUpdates == 1)
        view.setNeedsUpdateProperties()
        view.updatePropertiesIfNeeded()
        #expect(view.propertyUpdates == 2)
    }

    @Test func makingAWindowKeyPostsTheKeyWindowNotifications() {
        let view = KeyWindowGradientView()
        view.startObservingKeyWindow()
        final class Senders: @unchecked Sendable { var objects: [AnyObject] = [] }
        let resignedSenders = Senders()
        let token = NotificationCenter.default.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) {
            if let window = $0.object { resignedSenders.objects.append(window as AnyObject) }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let first = UIWindow(), second = UIWindow()
        first.makeKey()
        second.makeKey()
        second.makeKey()   // already key: nothing posted
        #expect(view.keyWindowChanges == 2)
        #expect(resignedSenders.objects.count == 1 && resignedSenders.objects.first === first)
    }

    private final class ConstrainedView: UIView {
        var constraintUpdates = 0
        override func updateConstraints() {
            constraintUpdates += 1
            super.updateConstraints()
        }
    }

    @Test func constraintUpdatesRunWhenMarkedAndReachSubviews() {
        let parent = ConstrainedView(), child = ConstrainedView()
        parent.addSubview(child)
        parent.updateConstraintsIfNeeded()
        #expect(parent.constraintUpdates == 1 && child.constraintUpdates == 1)
        parent.updateConstraintsIfNeeded()
        #expect(parent.constraintUpdates == 1)
        child.setNeedsUpdateConstraints()
        parent.updateConstraintsIfNeeded()
        #expect(parent.constraintUpdates == 1 && child.constraintUpdates == 2)
    }

    @Test func keyboardFramesTravelAsNSValues() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame),
                                        UIResponder.keyboardAnimationDurationUserInfoKey: 0.25]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
    }

    @Test func sendActionFindsNoResponderOnAServer() {
        #expect(!UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
    }

    @Test func aPageControlKeepsItsImagesStylesAndProgress() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 7
        #expect(control.currentPage == 2)
        let star = UIImage(systemName: "star")
        control.preferredIndicatorImage = star
        control.setIndicatorImage(UIImage(systemName: "circle"), forPage: 1)
        #expect(control.indicatorImage(forPage: 1) == UIImage(systemName: "circle"))
        #expect(control.indicatorImage(forPage: 0) == star)
        #expect(control.currentPageIndicatorImage(forPage: 0) == nil)
        #expect(control.size(forNumberOfPages: 3).width == 78)

        let timer = UIPageControlTimerProgress(preferredDuration: 2)
        timer.setDuration(5, forPage: 1)
        #expect(timer.duration(forPage: 1) == 5 && timer.duration(forPage: 0) == 2)
        timer.resumeTimer()
        #expect(timer.isRunning)
        timer.pauseTimer()
        #expect(!timer.isRunning)
        timer.currentProgress = 3
        #expect(timer.currentProgress == 1)
    }

    @Test func theFixturePageIndicatorConfiguresItsControl() {
        let page = html(ProgressPageIndicator(total: 4, selection: 1, pageDuration: 3).frame(width: 100, height: 30))
        // A page control has no SwiftUI counterpart: like any such UIKit view, it draws nothing.
        #expect(page.isEmpty)
        let card = html(IndicatorCard(title: "Welcome aboard"))
        #expect(card.contains("Welcome aboard"))
        #expect(card.contains("secondaryBackground"))
    }

    // MARK: Text renderers

    @Test func anEstimatedLayoutBreaksLinesAndSlicesGlyphs() {
        let layout = Text.Layout(_estimating: Text("Hello world\nBye"), in: CGSize(width: 60, height: 200))
        // 60 points hold six 9.35-point characters: "Hello " wraps before "world".
        #expect(layout.count == 3)
        let runs = layout.map { line in line.map { run in run.map { String(describing: $0.indices) } } }
        #expect(runs[2] == [["0..<1", "1..<2", "2..<3"]])
        #expect(layout[1].typographicBounds.width > layout[2].typographicBounds.width)
        #expect(layout[0].typographicBounds.origin.y < layout[1].typographicBounds.origin.y)
        let proxy = TextProxy(_text: Text("abc"))
        #expect(proxy.sizeThatFits(.unspecified).width == 3 * 17 * 0.55)
    }

    @Test func aRendererRunByHandDrawsEveryGlyphIntoACanvas() {
        let page = html(Canvas { context, size in
            OutlinedTextRenderer().draw(layout: Text.Layout(_estimating: Text("Hi\nyo"), in: size), in: &context)
        }.frame(width: 200, height: 80))
        for glyph in ["H", "i", "y", "o"] { #expect(page.contains(">\(glyph)<")) }
    }

    @Test func aTextWithARendererRendersAsItIs() {
        #expect(html(LiftedCaption("Lifted")).contains("Lifted"))
        #expect(html(Text("Plain").textRenderer(OutlinedTextRenderer())) == html(Text("Plain")))
    }

    // MARK: UIKit previews

    @Test func aPreviewBodyShowsAReturnedViewControllerOrView() {
        let controller = html(_PreviewBody(UIHostingController(rootView: Text("Hosted preview"))))
        #expect(controller.contains("Hosted preview"))
        let label = UILabel()
        label.text = "Label preview"
        #expect(html(_PreviewBody(label)).contains("Label preview"))
        #expect(html(_PreviewBody(Text("Count 3"))).contains("Count 3"))
    }
}
