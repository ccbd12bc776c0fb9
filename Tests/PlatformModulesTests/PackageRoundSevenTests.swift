import Foundation
import PackageFixture
import StrataHTML
import SwiftUI
import Testing
import UIKit
import simd

@MainActor @Suite struct PackageRoundSevenTests {
    // MARK: Path's string form

    @Test func aPathDescribesItselfAsSwiftUIDoes() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0.5))
        path.addQuadCurve(to: CGPoint(x: 20, y: 20), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 30), control1: CGPoint(x: 10, y: 25), control2: CGPoint(x: 5, y: 28))
        path.closeSubpath()
        #expect(path.description == "0 0 m 10 0.5 l 15 5 20 20 q 10 25 5 28 0 30 c h")
        #expect(Path(path.description) == path)
        #expect(Path("")?.isEmpty == true)
    }

    @Test func aStringThatIsNotAPathGivesNil() {
        #expect(Path("0 0 m 10 l") == nil)       // a line needs two numbers
        #expect(Path("0 0 m 1 2 3 l") == nil)    // one too many
        #expect(Path("0 0 m 5 5 z") == nil)      // unknown operator
        #expect(Path("0 0 m 5") == nil)          // numbers left at the end
        #expect(Path("nan 0 m") == nil)
    }

    // MARK: Stroked shapes

    @Test func aStrokeIsAShapeThatCanBeFilled() {
        let stroked = Circle().stroke(lineWidth: 4)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        // The stroke's outline covers the rim and not the center.
        #expect(stroked.path(in: rect).contains(CGPoint(x: 10, y: 1)))
        #expect(!stroked.path(in: rect).contains(CGPoint(x: 10, y: 10)))
        // Drawn as it is, it stays a native stroke; filled, it is the outline filled.
        let plain = html(Circle().stroke(lineWidth: 4).frame(width: 20, height: 20))
        let filled = html(Circle().stroke(lineWidth: 4).fill(Color.red).frame(width: 20, height: 20))
        #expect(plain.contains("outline:4px solid"))
        #expect(!filled.contains("outline:4px"))
        #expect(filled.contains("<path"))
        #expect(filled.contains("red") || filled.contains("255, 59, 48") || filled.contains("#ff3b30") || filled.contains("FF3B30"))
    }

    @Test func theFixtureTooltipDrawsItsDashedBorderAsAFilledOutline() {
        let page = html(TooltipBubble("Tap to edit").frame(width: 120, height: 40))
        #expect(page.contains("Tap to edit"))
        #expect(occurrences(of: "<path", in: page) + occurrences(of: "<svg", in: page) >= 2)
    }

    // MARK: simd matrices

    @Test func threeByThreeMatricesInvertAndMultiply() {
        let m = simd_double3x3(rows: [[2, 0, 1], [0, 3, 0], [1, 0, 1]])
        #expect(m[2][0] == 1 && m[0][2] == 1 && m[1][1] == 3)
        #expect(abs(m.determinant - 3) < 1e-12)
        let identity = m * m.inverse
        for column in 0..<3 {
            for row in 0..<3 { #expect(abs(identity[column][row] - (column == row ? 1 : 0)) < 1e-12) }
        }
        #expect(m * simd_double3(1, 1, 1) == simd_double3(3, 3, 2))
        #expect(matrix_identity_float3x3 * simd_float3(4, 5, 6) == simd_float3(4, 5, 6))
        #expect(simd_transpose(m) == m)
    }

    @Test func twoColumnMatricesHoldPointsAsRows() {
        let points = simd_float2x3(rows: [[1, 2], [3, 4], [5, 6]])
        #expect(points.columns.0 == simd_float3(1, 3, 5) && points.columns.1 == simd_float3(2, 4, 6))
        let swapFirstTwo = simd_float3x3(rows: [[0, 1, 0], [1, 0, 0], [0, 0, 1]])
        let swapped = swapFirstTwo * points
        #expect(swapped.columns.0 == simd_float3(3, 1, 5))
        let four = simd_double2x4(rows: [[1, 0], [0, 1], [1, 1], [2, 2]])
        #expect(matrix_identity_double4x4 * four == four)
        #expect(four * simd_double2(1, 2) == simd_double4(1, 2, 3, 6))
    }

    @Test func theFixtureCutsBezierCurvesWithMatrices() {
        // The first half of a quadratic curve: control halfway to the original control, end at the midpoint.
        let half = CurveSegment.quadratic(from: .zero, control: CGPoint(x: 10, y: 20), to: CGPoint(x: 20, y: 0),
                                          start: 0, end: 0.5)
        #expect(abs(half.control.x - 5) < 1e-4 && abs(half.control.y - 10) < 1e-4)
        #expect(abs(half.end.x - 10) < 1e-4 && abs(half.end.y - 10) < 1e-4)
        // The whole cubic curve ends where it ends.
        let end = CurveSegment.cubicEnd(from: .zero, CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10), to: CGPoint(x: 10, y: 0),
                                        start: 0, end: 1)
        #expect(abs(end.x - 10) < 1e-4 && abs(end.y) < 1e-4)
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 20))
        #expect(CurveSegment.restored(path) == path)
    }

    // MARK: UIKit names

    @Test func accessibilityReadsTheServerDefaults() {
        #expect(UIAccessibility.isVoiceOverRunning == EnvironmentValues().accessibilityVoiceOverEnabled)
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
        #expect(UIAccessibility.Notification.screenChanged != .layoutChanged)
        let announcement = TooltipBubble.announcement("Saved")
        #expect(announcement.string == "Saved")
        let priority = announcement.attribute(.accessibilitySpeechAnnouncementPriority, at: 0, effectiveRange: nil) as? String
        #expect(priority == UIAccessibilityPriority.high.rawValue)
        #expect(announcement.attribute(.accessibilitySpeechQueueAnnouncement, at: 0, effectiveRange: nil) as? Bool == false)
    }

    @Test func noObjectRespondsToASelectorWithoutTheObjectiveCRuntime() {
        let object = NSObject()
        #expect(!object.responds(to: Selector("description")))
        #expect(object.perform(Selector("description")) == nil)
        #expect(!TooltipBubble.hasVariableBlur)
        #expect(UIImage(systemName: "star")?.cgImage == nil)
        object.setValue(4, forKey: "inputRadius")
        #expect(object.value(forKey: "inputRadius") == nil)
    }

    @Test func touchesOutsideThePopupGoThroughAndInsideAreSwallowed() {
        let controller = PassthroughHostingController(rootView: Text("Popup"))
        controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let popup = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        controller.view.addSubview(popup)
        let outside = UITouch(location: CGPoint(x: 10, y: 10), in: controller.view)
        let inside = UITouch(location: CGPoint(x: 5, y: 5), in: popup)
        #expect(inside.location(in: controller.view) == CGPoint(x: 105, y: 105))
        #expect(outside.location(in: popup) == CGPoint(x: -90, y: -90))
        controller.touchesBegan([outside], with: UIEvent(touches: [outside]))
        controller.touchesBegan([inside], with: UIEvent(touches: [inside]))
        controller.touchesEnded([outside], with: nil)
        #expect(controller.forwardedEvents == 2)
        #expect(UIEvent(touches: [inside]).touches(for: popup) == [inside])
        #expect(UIEvent().allTouches == nil)
    }
}
