import StrataTesting
import SwiftUI
import Testing

/// A progress ring in the style real code writes it.
private struct ProgressRing: View {
    let progress: Double
    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 8)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.blue, .purple], center: .center), style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 80, height: 80)
    }
}

private struct RingPreviews: PreviewProvider {
    static var previews: some View {
        ProgressRing(progress: 0.25).previewLayout(.sizeThatFits)
    }
}

private struct Draggable: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var taps = 0
    var body: some View {
        Text("Taps \(taps)")
            .offset(dragOffset)
            .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
            .gesture(TapGesture().onEnded { taps += 1 })
            .accessibilityLabel("Counter")
    }
}

private struct SizeReporter: View {
    var body: some View {
        GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        }
    }
}

@MainActor
@Suite("SwiftUI API compatibility")
struct CompatibilityTests {
    @Test func trimmedStrokeBecomesSVGDash() {
        let output = html(ProgressRing(progress: 0.25))
        #expect(output.contains(#"pathLength="1" stroke-dasharray="0.25 1" stroke-dashoffset="-0.0""#))
        #expect(output.contains(#"stroke-linecap="round""#))
        // An angular gradient on a path is an SVG gradient around the ring (SVG has no conic one).
        #expect(output.contains(#"stroke="url(#s-gs"#) && output.contains("<linearGradient"))
        #expect(!output.contains("conic-gradient("), "a CSS gradient is no SVG paint")
        #expect(output.contains("rotate(-90.0deg)"))
    }

    @Test func previewProvidersAreRenderable() {
        #expect(html(RingPreviews.previews).contains("width:80px"))
        #expect(html(RingPreviews._previewsView).contains("<svg"))
    }

    @Test func gradientsAsStylesAndViews() {
        let output = html(VStack {
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            Rectangle().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 50))
            Text("x").background(Color.green.gradient)
        })
        #expect(output.contains("background-image:linear-gradient(180deg,var(--s-red) 0.0%,var(--s-blue) 100.0%)"))
        #expect(output.contains("radial-gradient(circle 50px at 50.0% 50.0%"))
        #expect(output.contains("linear-gradient(180deg,color-mix(in srgb,var(--s-green) 82.0%,transparent) 0.0%,var(--s-green) 100.0%)"))
    }

    @Test func tapGesturesRunAndContinuousGesturesKeepStaticMeaning() throws {
        let host = ViewHost(Draggable())
        try host.tap("Counter")
        #expect(host.text.contains("Taps 1"))
        #expect(host.html.contains("translate(0px,0px)"))
    }

    @Test func longPressIsActivatable() throws {
        let tally = Tally()
        let host = ViewHost(Text("Hold").onLongPressGesture { tally.hit() })
        try host.tap("Hold")
        #expect(tally.count == 1)
    }

    @Test func geometryReaderReportsTheEstimateAndFills() {
        let output = html(SizeReporter())
        #expect(output.contains("390x844"))
        #expect(output.contains("s-gw s-gh"))
        let custom = html(SizeReporter().environment(\.geometryEstimate, CGSize(width: 200, height: 100)))
        #expect(custom.contains("200x100"))
    }

    @Test func aFrameOffersItsSizeToAGeometryReader() {
        // As SwiftUI's frame layouts propose: a fixed length, or the offer clamped to the bounds.
        #expect(html(SizeReporter().frame(width: 150, height: 20)).contains("150x20"))
        #expect(html(SizeReporter().frame(width: 150)).contains("150x844"))
        #expect(html(SizeReporter().frame(maxWidth: 300, minHeight: 900)).contains("300x900"))
        #expect(html(SizeReporter().frame(maxWidth: .infinity)).contains("390x844"))
        // The innermost frame decides.
        #expect(html(SizeReporter().frame(width: 80, height: 40).frame(width: 150, height: 20)).contains("80x40"))
    }

    @Test func animationsAndTransitionsKeepFinalState() {
        struct Animated: View {
            @Namespace private var namespace
            @State private var expanded = true
            var body: some View {
                Text(expanded ? "Open" : "Closed")
                    .animation(.spring(response: 0.3, dampingFraction: 0.7), value: expanded)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
                    .matchedGeometryEffect(id: "title", in: namespace)
            }
        }
        #expect(html(Animated()).contains(">Open<"))
        #expect(withAnimation(.easeInOut(duration: 0.2)) { 42 } == 42)
    }
}
