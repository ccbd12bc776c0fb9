import StrataTesting
import SwiftUI
import Testing

/// `Canvas` records what its renderer draws and replays it as SVG shapes and text.
@MainActor
@Suite("Canvas")
struct CanvasTests {
    @Test func fillsAndStrokesBecomePathsScaledToTheFrame() {
        let output = html(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.red))
                context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .foreground, lineWidth: 3)
            }
            .frame(width: 100, height: 50)
        )
        #expect(output.contains(#"<path d="M0 0 L50 0 L50 100 L0 100 Z" fill="var(--s-red)">"#), "half the width, in the 100-unit view box")
        #expect(output.contains(#"stroke="var(--s-primary)" stroke-width="3.0""#))
        #expect(output.contains("aria-hidden=\"true\""), "a canvas is decorative unless labeled")
    }

    @Test func contextStateAppliesToLaterDrawing() {
        let output = html(Canvas { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            var layer = context
            layer.opacity = 0.25
            layer.translateBy(x: size.width / 2, y: 0)
            layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
            context.draw(Text("Peak"), at: CGPoint(x: 20, y: 20))
        })
        #expect(output.components(separatedBy: "opacity:0.25").count == 2, "only the layer's drawing is translucent")
        #expect(output.contains("fill=\"var(--s-green)\""))
        // 195 of 390 points across is 50 units of the view box.
        #expect(output.contains("M50 0 L"))
        #expect(output.contains(">Peak</span>"))
    }

    @Test func gradientShadingIsPlacedRelativeToThePath() {
        let output = html(Canvas { context, size in
            let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
            context.fill(Path(rect), with: .linearGradient(Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
        })
        #expect(output.contains("linearGradient") || output.contains("linear-gradient"))
    }

    @Test func emptyAndDegenerateDrawingDoesNotCrash() {
        let output = html(Canvas { context, _ in
            context.fill(Path(), with: .color(.red))
            context.stroke(Path(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)), with: .linearGradient(Gradient(colors: []), startPoint: .zero, endPoint: .zero))
        }.frame(width: 0, height: 0))
        #expect(output.contains("s-z"))
    }
}
