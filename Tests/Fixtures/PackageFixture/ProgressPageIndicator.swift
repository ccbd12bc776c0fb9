// A page indicator the way pager and loading-bar packages write one: a UIKit page control with
// per-page images and an auto-advancing timer, wrapped for SwiftUI; a palette of color literals
// (a `[UIColor]` by default) mapped to SwiftUI colors; a card on the background's second level in
// a scroll view that bounces only when it must; a key-window observer; and a UIKit #Preview.
import SwiftUI
import UIKit

/// The indicator's palette, written as Xcode's color swatches.
public enum IndicatorPalette {
    public static let uiColors = [
        #colorLiteral(red: 0.2980392157, green: 0.8509803922, blue: 0.3921568627, alpha: 1),
        #colorLiteral(red: 0, green: 0.4784313725, blue: 1, alpha: 1),
    ]
    public static let colors = uiColors.map(Color.init)
}

/// A page control that advances on its own every `pageDuration` seconds.
public struct ProgressPageIndicator: UIViewRepresentable {
    public var total: Int
    public var selection: Int
    public var pageDuration: TimeInterval?

    public init(total: Int, selection: Int, pageDuration: TimeInterval? = nil) {
        self.total = total
        self.selection = selection
        self.pageDuration = pageDuration
    }

    public func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = total
        if let pageDuration {
            let progress = UIPageControlTimerProgress(preferredDuration: pageDuration)
            progress.resetsToInitialPageAfterEnd = true
            control.progress = progress
        }
        control.setCurrentPageIndicatorImage(UIImage(systemName: "star.fill"), forPage: 0)
        control.setIndicatorImage(UIImage(systemName: "star"), forPage: 0)
        return control
    }

    public func updateUIView(_ control: UIPageControl, context: Context) {
        control.numberOfPages = total
        control.currentPage = selection
        control.hidesForSinglePage = true
        control.backgroundStyle = .prominent
        control.allowsContinuousInteraction = false
        control.currentPageIndicatorTintColor = IndicatorPalette.uiColors[1]
        if let timer = control.progress as? UIPageControlTimerProgress, !timer.isRunning {
            timer.resumeTimer()
        }
    }
}

/// A card of onboarding text on the background's second level.
public struct IndicatorCard: View {
    public let title: String
    public init(title: String) { self.title = title }

    public var body: some View {
        ScrollView {
            Text(title)
                .scenePadding()
                .background(.background.secondary)
        }
        .scrollBounceBehavior(.basedOnSize)
        .defaultScrollAnchor(.center, for: .alignment)
    }
}

/// A loading-bar view that redraws its gradient when the key window changes (iOS 26 style).
public final class KeyWindowGradientView: UIView {
    public private(set) var propertyUpdates = 0
    public private(set) var keyWindowChanges = 0
    private var observer: NSObjectProtocol?

    public func startObservingKeyWindow() {
        observer = NotificationCenter.default.addObserver(
            forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyWindowChanges += 1 }
        }
    }

    public override func updateProperties() {
        super.updateProperties()
        propertyUpdates += 1
    }
}

#Preview {
    let controller = UIViewController()
    let indicator = UIPageControl()
    indicator.numberOfPages = 3
    controller.view.addSubview(indicator)
    return controller
}
