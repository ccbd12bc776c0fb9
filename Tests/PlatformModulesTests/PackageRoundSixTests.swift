import CoreGraphics
import Foundation
import StrataHTML
import SwiftUI
import Testing
import UIKit
import AppKit

/// A modifier that sets its default animation through `ViewModifier.transaction(_:)`.
private struct Highlight: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).background(Color.yellow)
    }
}

@MainActor @Suite struct PackageRoundSixTests {
    @Test func colorComponentsComeOutThroughPointers() {
        var red: CGFloat = -1, green: CGFloat = -1, blue: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.6) < 1e-6 && abs(alpha - 0.5) < 1e-6)
        // A nil pointer skips a component.
        var onlyRed: CGFloat = 0
        UIColor(Color.white).getRed(&onlyRed, green: nil, blue: nil, alpha: nil)
        #expect(onlyRed == 1)
        var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: nil)
        #expect(abs(hue - 1.0 / 3) < 1e-6 && saturation == 1 && brightness == 1)
        var white: CGFloat = 0
        UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil)
        #expect(abs(white - 0.25) < 1e-3)
    }

    @Test func affineTransformFunctionsMatchTheMembers() {
        #expect(CGAffineTransformMakeTranslation(3, 4) == CGAffineTransform(translationX: 3, y: 4))
        #expect(CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3))
        #expect(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        let moved = CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), CGAffineTransformMakeTranslation(3, 4))
        #expect(moved == CGPoint(x: 4, y: 5))
        let concatenated = CGAffineTransformConcat(CGAffineTransformMakeScale(2, 2), CGAffineTransformMakeTranslation(1, 0))
        #expect(CGPoint(x: 1, y: 1).applying(concatenated) == CGPoint(x: 3, y: 2))
        let box = CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 2, height: 1), CGAffineTransformMakeRotation(.pi / 2))
        #expect(abs(box.width - 1) < 1e-9 && abs(box.height - 2) < 1e-9 && abs(box.minX + 1) < 1e-9)
    }

    @Test func colorSpacesAndBitmapContextsCheckTheirFormat() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(rgb.numberOfComponents == 3 && rgb.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: "no such space") == nil)
        var pixel = [UInt8](repeating: 0, count: 4)
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: rgb, bitmapInfo: info.rawValue)
        #expect(context?.width == 1 && context?.bytesPerRow == 4 && context?.alphaInfo == .premultipliedLast)
        // Rows shorter than the width need are refused, as Core Graphics refuses them.
        #expect(CGContext(data: nil, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                          space: rgb, bitmapInfo: info.rawValue) == nil)
        // Nothing is drawn: the pixel stays transparent.
        context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(pixel == [0, 0, 0, 0])
    }

    @Test func pathsHitTestWithEitherFillRule() {
        var ring = Path()
        ring.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ring.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(ring.contains(CGPoint(x: 1, y: 1)))
        #expect(ring.contains(CGPoint(x: 5, y: 5)))
        #expect(!ring.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(!ring.contains(CGPoint(x: 11, y: 5)))
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        #expect(circle.contains(CGPoint(x: 5, y: 5)))
        #expect(!circle.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(circle.contains(CGPoint(x: 25, y: 5), using: .winding, transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test func pathElementsArriveInOrderWithTheirPoints() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.closeSubpath()
        var seen: [String] = []
        path.cgPath.applyWithBlock { element in
            let e = element.pointee
            switch e.type {
            case .moveToPoint: seen.append("move \(e.points[0].x)")
            case .addLineToPoint: seen.append("line \(e.points[0].x)")
            case .addQuadCurveToPoint: seen.append("quad \(e.points[0].x) \(e.points[1].y)")
            case .addCurveToPoint: seen.append("curve")
            case .closeSubpath: seen.append("close")
            }
        }
        #expect(seen == ["move 0.0", "line 10.0", "quad 15.0 10.0", "close"])
        var count = 0
        path.cgPath.apply(info: &count) { info, _ in
            info?.assumingMemoryBound(to: Int.self).pointee += 1
        }
        #expect(count == 4)
    }

    @Test func aModifiersTransactionKeepsItsContent() {
        let modifier = Highlight().transaction { $0.animation = .easeIn }
        let page = html(Text("Boing").modifier(modifier))
        #expect(page.contains("Boing"))
        #expect(page.contains("padding"))
    }

    @Test func hostingControllersKeepTheirSafeAreaRegions() {
        let controller = UIHostingController(rootView: Text("Overlay"))
        #expect(controller.safeAreaRegions == .all)
        controller._disableSafeArea = true
        #expect(controller.safeAreaRegions.isEmpty)
        controller.safeAreaRegions = .all
        #expect(!controller._disableSafeArea)
    }

    @Test func anyViewErasesOnlyViews() {
        let erased = AnyView(_fromValue: Text("Tab") as Any)
        #expect(erased != nil)
        #expect(html(erased!).contains("Tab"))
        #expect(AnyView(_fromValue: 42) == nil)
    }

    @Test func appKitViewsHitTestTheirSubviewsFrontToBack() {
        let root = NSView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = NSView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = NSView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === front)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === back)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 5)) == nil)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === back)
        root.setAccessibilityLabel("Canvas")
        #expect(root.accessibilityLabel() == "Canvas")
    }

    @Test func theAppIsLaidOutLeftToRight() {
        switch UIApplication.shared.userInterfaceLayoutDirection {
        case .leftToRight: #expect(EnvironmentValues().layoutDirection == .leftToRight)
        case .rightToLeft: Issue.record("a page's default environment is left to right")
        }
    }
}
