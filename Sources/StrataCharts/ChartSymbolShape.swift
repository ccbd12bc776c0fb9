import Strata

/// A shape drawn for a point (and in the legend): `.circle`, `.square`, `.triangle`, ...
@MainActor @preconcurrency
public protocol ChartSymbolShape: Shape {
    /// The offset of the perceived center (kept for API parity).
    var perceptualUnitRect: CGRect { get }
}

/// The built-in point symbols.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable, CaseIterable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
    let kind: Kind
    var filled = true

    public static let circle = BasicChartSymbolShape(kind: .circle)
    public static let square = BasicChartSymbolShape(kind: .square)
    public static let triangle = BasicChartSymbolShape(kind: .triangle)
    public static let diamond = BasicChartSymbolShape(kind: .diamond)
    public static let pentagon = BasicChartSymbolShape(kind: .pentagon)
    public static let plus = BasicChartSymbolShape(kind: .plus)
    public static let cross = BasicChartSymbolShape(kind: .cross)
    public static let asterisk = BasicChartSymbolShape(kind: .asterisk)

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol as an outline (drawn filled here).
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        var copy = self
        copy.filled = false
        return copy
    }

    /// The symbols given to series in turn by `symbol(by:)`.
    static let sequence: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]

    public func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        func polygon(_ count: Int, rotation: Double) {
            let points = (0..<count).map { index -> CGPoint in
                let angle = rotation + Double(index) * 2 * .pi / Double(count)
                return CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            }
            path.addLines(points)
            path.closeSubpath()
        }
        func bars(_ angles: [Double]) {
            let half = radius * 0.3
            for angle in angles {
                let dx = CGFloat(cos(angle)), dy = CGFloat(sin(angle))
                let start = CGPoint(x: center.x - dx * radius, y: center.y - dy * radius)
                let end = CGPoint(x: center.x + dx * radius, y: center.y + dy * radius)
                path.addLines([
                    CGPoint(x: start.x - dy * half, y: start.y + dx * half), CGPoint(x: end.x - dy * half, y: end.y + dx * half),
                    CGPoint(x: end.x + dy * half, y: end.y - dx * half), CGPoint(x: start.x + dy * half, y: start.y - dx * half),
                ])
                path.closeSubpath()
            }
        }
        switch kind {
        case .circle: path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        case .square: path.addRect(CGRect(x: center.x - radius * 0.85, y: center.y - radius * 0.85, width: radius * 1.7, height: radius * 1.7))
        case .triangle: polygon(3, rotation: -.pi / 2)
        case .diamond: polygon(4, rotation: -.pi / 2)
        case .pentagon: polygon(5, rotation: -.pi / 2)
        case .plus: bars([0, .pi / 2])
        case .cross: bars([.pi / 4, 3 * .pi / 4])
        case .asterisk: bars([.pi / 2, .pi / 2 + 2 * .pi / 3, .pi / 2 + 4 * .pi / 3])
        }
        return path
    }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape.circle }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape.square }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape.triangle }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape.diamond }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape.pentagon }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape.plus }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape.cross }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape.asterisk }
}
