import StrataTesting
import SwiftUI
import Testing

private struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Shape modifiers that return shapes, `transformPreference` and `ImageRenderer`.
@MainActor
@Suite("Shape modifiers")
struct ShapeModifierTests {
    @Test func builtInShapesKeepTheirNativeFormWhenMoved() {
        let rotated = html(Rectangle().rotation(.degrees(45)).fill(Color.blue).frame(width: 20, height: 20))
        #expect(rotated.contains("rotate(45.0deg)"))
        #expect(!rotated.contains("<svg"))
        let moved = html(Circle().offset(x: 5, y: -5).fill(Color.green))
        #expect(moved.contains("translate(5"))
        #expect(moved.contains("border-radius:50%") || moved.contains("s-circle") || !moved.contains("<svg"))
        #expect(html(Capsule().scale(0.5).stroke(Color.red)).contains("scale(0.5"))
    }

    @Test func paddingAroundAShapeInsetsItsDrawing() {
        // SwiftUI draws the ring 16 points in from the edge of its 200-point frame: the padding
        // is a box around the shape's element, never padding inside the element that draws it.
        let ring = html(Circle().strokeBorder(lineWidth: 2).padding().frame(width: 200, height: 200))
        #expect(ring.hasPrefix(#"<div class="s-lay" style="width:200px;flex-shrink:0;height:200px;flex-shrink:0;padding:16px;"><div class="s-shape"#), "\(ring)")
        let path = html(Triangle().stroke().padding(8))
        #expect(path.hasPrefix(#"<div class="s-lay s-gw s-gh" style="padding:8px;"><div class="s-shape s-path s-gw s-gh">"#), "\(path)")
    }

    @Test func aFilledShapeCanBeStrokedOverItsFill() {
        // iOS 17's ShapeView: the fill stays, the stroke is drawn over it on the outline.
        let pill = html(Capsule().fill(Color.gray.opacity(0.2)).stroke(Color.gray, lineWidth: 1))
        #expect(pill.contains("background:color-mix(in srgb,var(--s-gray) 20.0%,transparent);") && pill.contains("outline:1px solid var(--s-gray)"), "\(pill)")
        let ring = html(Circle().fill(Color.red).strokeBorder(Color.white, lineWidth: 2))
        #expect(ring.contains("background:var(--s-red);") && ring.contains("border:2px solid rgb(255,255,255)"), "\(ring)")
        // A stroke alone still fills nothing.
        #expect(!html(Circle().stroke(Color.red, lineWidth: 2)).contains("background:"))
    }

    @Test func customAndAnchoredTransformsArePaths() {
        var path = RotatedShape(shape: Rectangle(), angle: .degrees(90), anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(path.boundingRect.width.rounded() == 20)
        #expect(path.boundingRect.minX.rounded() == -20)
        path = Triangle().offset(x: 3).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(path.boundingRect.minX == 3)
        #expect(Triangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect.width == 20)
        #expect(Circle().size(width: 4, height: 4).path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).boundingRect.width == 4)
        #expect(html(Triangle().rotation(.degrees(10)).fill(Color.red)).contains("<svg"))
    }

    @Test func transformPreferenceChangesWhatAncestorsRead() throws {
        final class Seen: @unchecked Sendable { var values: [Int] = [] }
        let seen = Seen()
        let view = VStack {
            Text("a").preference(key: CountKey.self, value: 2)
            Text("b").preference(key: CountKey.self, value: 3)
        }
        .transformPreference(CountKey.self) { $0 *= 10 }
        .onPreferenceChange(CountKey.self) { seen.values.append($0) }
        _ = ViewHost(view).html
        #expect(seen.values == [50])
    }

    @Test func imageRenderersHaveNoImageOnAServer() {
        let renderer = ImageRenderer(content: Text("Snapshot"))
        renderer.scale = 3
        #expect(renderer.uiImage == nil)
        #expect(html(Text("g").geometryGroup()) == html(Text("g")))
    }
}
