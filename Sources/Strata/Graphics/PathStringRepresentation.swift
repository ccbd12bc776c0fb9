import Foundation

/// A path's string form, as SwiftUI writes it: each element's points followed by its operator,
/// `x y m` (move), `x y l` (line), `cx cy x y q` (quadratic curve, control first),
/// `c1x c1y c2x c2y x y c` (cubic curve) and `h` (close), separated by spaces.
/// `Path(path.description)` gives the path back, as on Apple platforms.
extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path in the string form `init?(_:)` reads.
    public var description: String {
        var words: [String] = []
        for element in elements {
            switch element {
            case .move(let point):
                words += [Self.number(point.x), Self.number(point.y), "m"]
            case .line(let point):
                words += [Self.number(point.x), Self.number(point.y), "l"]
            case let .quadCurve(point, control):
                words += [Self.number(control.x), Self.number(control.y),
                          Self.number(point.x), Self.number(point.y), "q"]
            case let .curve(point, control1, control2):
                words += [Self.number(control1.x), Self.number(control1.y),
                          Self.number(control2.x), Self.number(control2.y),
                          Self.number(point.x), Self.number(point.y), "c"]
            case .closeSubpath:
                words.append("h")
            }
        }
        return words.joined(separator: " ")
    }

    /// Reads a path from its string form (`description`); nil when the string is not one: an
    /// unknown word, an operator without the points it needs, or numbers left over at the end.
    public init?(_ string: String) {
        var path = Path()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            if let value = Double(word), value.isFinite {
                numbers.append(CGFloat(value))
                continue
            }
            let needed: Int
            switch word {
            case "m", "l": needed = 2
            case "q": needed = 4
            case "c": needed = 6
            case "h": needed = 0
            default: return nil
            }
            guard numbers.count == needed else { return nil }
            let points = stride(from: 0, to: needed, by: 2).map { CGPoint(x: numbers[$0], y: numbers[$0 + 1]) }
            switch word {
            case "m": path.move(to: points[0])
            case "l": path.addLine(to: points[0])
            case "q": path.addQuadCurve(to: points[1], control: points[0])
            case "c": path.addCurve(to: points[2], control1: points[0], control2: points[1])
            default: path.closeSubpath()
            }
            numbers.removeAll()
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }

    /// A coordinate without a trailing `.0` when it is whole.
    private static func number(_ value: CGFloat) -> String {
        let double = Double(value)
        if double == double.rounded(), abs(double) < 1e15 {
            return String(Int64(double))
        }
        return String(double)
    }
}
