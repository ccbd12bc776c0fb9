import StrataTesting
import SwiftUI
import Testing

/// Gradients used as masks and as text colors: shimmer effects, faded edges and gradient titles.
@MainActor
@Suite("Gradient masks and gradient text")
struct GradientMaskTests {
    private let fade = LinearGradient(colors: [.black.opacity(0.3), .black], startPoint: .leading, endPoint: .trailing)

    @Test func aGradientMaskFadesTheContent() {
        let page = html(Text("Loading").padding().background(Color.blue).mask(fade))
        #expect(page.contains("mask-image:linear-gradient(90deg,"))
        #expect(page.contains("-webkit-mask-image:linear-gradient(90deg,"))
        // The background is masked with the content: both are on the masked element.
        let masked = page.components(separatedBy: "<").first { $0.contains("mask-image") } ?? ""
        #expect(masked.contains("background"))
        #expect(!page.contains("overflow:hidden"))
    }

    @Test func aShapeMaskStillClips() {
        let page = html(Color.red.frame(width: 40, height: 40).mask(Circle()))
        #expect(page.contains("overflow:hidden"))
        #expect(!page.contains("mask-image"))
        #expect(!html(Text("Plain").mask(Color.black)).contains("mask-image"))
    }

    /// A progress bar's fill: the gradient shown through a shape as wide as the progress, at the
    /// leading edge.
    @Test func aFramedShapeMaskShowsOnlyItsRegion() {
        let bar = LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing)
            .mask(alignment: .leading) { RoundedRectangle(cornerRadius: 4).frame(width: 120) }
            .frame(width: 300, height: 8)
        let page = html(bar)
        #expect(page.contains("clip-path:inset(0px calc((100% - 120px) * 1.0) 0px calc((100% - 120px) * 0.0) round 4px)"), "\(page)")
        let centered = html(Color.red.mask { Capsule().frame(width: 20, height: 10) }.frame(width: 100, height: 50))
        #expect(centered.contains("clip-path:inset(calc((100% - 10px) * 0.5) calc((100% - 20px) * 0.5) calc((100% - 10px) * 0.5) calc((100% - 20px) * 0.5) round 9999px)"),
                "\(centered)")
        #expect(!html(Color.red.mask { Capsule() }).contains("clip-path"), "an unframed shape clips to the content's own shape")
    }

    @Test func aGradientSeenThroughTextIsGradientText() {
        let page = html(
            LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
                .mask(Text("Sunset").font(.largeTitle))
        )
        #expect(page.contains(">Sunset<"))
        #expect(page.contains("background-clip:text"))
        #expect(page.contains("linear-gradient(90deg,"))
        #expect(!page.contains("<svg"))
    }

    @Test func aGradientForegroundStyleDrawsThroughTheGlyphs() {
        let page = html(Text("Premium").foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)))
        #expect(page.contains("background-clip:text"))
        #expect(page.contains("color:transparent"))
        #expect(!page.contains("color:linear-gradient"))
        let run = html(Text("Gold ") + Text("star").foregroundStyle(LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)))
        #expect(run.contains("background-clip:text"))
        #expect(!run.contains("color:linear-gradient"))
    }
}
