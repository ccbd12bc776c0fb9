import AppKit
import StrataTesting
import SwiftUI
import Testing
import UIKit

private struct HostedLabel: UIViewControllerRepresentable {
    let text: String
    func makeUIViewController(context: Context) -> UIHostingController<Text> {
        UIHostingController(rootView: Text(text))
    }
    func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
}

private struct Spinner: NSViewRepresentable {
    let animating: Bool
    func makeNSView(context: Context) -> NSProgressIndicator {
        let indicator = NSProgressIndicator()
        indicator.style = .spinning
        if animating { indicator.startAnimation(nil) }
        return indicator
    }
    func updateNSView(_ nsView: NSProgressIndicator, context: Context) {}
}

private struct Backdrop: NSViewRepresentable {
    func makeNSView(context: Context) -> NSVisualEffectView {
        let view = NSVisualEffectView()
        view.material = .hudWindow
        return view
    }
    func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
}

@MainActor @Suite struct PlatformNamesTests {
    @Test func linuxLooksLikeNeitherIOSNorMacOSButHasBothUIFrameworks() {
        var branches: [String] = []
        #if os(iOS)
        branches.append("iOS")
        #endif
        #if os(macOS)
        branches.append("macOS")
        #endif
        #if canImport(UIKit)
        branches.append("UIKit")
        #endif
        #if canImport(AppKit)
        branches.append("AppKit")
        #endif
        #if canImport(CoreGraphics)
        branches.append("CoreGraphics")
        #endif
        #expect(branches == ["UIKit", "AppKit", "CoreGraphics"])
    }

    @Test func hostingControllersEstimateTheSizeOfTheirView() {
        let fixed = UIHostingController(rootView: Text("Hi").frame(width: 120, height: 30))
        #expect(fixed.sizeThatFits(in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)) == CGSize(width: 120, height: 30))
        #expect(fixed.sizeThatFits(in: CGSize(width: 50, height: 100)) == CGSize(width: 50, height: 30))
        let short = UIHostingController(rootView: Text("ab")).sizeThatFits(in: CGSize(width: 1000, height: 1000))
        let long = NSHostingController(rootView: Text("a much longer label")).sizeThatFits(in: CGSize(width: 1000, height: 1000))
        #expect(long.width > short.width)
    }

    @Test func aHostingControllerInAControllerRepresentableDrawsItsRootView() {
        #expect(html(HostedLabel(text: "From UIKit")).contains("From UIKit"))
    }

    @Test func appKitRepresentablesDrawTheirSwiftUICounterparts() {
        #expect(html(Spinner(animating: true)) != html(EmptyView()))
        #expect(html(Spinner(animating: false)) == html(EmptyView()))
        #expect(html(Backdrop()) == html(Rectangle().fill(.thickMaterial)))
    }

    @Test func materialsHaveTheirShortNames() {
        #expect(html(Rectangle().fill(Material.thin)) == html(Rectangle().fill(.thinMaterial)))
        #expect(html(Rectangle().fill(Material.ultraThick)) == html(Rectangle().fill(.ultraThickMaterial)))
        #expect(html(Rectangle().fill(Material.thin)) != html(Rectangle().fill(Material.thick)))
    }

    @Test func appKitColorsAreSwiftUIColors() {
        #expect(Color(NSColor.systemRed) == Color.red)
        #expect(Color(nsColor: .labelColor) == Color.primary)
        #expect(NSColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5).color == Color(red: 1, green: 0, blue: 0).opacity(0.5))
    }

    @Test func uiKitViewsKnowTheirSuperviewAndCompareByIdentity() {
        let parent = UIView(), child = UIScrollView()
        parent.addSubview(child)
        #expect(child.superview === parent)
        #expect(parent.subviews == [child])
        #expect(UIView() != UIView())
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(parent.subviews.isEmpty)
    }

    @Test func scrollViewsRecordOffsetsAndObservationsReportInitialValues() {
        let scrollView = UIScrollView()
        scrollView.contentSize = CGSize(width: 100, height: 900)
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
        #expect(scrollView.contentOffset.y == 40)
        var heights: [CGFloat] = []
        let observation = scrollView.observe(\.contentSize, options: [.initial, .new]) { view, change in
            heights.append(change.newValue?.height ?? -1)
        }
        #expect(heights == [900])
        observation.invalidate()
        #expect(UIApplication.shared.windows.isEmpty)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(UIDevice.current.orientation.isPortrait)
        #expect(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) != .zero)
        #expect(NSScreen.main?.frame.width == UIScreen.main.bounds.width)
    }

    @Test func attributedStringsCrossBetweenFoundationAndSwiftUI() {
        let bridged = AttributedString(NSAttributedString(string: "Hello"))
        #expect(String(bridged.characters) == "Hello")
        #expect(NSAttributedString(AttributedString("World")).string == "World")
        #expect(html(Text(bridged)).contains("Hello"))
    }

    @Test func scopedAnimationBodiesModifyTheContent() {
        let output = html(Text("Faded").animation(.linear) { $0.opacity(0.5) })
        #expect(output == html(Text("Faded").opacity(0.5).animation(.linear)))
        #expect(output != html(Text("Faded")))
    }

    @Test func disabledGesturesAreNotAttached() {
        let none: TapGesture? = nil
        #expect(none._tapAction == nil)
        var taps = 0
        let enabled = Text("Tap").gesture(TapGesture().onEnded { taps += 1 }, isEnabled: true)
        let disabled = Text("Tap").gesture(TapGesture().onEnded { taps += 1 }, isEnabled: false)
        #expect(html(enabled) != html(disabled))
        #expect(html(disabled) == html(Text("Tap")))
    }
}

@MainActor @Suite struct HostingViewLifetimeTests {
    private struct Wrapped: UIViewRepresentable {
        let view: UIView
        func makeUIView(context: Context) -> UIView { view }
        func updateUIView(_ uiView: UIView, context: Context) {}
    }

    @Test func aHostingViewDrawsItsRootViewWhileItsControllerLives() {
        let controller = UIHostingController(rootView: Text("Hosted"))
        let view: UIView = controller.view
        #expect(html(Wrapped(view: view)).contains("Hosted"))
        controller.rootView = Text("Changed")
        #expect(html(Wrapped(view: view)).contains("Changed"))
    }

    @Test func aHostingViewOutlivingItsControllerDrawsNothing() throws {
        var view: UIView?
        do {
            let controller = UIHostingController(rootView: Text("Gone"))
            view = controller.view
        }
        let orphan = try #require(view)
        #expect(html(Wrapped(view: orphan)) == html(EmptyView()))
    }
}

@MainActor @Suite struct AppKitImageTests {
    @Test func appKitImagesDrawAsTheirNamesAndSymbols() throws {
        let symbol = try #require(NSImage(systemSymbolName: "star.fill", accessibilityDescription: nil))
        #expect(html(Image(nsImage: symbol)) == html(Image(systemName: "star.fill")))
        let named = try #require(NSImage(named: "logo"))
        #expect(html(Image(nsImage: named)) == html(Image("logo")))
        #expect(NSImage(named: "") == nil)
        #expect(html(Image(nsImage: NSImage(size: CGSize(width: 4, height: 4)))) != html(Image("logo")))
    }
}
