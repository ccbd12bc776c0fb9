// An overlay window that lets touches through where its content is transparent, as toast and
// overlay packages write one: it samples the pixel under the touch through a 1×1 bitmap context,
// and reads a color's components to pick a readable text color.
import SwiftUI
import UIKit

extension UIView {
    /// The color of the pixel at `point`, drawn into a 1×1 bitmap.
    func sampledColor(at point: CGPoint) -> UIColor {
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        var pixel = [UInt8](repeating: 0, count: 4)
        let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: colorSpace, bitmapInfo: bitmapInfo.rawValue)
        context?.translateBy(x: -point.x, y: -point.y)
        if let context { layer.render(in: context) }
        return UIColor(red: CGFloat(pixel[0]) / 255, green: CGFloat(pixel[1]) / 255,
                       blue: CGFloat(pixel[2]) / 255, alpha: CGFloat(pixel[3]) / 255)
    }
}

/// A window above the app's that only takes touches on its visible content.
public final class SamplingOverlayWindow: UIWindow {
    public override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        windowLevel = .alert
    }

    public required init?(coder: NSCoder) { nil }

    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let root = rootViewController, let view = super.hitTest(point, with: event) else { return nil }
        if view == root.view {
            var alpha: CGFloat = 0
            view.sampledColor(at: point).getRed(nil, green: nil, blue: nil, alpha: &alpha)
            if alpha < 0.01 { return nil }
        }
        return view
    }

    /// Shows `content` in the window, clear of the safe area when `ignoresSafeArea` is true.
    public func show<Content: View>(_ content: Content, ignoresSafeArea: Bool) {
        let host = UIHostingController(rootView: content)
        host.view.backgroundColor = .clear
        if #available(iOS 16.4, *) {
            host.safeAreaRegions = ignoresSafeArea ? [] : .all
        } else {
            host._disableSafeArea = ignoresSafeArea
        }
        rootViewController = host
        isHidden = false
    }
}

/// Black or white, whichever reads better on `color`.
public func readableTextColor(on color: Color) -> Color {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0
    UIColor(color).getRed(&red, green: &green, blue: &blue, alpha: nil)
    return 0.299 * red + 0.587 * green + 0.114 * blue > 0.5 ? .black : .white
}
