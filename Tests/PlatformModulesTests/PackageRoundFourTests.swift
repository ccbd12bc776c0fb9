import Combine
import PackageFixture
import PackageFixtureSwift6
import StrataHTML
import StrataTesting
import SwiftUI
import Testing

/// A custom gesture whose value comes from a mapped drag, composed in `body`.
private struct HorizontalFlick: Gesture {
    typealias Value = String

    var body: some Gesture {
        DragGesture(minimumDistance: 5).map { $0.translation.width < 0 ? "back" : "forward" }
    }
}

private struct FlickReader: View {
    @State private var flicks: [String] = []

    var body: some View {
        Text(flicks.isEmpty ? "No flicks" : flicks.joined(separator: ","))
            .gesture(HorizontalFlick().onEnded { flicks.append($0) })
    }
}

private struct ErasedTap: View {
    @State private var taps = 0

    var body: some View {
        Text("Taps \(taps)")
            .gesture(AnyGesture(TapGesture().onEnded { taps += 1 }.map { _ in 1 }))
    }
}

/// Presses `key` on the first node of `host` that takes it, as a live page delivers a key press,
/// and re-renders; false when no node takes the key.
@MainActor private func press(_ key: KeyEquivalent, in host: ViewHost) -> Bool {
    func handler(in nodes: [RenderNode]) -> ((KeyEquivalent) -> Bool)? {
        for node in nodes {
            for case .keyPress(let keys, let handle) in node.effects where keys.contains(key) { return handle }
            if let found = handler(in: node.children) { return found }
        }
        return nil
    }
    guard let handle = handler(in: host.renderTree) else { return false }
    let handled = handle(key)
    _ = host.html
    return handled
}

/// A pager page number moved by the arrow keys.
private struct ArrowPager: View {
    @State private var page = 0
    @State private var moves: [MoveCommandDirection] = []

    var body: some View {
        Text("Page \(page), moves \(moves.count)")
            .onMoveCommand { direction in
                moves.append(direction)
                if direction == .right { page += 1 }
                if direction == .left { page -= 1 }
            }
    }
}

/// Names the fourth package round (notification banners, toasts, overlays, pagers) needed.
@MainActor @Suite struct PackageRoundFourTests {
    @Test func springsConvertBetweenPhysicsAndDurationWithBounce() {
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(abs(bouncy.stiffness - 157.91) < 0.01)
        #expect(abs(bouncy.damping - 17.59) < 0.01)
        #expect(bouncy.mass == 1 && abs(bouncy.dampingRatio - 0.7) < 1e-9)
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(physical.duration - 0.6283) < 0.0001)
        #expect(abs(physical.bounce - 0.5) < 1e-9)
        // A heavier mass on the same spring swings more slowly.
        #expect(Spring(mass: 4, stiffness: 100, damping: 10).duration > physical.duration)
        // Past critical damping: critically damped unless over-damping is allowed.
        #expect(Spring(stiffness: 100, damping: 40).bounce == 0)
        let overDamped = Spring(stiffness: 100, damping: 40, allowOverDamping: true)
        #expect(abs(overDamped.dampingRatio - 2) < 1e-9 && overDamped.bounce < 0)
    }

    @Test func interpolatingSpringsLastTheirSpringsResponse() {
        let light = Animation.interpolatingSpring(mass: 0.5, stiffness: 50, damping: 5, initialVelocity: 0)
        #expect(abs(light.duration - 2 * .pi / 10) < 1e-9 && light.curve == .spring)
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10).duration == Spring(mass: 1, stiffness: 100, damping: 10).duration)
        #expect(Animation.interpolatingSpring.duration == 0.5)
        #expect(Animation.interpolatingSpring(duration: 0.8, bounce: 0.2).duration == 0.8)
        #expect(Animation.interpolatingSpring(.bouncy(duration: 0.3)).duration == 0.3)
        #expect(Animation.interactiveSpring(duration: 0.2, extraBounce: 0.1).duration == 0.2)
        #expect(Animation.interactiveSpring().duration == 0.15)
    }

    @Test func moveCommandsListenForTheArrowKeys() {
        let host = ViewHost(ArrowPager())
        #expect(press(.rightArrow, in: host) && press(.rightArrow, in: host) && press(.leftArrow, in: host))
        #expect(press(.upArrow, in: host))
        #expect(!press(.space, in: host))
        #expect(host.text.contains("Page 1, moves 4"))
        let live = HTMLSerializer.fragment(host.renderTree, stampsNodeIDs: true)
        #expect(live.contains("data-s-keys=\"ArrowDown ArrowLeft ArrowRight ArrowUp\""))
        #expect(!press(.leftArrow, in: ViewHost(Text("Pages").onMoveCommand(perform: nil))))
        #expect(MoveCommandDirection(_arrowKey: .leftArrow) == .left)
        #expect(MoveCommandDirection(_arrowKey: .downArrow) == .down)
        #expect(MoveCommandDirection(_arrowKey: .space) == nil)
    }

    @Test func aCustomGestureDoesWhatItsBodyDoes() throws {
        let host = ViewHost(FlickReader())
        #expect(host.text.contains("No flicks"))
        try host.drag("No flicks", by: CGSize(width: -40, height: 0))
        #expect(host.text.contains("back"))
        try host.drag("back", by: CGSize(width: 40, height: 3))
        #expect(host.text.contains("back,forward"))
    }

    @Test func erasedAndMappedGesturesKeepTheirTaps() throws {
        let host = ViewHost(ErasedTap())
        try host.tap("Taps 0")
        try host.tap("Taps 1")
        #expect(host.text.contains("Taps 2"))
    }

    @Test func aSharedPublisherSubscribesToItsUpstreamOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var transforms = 0
        let shared = subject.map { value -> Int in transforms += 1; return value * 10 }.share()
        var first: [Int] = [], second: [Int] = []
        let a = shared.sink { first.append($0) }
        let b = shared.sink { second.append($0) }
        subject.send(1)
        #expect(first == [10] && second == [10] && transforms == 1)
        a.cancel()
        subject.send(2)
        #expect(first == [10] && second == [10, 20] && transforms == 2)
        b.cancel()
        subject.send(3)
        #expect(transforms == 2)
        #expect(shared == shared && shared != subject.map { $0 }.share())
    }

    @Test func theOverlayFixtureSharesOneChannelPerContainer() {
        let hub = OverlayHub()
        var received: [OverlayEvent] = []
        let subscription = hub.channel(for: "top").sink { received.append($0) }
        hub.send(.show("Saved"), to: "top")
        hub.send(.dismissAll, to: "bottom")
        #expect(received == [.show("Saved")])
        #expect(hub.channel(for: "top") === hub.channel(for: "top"))
        subscription.cancel()
    }

    @Test func theOverlayCardsGesturesSwipeAndDismiss() throws {
        let host = ViewHost(OverlayCard(dismissal: .tap))
        try host.drag("Not swiped", by: CGSize(width: 0, height: -60))
        #expect(host.text.contains("Swiped up"))
        try host.tap("Notice")
        #expect(!host.text.contains("Notice"))

        let swiped = ViewHost(OverlayCard(dismissal: .swipe))
        try swiped.drag("Notice", by: CGSize(width: 60, height: 0))
        #expect(!swiped.text.contains("Notice"))
    }

    @Test func pagerDotsReadANonSendableEntryAndTurnPagesWithArrows() {
        let dots = html(PagerDots(page: .constant(1), count: 3))
        #expect(occurrences(of: "border-radius:50%", in: dots) == 3)
        #expect(press(.rightArrow, in: ViewHost(PagerDots(page: .constant(1), count: 3))))
        #expect(!press(.rightArrow, in: ViewHost(PagerDots(page: .constant(0), count: 1))))
        #expect(html(PagerDots(page: .constant(0), count: 3).pagerDotsVisibility(.never)) == html(EmptyView()))
        #expect(EnvironmentValues().pagerDotsVisibility == .automatic)
    }

    @Test func glassIsDrawnAsItsMaterialInItsShape() {
        let plain = html(Text("Hi"))
        #expect(html(Text("Hi").glassEffect(.identity)) == plain)
        let regular = html(Text("Hi").glassEffect())
        #expect(regular != plain && regular.contains("Hi"))
        #expect(html(Text("Hi").glassEffect(.clear)) != regular)
        #expect(html(Text("Hi").glassEffect(.regular.tint(.red))) != regular)
        #expect(html(Text("Hi").glassEffect(in: .rect(cornerRadius: 4))) != regular)
        #expect(html(GlassEffectContainer(spacing: 8) { Text("Hi") }) == plain)
        #expect(Glass.regular.interactive() != .regular && Glass.regular.interactive().interactive(false) == .regular)
        #expect(Glass.regular.tint(.red).tint(nil) == .regular)
    }

    @Test func symbolReplacementsAndSheetBackgroundsLeaveTheDrawingAlone() {
        let image = html(Image(systemName: "star"))
        #expect(html(Image(systemName: "star")
            .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .repeat(.continuous)))) == image)
        #expect(html(Image(systemName: "star").symbolEffect(.bounce, options: .repeat(.periodic(2, delay: 1)), value: 1)) == image)
        #expect(html(Image(systemName: "star").presentationBackground { Color.red }) == image)
    }

    @Test func theGlassCardFixtureTakesTheGlassBranch() {
        let badge = html(NewFeatureBadge(symbol: "star"))
        let glass = html(Label("New", systemImage: "star").padding()
            .glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 12)))
        #expect(badge == glass)
    }
}
