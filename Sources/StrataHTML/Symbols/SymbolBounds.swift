import Foundation

/// The extent of a symbol's drawing on its 24-unit grid, strokes included: a resizable symbol
/// (`Image(systemName:).resizable()`) scales its glyph, not the em square around it, to its frame,
/// as SwiftUI scales a symbol image's bounds.
enum SymbolBounds {
    /// `minX minY width height` of the drawing of `name`, or nil when it is not drawn.
    static func viewBox(named name: String) -> String? {
        viewBoxes[SystemSymbols.drawnName(for: name)]
    }

    /// Every drawing's extent, worked out once, the first time a resizable symbol is drawn: a page
    /// of many resizable symbols reads the drawings' markup once, not once per symbol.
    private static let viewBoxes: [String: String] = SystemSymbols.drawings.compactMapValues(viewBox(ofMarkup:))

    private static func viewBox(ofMarkup drawing: String) -> String? {
        let box = bounds(ofMarkup: drawing).insetBy(dx: -strokeHalfWidth, dy: -strokeHalfWidth)
        guard !box.isNull, box.width > 0, box.height > 0 else { return nil }
        func rounded(_ value: CGFloat) -> String { String(Double((value * 100).rounded() / 100)) }
        return "\(rounded(box.minX)) \(rounded(box.minY)) \(rounded(box.width)) \(rounded(box.height))"
    }

    /// Half the drawings' stroke width (2 units).
    static let strokeHalfWidth: CGFloat = 1

    /// The union of the bounds of the elements in `markup` (`path`, `circle`, `ellipse`, `rect`,
    /// `line`), each rotated by the `rotate(...)` of the group around it.
    static func bounds(ofMarkup markup: String) -> CGRect {
        var box = CGRect.null
        var rotation: (angle: CGFloat, center: CGPoint)?
        for tag in markup.split(separator: "<").map(String.init) {
            if tag.hasPrefix("/g") { rotation = nil; continue }
            let name = tag.prefix { $0.isLetter }
            func number(_ attribute: String) -> CGFloat { attributeValue(attribute, in: tag).flatMap { Double($0) }.map { CGFloat($0) } ?? 0 }
            var points: [CGPoint] = []
            switch name {
            case "g":
                if let transform = attributeValue("transform", in: tag), transform.hasPrefix("rotate(") {
                    let values = numbers(in: transform)
                    if values.count == 3 { rotation = (values[0] * .pi / 180, CGPoint(x: values[1], y: values[2])) }
                }
            case "path": points = PathExtent.points(attributeValue("d", in: tag) ?? "")
            case "circle", "ellipse":
                let center = CGPoint(x: number("cx"), y: number("cy"))
                let rx = name == "circle" ? number("r") : number("rx"), ry = name == "circle" ? number("r") : number("ry")
                points = (0..<32).map { step in
                    let angle = CGFloat(step) * .pi / 16
                    return CGPoint(x: center.x + rx * cos(angle), y: center.y + ry * sin(angle))
                }
            case "rect":
                let x = number("x"), y = number("y"), width = number("width"), height = number("height")
                points = [CGPoint(x: x, y: y), CGPoint(x: x + width, y: y + height), CGPoint(x: x + width, y: y), CGPoint(x: x, y: y + height)]
            case "line":
                points = [CGPoint(x: number("x1"), y: number("y1")), CGPoint(x: number("x2"), y: number("y2"))]
            default: continue
            }
            for point in points {
                var point = point
                if let (angle, center) = rotation {
                    let dx = point.x - center.x, dy = point.y - center.y
                    point = CGPoint(x: center.x + dx * cos(angle) - dy * sin(angle), y: center.y + dx * sin(angle) + dy * cos(angle))
                }
                box = box.union(CGRect(origin: point, size: .zero))
            }
        }
        return box
    }

    private static func attributeValue(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[start.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// The numbers in `text`, in order.
    static func numbers(in text: String) -> [CGFloat] {
        var scanner = PathExtent.Scanner(Array(text.unicodeScalars))
        var result: [CGFloat] = []
        while scanner.index < scanner.scalars.count {
            if let value = scanner.number() { result.append(value) } else { scanner.index += 1 }
        }
        return result
    }
}
