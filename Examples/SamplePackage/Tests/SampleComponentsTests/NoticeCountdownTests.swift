import Testing
@testable import SampleComponents

/// The countdown's model uses Combine and CoreGraphics through the `SwiftUI` product alone.
@MainActor @Suite struct NoticeCountdownTests {
    @Test func countsDownToZeroAndStops() {
        let countdown = NoticeCountdown(seconds: 2)
        #expect(countdown.fractionLeft == 1)
        countdown.tick()
        #expect(countdown.secondsLeft == 1)
        #expect(countdown.fractionLeft == 0.5)
        countdown.tick()
        countdown.tick()
        #expect(countdown.secondsLeft == 0)
        #expect(countdown.fractionLeft == 0)
    }
}
