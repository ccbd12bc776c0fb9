import CoreGraphics
import SwiftUI
import Testing

@MainActor @Suite struct GeometryAndPathTests {
    @Test func cStyleGeometryFunctionsMakeTheirValues() {
        #expect(CGPointMake(1, 2) == CGPoint(x: 1, y: 2))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
        #expect(CGRectMake(0, 0, 10, 20) == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(CGRectGetMidX(CGRectMake(0, 0, 10, 20)) == 5)
        #expect(CGRectContainsPoint(CGRectMake(0, 0, 10, 20), CGPointMake(5, 5)))
    }

    @Test func aStrokedLineIsABandAsWideAsTheLine() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let band = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(band.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 2)).isEmpty)
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func capsExtendTheOpenEnds() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0))
        line.addLine(to: CGPoint(x: 10, y: 0))
        let square = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square)).boundingRect
        #expect(square.minX == -1 && square.maxX == 11)
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).boundingRect
        #expect(abs(round.minX + 1) < 1e-9 && abs(round.maxX - 11) < 1e-9)
    }

    @Test func strokedArcsStayWithinTheirOuterRadius() {
        var arc = Path()
        arc.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
        let outline = arc.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect
        #expect(outline.maxX <= 32.001 && outline.minX >= 7.999)
        #expect(outline.width > 20)
    }

    @Test func anExplicitlyTypedBuilderClosureWithReturnBuildsItsPath() {
        let view = Group { () -> Path in
            var path = Path()
            path.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
            return path
        }
        #expect(view.content.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func cgPathBridgesBack() {
        let path = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(path.cgPath.boundingBox == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path(path.cgPath) == path)
    }
}

@MainActor @Suite struct PathTrimmingTests {
    private var corner: Path {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        return path
    }

    @Test func trimmingKeepsThePartBetweenTheFractions() {
        let firstHalf = corner.trimmedPath(from: 0, to: 0.5)
        #expect(firstHalf.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 0))
        let middle = corner.trimmedPath(from: 0.25, to: 0.75)
        #expect(middle.boundingRect == CGRect(x: 5, y: 0, width: 5, height: 5))
        #expect(corner.trimmedPath(from: 0.6, to: 0.4).isEmpty)
        #expect(corner.trimmedPath(from: -1, to: 2).boundingRect == corner.boundingRect)
    }

    @Test func forEachVisitsEveryElement() {
        var kinds: [String] = []
        corner.forEach { element in
            switch element {
            case .move: kinds.append("move")
            case .line: kinds.append("line")
            default: kinds.append("other")
            }
        }
        #expect(kinds == ["move", "line", "line"])
    }
}

@MainActor @Suite struct MediaTimeTests {
    @Test func mediaTimeIsAMonotonicClockInSeconds() {
        let first = CACurrentMediaTime()
        Thread.sleep(forTimeInterval: 0.02)
        let elapsed = CACurrentMediaTime() - first
        #expect(elapsed >= 0.02 && elapsed < 5)
    }
}
