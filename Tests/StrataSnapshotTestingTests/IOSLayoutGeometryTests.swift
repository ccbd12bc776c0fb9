import Foundation
import StrataSnapshotTesting
import SwiftUI
import Testing

/// SwiftUI primitives laid out by Chromium, held against the geometry iOS gives them (docs/layout.md
/// states each rule). Frames are in points from the canvas's top left, to within half a point.
@MainActor
@Suite("Layout geometry as iOS lays it out")
struct IOSLayoutGeometryTests {
    /// A spacer's layout priority is below every view's: the flexible rectangle takes the leftover
    /// height, each spacer keeps its 8-point minimum, and a stack puts no spacing beside a spacer.
    @Test(.requiresChromium) func aFlexibleViewTakesTheLeftoverHeightBeforeSpacers() throws {
        let view = VStack {
            Rectangle().frame(height: 64)
            Spacer()
            Rectangle()
            Spacer()
            Rectangle().frame(height: 64)
        }
        let boxes = try LaidOutBoxes.of(view, width: 100, height: 860, selector: ".s-shape")
        let expected = [
            CGRect(x: 0, y: 0, width: 100, height: 64),
            CGRect(x: 0, y: 72, width: 100, height: 716),
            CGRect(x: 0, y: 796, width: 100, height: 64),
        ]
        #expect(boxes.count == 3)
        for (box, want) in zip(boxes, expected) { #expect(isClose(box, want), "\(box) is not \(want)") }
    }

    @Test(.requiresChromium) func spacersBetweenTwoFlexibleViewsKeepOnlyTheirMinimum() throws {
        let view = VStack { Rectangle(); Spacer(); Spacer(); Spacer(); Rectangle() }
        let boxes = try LaidOutBoxes.of(view, width: 100, height: 400, selector: ".s-shape")
        #expect(boxes.count == 2)
        if boxes.count == 2 {
            #expect(isClose(boxes[0], CGRect(x: 0, y: 0, width: 100, height: 188)), "\(boxes[0])")
            #expect(isClose(boxes[1], CGRect(x: 0, y: 212, width: 100, height: 188)), "\(boxes[1])")
        }
    }

    @Test(.requiresChromium) func aRowGivesTheLeftoverWidthToTheFlexibleViewBeforeSpacers() throws {
        let view = HStack {
            Rectangle().frame(width: 64)
            Spacer()
            Rectangle()
            Spacer()
            Rectangle().frame(width: 64)
        }
        let boxes = try LaidOutBoxes.of(view, width: 400, height: 50, selector: ".s-shape")
        let expected = [
            CGRect(x: 0, y: 0, width: 64, height: 50),
            CGRect(x: 72, y: 0, width: 256, height: 50),
            CGRect(x: 336, y: 0, width: 64, height: 50),
        ]
        #expect(boxes.count == 3)
        for (box, want) in zip(boxes, expected) { #expect(isClose(box, want), "\(box) is not \(want)") }
    }

    /// Spacers alone share the leftover space; a stack with explicit spacing keeps it beside them.
    @Test(.requiresChromium) func spacersAloneShareTheSpaceAndExplicitSpacingStays() throws {
        let view = HStack(spacing: 10) {
            Rectangle().frame(width: 20)
            Spacer()
            Rectangle().frame(width: 20)
            Spacer()
            Rectangle().frame(width: 20)
        }
        let boxes = try LaidOutBoxes.of(view, width: 200, height: 20, selector: ".s-shape")
        // 200 - 60 - 4 * 10 = 100 for the two spacers, 50 each.
        let expected = [0, 90, 180].map { CGRect(x: $0, y: 0, width: 20, height: 20) }
        #expect(boxes.count == 3)
        for (box, want) in zip(boxes, expected) { #expect(isClose(box, want), "\(box) is not \(want)") }
    }

    /// A frame with only a maximum, inside a `ZStack`, is centered at its capped size.
    @Test(.requiresChromium) func aMaxOnlyFrameInAZStackIsCentered() throws {
        let view = ZStack {
            Circle().fill(.red.opacity(0.2))
            Circle().strokeBorder(.red)
            Circle().fill(.red).frame(maxWidth: 12, maxHeight: 12)
        }
        let boxes = try LaidOutBoxes.of(view, width: 32, height: 32, selector: ".s-shape")
        #expect(boxes.count == 3)
        if boxes.count == 3 {
            #expect(isClose(boxes[0], CGRect(x: 0, y: 0, width: 32, height: 32)), "\(boxes[0])")
            #expect(isClose(boxes[2], CGRect(x: 10, y: 10, width: 12, height: 12)), "\(boxes[2])")
        }
    }

    /// A shape's ideal size is 10 × 10 points: `fixedSize` keeps it, centered in a larger frame,
    /// and on one axis only the other axis still fills.
    @Test(.requiresChromium) func aFixedSizeShapeIsTenPointsSquare() throws {
        let view = VStack(spacing: 0) {
            Circle().fixedSize().frame(width: 30, height: 20)
            Rectangle().fixedSize(horizontal: true, vertical: false).frame(width: 30, height: 20)
        }
        let boxes = try LaidOutBoxes.of(view, width: 30, height: 40, selector: ".s-shape")
        #expect(boxes.count == 2)
        if boxes.count == 2 {
            #expect(isClose(boxes[0], CGRect(x: 10, y: 5, width: 10, height: 10)), "\(boxes[0])")
            #expect(isClose(boxes[1], CGRect(x: 10, y: 20, width: 10, height: 20)), "\(boxes[1])")
        }
    }

    /// A large-scale symbol is 1.2 em × 1.3 tall, its glyph 1.02 em × 1.3 square: the body text
    /// under the large globe sits 8 points under that frame.
    @Test(.requiresChromium) func aLargeSymbolIsTallerThanItsGlyph() throws {
        let view = VStack(spacing: 8) {
            Image(systemName: "globe").imageScale(.large)
            Text("Hello")
        }.fixedSize()
        let boxes = try LaidOutBoxes.of(view, width: 100, height: 100, selector: ".s-sym,.s-t")
        #expect(boxes.count == 2)
        if boxes.count == 2 {
            #expect(abs(boxes[0].height - 17 * 1.2 * 1.3) < 0.5, "\(boxes[0])")
            #expect(abs(boxes[0].width - 17 * 1.02 * 1.3) < 0.5, "\(boxes[0])")
            #expect(abs(boxes[1].minY - boxes[0].maxY - 8) < 0.5, "\(boxes[1]) under \(boxes[0])")
        }
    }

    /// A rectangle capped at 20 points high in a row is centered on the row's middle.
    @Test(.requiresChromium) func aMaxHeightFrameInARowFollowsTheRowsAlignment() throws {
        let view = HStack {
            Rectangle().frame(width: 40, height: 60)
            Rectangle().frame(maxHeight: 20)
        }
        let boxes = try LaidOutBoxes.of(view, width: 100, height: 60, selector: ".s-shape")
        #expect(boxes.count == 2)
        if boxes.count == 2 { #expect(isClose(boxes[1], CGRect(x: 48, y: 20, width: 52, height: 20)), "\(boxes[1])") }
    }

    /// A custom shape composed from a trimmed, rotated and inset circle: half a ring from the top,
    /// clockwise, its inset in points (so 10 points in from the frame, not 10 percent).
    @Test(.requiresChromium) func aComposedShapeKeepsItsTrimRotationAndInset() throws {
        for view in [AnyView(HalfRing().stroke(lineWidth: 20).frame(width: 200, height: 200)),
                     AnyView(VStack { HalfRing().stroke(lineWidth: 20) }.frame(width: 200, height: 200))] {
            let boxes = try LaidOutBoxes.of(view, width: 200, height: 200, selector: ".s-shape path")
            #expect(boxes.count == 1)
            if let path = boxes.first { #expect(isClose(path, CGRect(x: 100, y: 10, width: 90, height: 180)), "\(path)") }
        }
    }
}

/// The right half of a ring 10 points inside its frame, drawn from the top.
private struct HalfRing: Shape {
    func path(in rect: CGRect) -> Path {
        Circle().inset(by: 10).trim(to: 0.5).rotation(.degrees(-90)).path(in: rect)
    }
}

/// The classic flow layout: a `ZStack(alignment: .topLeading)` whose items move their leading and
/// top guides into rows, and whose height a geometry reader reports through a preference into the
/// state that frames it.
private struct FlowOfTags: View {
    let count: Int
    @State private var totalHeight: CGFloat = 0

    var body: some View {
        VStack(spacing: 0) {
            GeometryReader { proxy in rows(in: proxy) }
                .frame(height: totalHeight)
            Rectangle().frame(height: 10)
        }
    }

    private func rows(in proxy: GeometryProxy) -> some View {
        var width = CGFloat.zero
        var height = CGFloat.zero
        return ZStack(alignment: .topLeading) {
            ForEach(0..<count, id: \.self) { index in
                Rectangle().frame(width: 60, height: 20)
                    .alignmentGuide(.leading) { dimensions in
                        if abs(width - dimensions.width) > proxy.size.width {
                            width = 0
                            height -= dimensions.height
                        }
                        let result = width
                        if index == count - 1 { width = 0 } else { width -= dimensions.width }
                        return result
                    }
                    .alignmentGuide(.top) { _ in
                        let result = height
                        if index == count - 1 { height = 0 }
                        return result
                    }
            }
        }
        .background(GeometryReader { inner in Color.clear.preference(key: FlowHeight.self, value: inner.size.height) })
        .onPreferenceChange(FlowHeight.self) { totalHeight = $0 }
    }
}

private struct FlowHeight: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

extension IOSLayoutGeometryTests {
    /// iOS runs the guides in order, places each item by them, and lays out again once the
    /// preference has set the height: five 60-point items a row in 300 points, and the view below
    /// the flow starts under its second row.
    @Test(.requiresChromium) func alignmentGuidesPlaceAFlowAndItsHeightSettles() throws {
        let boxes = try LaidOutBoxes.of(FlowOfTags(count: 7), width: 300, height: 50, selector: ".s-shape")
        let items = (0..<7).map { index in CGRect(x: CGFloat(index % 5) * 60, y: CGFloat(index / 5) * 20, width: 60, height: 20) }
        #expect(boxes.count == 9, "\(boxes)")  // the seven items, the clear reader, the bar below
        let drawn = boxes.filter { $0.width == 60 }
        #expect(drawn.count == 7)
        for (box, want) in zip(drawn, items) { #expect(isClose(box, want), "\(box) is not \(want)") }
        #expect(boxes.contains { isClose($0, CGRect(x: 0, y: 40, width: 300, height: 10)) }, "\(boxes)")
    }
}

extension IOSLayoutGeometryTests {
    /// The server's text width estimate (used by geometry readers, alignment guides and custom
    /// layouts) is the width the page draws, within 2%.
    @Test(.requiresChromium) func textWidthEstimatesAreTheDrawnWidths() throws {
        let samples: [(String, Font, CGFloat, Font.Weight)] = [
            ("Hello, world!", .body, 17, .regular),
            ("Settings and privacy", .headline, 17, .semibold),
            ("Wrap these tags", .title, 28, .regular),
            ("12:45 PM · 3 min", .caption, 12, .regular),
            ("Bold Title", .system(size: 20, weight: .bold), 20, .bold),
        ]
        let view = VStack(alignment: .leading) {
            ForEach(samples.indices, id: \.self) { index in Text(samples[index].0).font(samples[index].1).fixedSize() }
        }
        let boxes = try LaidOutBoxes.of(view, width: 600, height: 300, selector: ".s-t")
        #expect(boxes.count == samples.count)
        for (box, sample) in zip(boxes, samples) {
            let estimate = TextWidthEstimate.width(of: sample.0, pointSize: sample.2, weight: sample.3)
            #expect(abs(estimate - box.width) <= box.width * 0.02, "\(sample.0): estimated \(estimate), drawn \(box.width)")
        }
    }
}

extension IOSLayoutGeometryTests {
    /// Right to left, a row and a flow mirror: the leading side is the right.
    @Test(.requiresChromium) func rowsAndFlowsMirrorRightToLeft() throws {
        let row = HStack {
            Rectangle().frame(width: 64)
            Spacer()
            Rectangle()
            Spacer()
            Rectangle().frame(width: 32)
        }
        .environment(\.layoutDirection, .rightToLeft)
        let rowBoxes = try LaidOutBoxes.of(row, width: 400, height: 50, selector: ".s-shape")
        let expectedRow = [
            CGRect(x: 336, y: 0, width: 64, height: 50),
            CGRect(x: 40, y: 0, width: 288, height: 50),
            CGRect(x: 0, y: 0, width: 32, height: 50),
        ]
        #expect(rowBoxes.count == 3)
        for (box, want) in zip(rowBoxes, expectedRow) { #expect(isClose(box, want), "\(box) is not \(want)") }

        let flow = FlowOfTags(count: 7).environment(\.layoutDirection, .rightToLeft)
        let items = try LaidOutBoxes.of(flow, width: 300, height: 50, selector: ".s-shape").filter { $0.width == 60 }
        let expectedItems = (0..<7).map { index in CGRect(x: 240 - CGFloat(index % 5) * 60, y: CGFloat(index / 5) * 20, width: 60, height: 20) }
        #expect(items.count == 7)
        for (box, want) in zip(items, expectedItems) { #expect(isClose(box, want), "\(box) is not \(want)") }
    }
}
