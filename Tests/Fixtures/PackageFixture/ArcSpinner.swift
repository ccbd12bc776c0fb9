// An activity indicator drawn from stroked arcs, with an explicitly typed builder closure.
import SwiftUI
import CoreGraphics

/// Arcs of decreasing radius, as spinner packages draw them.
public struct ArcSpinner: View {
    var count: Int
    var lineWidth: CGFloat

    public init(count: Int = 3, lineWidth: CGFloat = 2) {
        self.count = count
        self.lineWidth = lineWidth
    }

    public var body: some View {
        GeometryReader { proxy in
            ZStack {
                ForEach(0..<count, id: \.self) { index in
                    arc(index, in: proxy.size)
                }
            }
        }
        .frame(width: 40, height: 40)
    }

    func arc(_ index: Int, in size: CGSize) -> some View {
        Group { () -> Path in
            var path = Path()
            path.addArc(center: CGPointMake(size.width / 2, size.height / 2),
                        radius: size.width / 2 - CGFloat(index) * lineWidth * 2,
                        startAngle: .degrees(0), endAngle: .degrees(Double(120 + 60 * index)),
                        clockwise: true)
            return path.strokedPath(StrokeStyle(lineWidth: lineWidth, lineCap: .round))
        }
        .foregroundStyle(Color.toastAccent)
    }
}
