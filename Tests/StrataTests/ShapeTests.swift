import SwiftUI
import Testing

/// A custom shape, as real code writes them.
private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

@MainActor
@Suite("Shapes")
struct ShapeTests {
    @Test func shapesMoveTurnAndScaleWithinTheirFrame() {
        // Built-in shapes keep their CSS form and carry the transform.
        let moved = html(Rectangle().offset(x: 5, y: 0).fill(Color.red).frame(width: 10, height: 10))
        #expect(moved.contains("transform:translate(5px,0px)"))
        let turned = html(Rectangle().rotation(.degrees(90)).fill(Color.red).frame(width: 20, height: 10))
        #expect(turned.contains("transform:rotate(90.0deg)"))
        // About another anchor, the outline itself is transformed, in points of the shape's frame.
        let corner = html(Rectangle().rotation(.degrees(90), anchor: .topLeading).fill(Color.red).frame(width: 20, height: 10))
        #expect(corner.contains("viewBox=\"0 0 20 10\""), "\(corner)")
        #expect(corner.contains("d=\"M0 0 L0 20 L-10 20 L-10 0 Z\""), "\(corner)")
    }

    @Test func aGradientIsAShapeStylePaintingTopToBottom() {
        let output = html(Rectangle().fill(Gradient(colors: [.red, .blue])).frame(width: 10, height: 10))
        #expect(output.contains("linear-gradient(180deg"))
        #expect(html(Gauge(value: 0.5) { Text("Load") }.tint(Gradient(colors: [.green, .red]))).contains("Load"))
    }

    @Test func gradientsOnPathsBecomeSVGGradientDefinitions() {
        let linear = html(Triangle().fill(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom)).frame(width: 40, height: 40))
        let id = try? #require(linear.firstMatch(of: /<linearGradient id="(s-gf[0-9A-Za-z_\-]+)" x1="0.5" y1="0" x2="0.5" y2="1">/)?.1)
        #expect(id != nil)
        #expect(linear.contains("fill=\"url(#\(id ?? "-"))\""))
        #expect(linear.contains("<stop offset=\"0\" style=\"stop-color:var(--s-blue)\"/><stop offset=\"1\" style=\"stop-color:var(--s-cyan)\"/>"))
        #expect(!linear.contains("linear-gradient("), "a CSS gradient is no SVG paint")

        let radial = html(Triangle()
            .stroke(RadialGradient(colors: [.red, .orange], center: .center, startRadius: 2, endRadius: 20).opacity(0.5), lineWidth: 3)
            .frame(width: 40, height: 40))
        #expect(radial.contains("gradientUnits=\"userSpaceOnUse\" cx=\"20\" cy=\"20\" r=\"20\" fr=\"2\""))
        #expect(radial.contains("stroke=\"url(#s-gs"))
        #expect(radial.contains("stroke-opacity=\"0.5\"") && radial.contains("fill=\"none\""))
    }

    @Test func customShapeRendersAsSVGPath() {
        // A fixed frame on the shape: the path is drawn at that size, in points.
        let output = html(Triangle().fill(.red).frame(width: 40, height: 40))
        #expect(output.contains("<svg class=\"s-svg\" viewBox=\"0 0 40 40\""))
        #expect(output.contains("d=\"M20 0 L40 40 L0 40 Z\""))
        #expect(output.contains("fill=\"var(--s-red)\""))
        // No fixed frame: drawn in a 100-point square stretched to whatever size the page gives it.
        let flexible = html(Triangle().fill(.red))
        #expect(flexible.contains("viewBox=\"0 0 100 100\""))
        #expect(flexible.contains("d=\"M50 0 L100 100 L0 100 Z\""))
    }

    @Test func pathBuildingAndBounds() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(!path.isEmpty)
        let bounds = path.boundingRect
        #expect(abs(bounds.maxX - 20) < 0.001)
        #expect(abs(bounds.maxY - 20) < 0.6)
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).elements.count == 5)
    }

    @Test func builtInShapesDrawWithCSS() {
        #expect(html(Capsule().fill(.green)).contains("border-radius:9999px"))
        #expect(html(RoundedRectangle(cornerRadius: 8).stroke(.blue, lineWidth: 2)).contains("outline:2px solid var(--s-blue)"))
        #expect(html(Circle().strokeBorder(.red, lineWidth: 3)).contains("border:3px solid var(--s-red)"))
        #expect(html(Rectangle()).contains("background:var(--s-primary)"))
        #expect(html(Color.blue.opacity(0.5)).contains("color-mix(in srgb,var(--s-blue) 50.0%,transparent)"))
    }

    @Test func foregroundStyleFillsShapes() {
        #expect(html(Circle().foregroundStyle(.orange)).contains("background:var(--s-orange)"))
    }
}
