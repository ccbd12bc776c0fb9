import SwiftUI

/// renaudjenny/SwiftClockUI (MIT): clock parts drawn as shapes, 200 x 200 points at 3x.
enum ClockCases {
    static let repository = "renaudjenny/SwiftClockUI"

    static var all: [FidelityCase] {
        [
            FidelityCase(
                "SwiftClockUI/three-circles", source: repository + " Tests/SwiftClockUITests/Extensions/Path+CircleTests.swift testCenter",
                width: 200, height: 200
            ) {
                ThreeCircles().stroke().padding()
            },
            FidelityCase(
                "SwiftClockUI/classic-border", source: repository + " Tests/SwiftClockUITests/Elements/Borders/ClassicClockBorderTests.swift testClassicClockBorder",
                width: 200, height: 200
            ) {
                Circle().strokeBorder(lineWidth: 2).padding()
            },
        ]
    }
}

/// Three circles a third of the rect's radius across: left, right, and above the middle.
private struct ThreeCircles: Shape {
    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 / 3
        let centers = [
            CGPoint(x: rect.minX + radius, y: rect.midY),
            CGPoint(x: rect.maxX - radius, y: rect.midY),
            CGPoint(x: rect.midX, y: rect.midY - 2 * radius),
        ]
        var path = Path()
        for center in centers {
            path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        }
        return path
    }
}
