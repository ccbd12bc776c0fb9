import Foundation
import PackageFixture
import StrataHTML
import SwiftUI
import Testing
import UIKit
import simd

@MainActor @Suite struct PackageRoundSixFixtureTests {
    @Test func theFlipRotatesAboutTheViewsCenter() {
        let flip = FlipEffect(angle: .degrees(180), axis: [0, 1, 0])
        let m = flip.matrix(size: CGSize(width: 100, height: 40))
        // Half a turn about the vertical axis through the center mirrors x about 50.
        let corner = m * simd_double4(0, 0, 0, 1)
        #expect(abs(corner.x - 100) < 1e-9 && abs(corner.y) < 1e-9)
        let center = m * simd_double4(50, 20, 0, 1)
        #expect(abs(center.x - 50) < 1e-9 && abs(center.y - 20) < 1e-9)
        let transform = flip.effectValue(size: CGSize(width: 100, height: 40))
        #expect(abs(transform.m11 + 1) < 1e-9)
    }

    @Test func thePressEffectScalesThroughTheUnderscoredEffect() {
        let pressed = html(Text("Tap").modifier(PressDown(isPressed: true)))
        let resting = html(Text("Tap").modifier(PressDown(isPressed: false)))
        #expect(pressed.contains("scale(0.95"))
        #expect(!resting.contains("scale("))
    }

    @Test func theOverlayWindowLetsTouchesThroughTransparentContent() {
        let window = SamplingOverlayWindow(windowScene: UIWindowScene())
        #expect(window.windowLevel == .alert)
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        window.show(Text("Saved"), ignoresSafeArea: true)
        let host = window.rootViewController as? UIHostingController<Text>
        #expect(host?.safeAreaRegions.isEmpty == true)
        // The root view is installed filling the window, as UIKit installs it.
        #expect(host?.view.superview === window)
        #expect(host?.view.frame == window.bounds)
        // A server draws no pixels, so the sampled pixel is transparent and the touch goes through.
        #expect(window.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    }

    @Test func readableTextColorsFollowLuminance() {
        #expect(readableTextColor(on: .white) == .black)
        #expect(readableTextColor(on: Color(red: 0.1, green: 0.1, blue: 0.3)) == .white)
    }

    @Test func measurementsAreWrittenWithTheirUnitSymbol() {
        let angle = Measurement<UnitAngle>(value: 45.4, unit: .degrees)
        let narrow = angle.formatted(.measurement(width: .narrow, numberFormatStyle: .number.precision(.fractionLength(0))))
        #expect(narrow == "45°")
        let length = Measurement<UnitLength>(value: 2, unit: .meters)
        #expect(length.formatted(.measurement(width: .abbreviated)) == "2 m")
    }

    @Test func aDispatchQueueRunsScheduledWorkLater() async {
        let queue = DispatchQueue(label: "round-six")
        let start = Date()
        let elapsed: TimeInterval = await withCheckedContinuation { continuation in
            queue.schedule(after: queue.now.advanced(by: .milliseconds(50)), tolerance: 0.016) {
                continuation.resume(returning: Date().timeIntervalSince(start))
            }
        }
        #expect(elapsed >= 0.045)
        #expect(NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
    }

    @Test func anglesAccumulateInPlace() {
        var velocity = Angle.degrees(10)
        velocity += .degrees(20)
        velocity *= 2
        #expect(abs(velocity.degrees - 60) < 1e-9)
    }

    @Test func mirroringFollowsTheLayoutDirection() {
        let view = Rectangle().flipsForRightToLeftLayoutDirection(true)
        #expect(html(view.environment(\.layoutDirection, .rightToLeft)).contains("scale(-1"))
        #expect(!html(view).contains("scale(-1"))
        var values = EnvironmentValues()
        #expect(values.backgroundMaterial == nil)
        values.backgroundMaterial = .thin
        #expect(values.backgroundMaterial != nil)
    }
}

@MainActor @Suite struct WindowRootViewTests {
    @Test func aWindowInstallsItsRootControllersView() {
        let window = UIWindow(windowScene: UIWindowScene())
        let controller = UIViewController(nibName: nil, bundle: nil)
        window.rootViewController = controller
        #expect(window.subviews.count == 1)
        #expect(controller.view.superview === window)
        #expect(controller.view.frame == window.bounds)
        window.rootViewController = nil
        #expect(window.subviews.isEmpty)
    }
}
