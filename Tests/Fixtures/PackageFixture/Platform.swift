// Platform switches as component packages write them: one branch per UI framework.
import SwiftUI
#if canImport(UIKit)
import UIKit
/// The platform's color type.
public typealias PlatformColor = UIColor
#elseif canImport(AppKit)
import AppKit
public typealias PlatformColor = NSColor
#endif

enum Screen {
    /// The width of the main screen, as packages ask for it.
    static var width: CGFloat {
        #if os(iOS)
        return UIScreen.main.bounds.width
        #else
        return NSScreen.main?.frame.width ?? 0
        #endif
    }

    static var edgeInsets: UIEdgeInsets {
        UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
    }
}

extension Color {
    /// The toast's accent, made from the platform color type.
    static let toastAccent = Color(PlatformColor.systemOrange)
}
