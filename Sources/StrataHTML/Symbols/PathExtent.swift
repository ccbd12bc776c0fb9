import Foundation

/// Points that bound an SVG path's data: its end points, its curves' control points (a Bézier
/// curve lies inside them) and points sampled along its arcs. Enough for a symbol's extent.
enum PathExtent {
    static func points(_ data: String) -> [CGPoint] {
        var scanner = Scanner(Array(data.unicodeScalars))
        var points: [CGPoint] = []
        var current = CGPoint.zero, start = CGPoint.zero
        var command: Unicode.Scalar = "M"
        while let next = scanner.commandOrNumber() {
            if case .command(let letter) = next {
                command = letter
                if letter == "Z" || letter == "z" { current = start; continue }
            } else {
                scanner.rewindNumber()
            }
            let relative = command.properties.isLowercase
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            switch command {
            case "M", "m", "L", "l", "T", "t":
                guard let x = scanner.number(), let y = scanner.number() else { return points }
                current = point(x, y)
                if command == "M" || command == "m" { start = current; command = relative ? "l" : "L" }
                points.append(current)
            case "H", "h":
                guard let x = scanner.number() else { return points }
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                points.append(current)
            case "V", "v":
                guard let y = scanner.number() else { return points }
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                points.append(current)
            case "C", "c", "S", "s", "Q", "q":
                let pairs = command == "C" || command == "c" ? 3 : 2
                var last = current
                for _ in 0..<pairs {
                    guard let x = scanner.number(), let y = scanner.number() else { return points }
                    last = point(x, y)
                    points.append(last)
                }
                current = last
            case "A", "a":
                guard let rx = scanner.number(), let ry = scanner.number(), let rotation = scanner.number(),
                      let large = scanner.flag(), let sweep = scanner.flag(),
                      let x = scanner.number(), let y = scanner.number() else { return points }
                let end = point(x, y)
                points += arcSamples(from: current, to: end, radii: CGSize(width: abs(rx), height: abs(ry)),
                                     rotation: rotation * .pi / 180, large: large, sweep: sweep)
                current = end
            default:
                return points
            }
        }
        return points
    }

    /// Points along an elliptical arc (SVG's endpoint parameterization, converted to its center).
    static func arcSamples(from p1: CGPoint, to p2: CGPoint, radii: CGSize, rotation phi: CGFloat, large: Bool, sweep: Bool) -> [CGPoint] {
        var rx = radii.width, ry = radii.height
        guard rx > 0, ry > 0, p1 != p2 else { return [p2] }
        let cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p1.x - p2.x) / 2, dy = (p1.y - p2.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if scale > 1 { rx *= scale.squareRoot(); ry *= scale.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator > 0 ? (max(0, numerator) / denominator).squareRoot() : 0
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (p1.x + p2.x) / 2, y: sinPhi * cx1 + cosPhi * cy1 + (p1.y + p2.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat) -> CGFloat { atan2(uy, ux) }
        let startAngle = angle((x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((-x1 - cx1) / rx, (-y1 - cy1) / ry) - startAngle
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        return (0...24).map { step in
            let theta = startAngle + delta * CGFloat(step) / 24
            let x = rx * cos(theta), y = ry * sin(theta)
            return CGPoint(x: center.x + cosPhi * x - sinPhi * y, y: center.y + sinPhi * x + cosPhi * y)
        }
    }

    /// Reads commands, numbers and arc flags from path data.
    struct Scanner {
        enum Token { case command(Unicode.Scalar), number(CGFloat) }
        let scalars: [Unicode.Scalar]
        var index = 0
        private var lastNumberStart = 0

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        private mutating func skipSeparators() {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "," || scalars[index] == "\n" || scalars[index] == "\t" { index += 1 }
        }

        mutating func commandOrNumber() -> Token? {
            skipSeparators()
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            if scalar.properties.isAlphabetic && scalar != "e" && scalar != "E" {
                index += 1
                return .command(scalar)
            }
            return number().map { .number($0) }
        }

        /// Steps back over the number just read, so a command's arguments can read it.
        mutating func rewindNumber() { index = lastNumberStart }

        mutating func number() -> CGFloat? {
            skipSeparators()
            lastNumberStart = index
            var text = ""
            var seenDot = false, seenExponent = false
            while index < scalars.count {
                let scalar = scalars[index]
                if ("0"..."9").contains(scalar) {
                    text.unicodeScalars.append(scalar)
                } else if scalar == "." && !seenDot && !seenExponent {
                    seenDot = true; text.unicodeScalars.append(scalar)
                } else if (scalar == "-" || scalar == "+") && (text.isEmpty || text.hasSuffix("e") || text.hasSuffix("E")) {
                    text.unicodeScalars.append(scalar)
                } else if (scalar == "e" || scalar == "E") && !seenExponent && !text.isEmpty {
                    seenExponent = true; text.unicodeScalars.append(scalar)
                } else {
                    break
                }
                index += 1
            }
            return Double(text).map { CGFloat($0) }
        }

        /// An arc flag: one `0` or `1`, which may touch the next number.
        mutating func flag() -> Bool? {
            skipSeparators()
            guard index < scalars.count, scalars[index] == "0" || scalars[index] == "1" else { return nil }
            defer { index += 1 }
            return scalars[index] == "1"
        }
    }
}
