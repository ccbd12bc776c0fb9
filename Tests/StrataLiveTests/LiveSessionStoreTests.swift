import Foundation
import StrataLive
import SwiftUI
import Synchronization
import Testing

/// A clock tests move by hand.
private final class ManualClock: Sendable {
    private let offset = Mutex(Duration.zero)
    private let start = ContinuousClock.now
    var now: ContinuousClock.Instant { start + offset.withLock { $0 } }
    func advance(_ duration: Duration) { offset.withLock { $0 += duration } }
}

private func makeHandle() -> LiveSessionHandle {
    LiveSessionHandle { LiveSession(Text("Hello")) }
}

@Suite("Live session store")
struct LiveSessionStoreTests {
    @Test func tokensAreLongRandomAndDistinct() async {
        let store = LiveSessionStore()
        var tokens = Set<String>()
        for _ in 0..<200 { tokens.insert(await store.register(makeHandle())) }
        #expect(tokens.count == 200)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
    }

    @Test func aDisconnectedSessionExpiresAfterTheTimeout() async {
        let clock = ManualClock()
        let store = LiveSessionStore(timeout: .seconds(60), now: { clock.now })
        let token = await store.register(makeHandle())
        clock.advance(.seconds(59))
        #expect(await store.connect(token) != nil, "within the timeout the session resumes")
        await store.disconnect(token)
        clock.advance(.seconds(61))
        #expect(await store.connect(token) == nil, "after the timeout it is gone")
        #expect(await store.count == 0)
    }

    @Test func aConnectedSessionDoesNotExpire() async {
        let clock = ManualClock()
        let store = LiveSessionStore(timeout: .seconds(10), now: { clock.now })
        let token = await store.register(makeHandle())
        _ = await store.connect(token)
        clock.advance(.seconds(3600))
        #expect(await store.count == 1)
        await store.disconnect(token)
        clock.advance(.seconds(11))
        #expect(await store.count == 0)
    }

    @Test func atCapacityTheLongestIdleSessionMakesRoom() async {
        let clock = ManualClock()
        let store = LiveSessionStore(timeout: .seconds(600), capacity: 2, now: { clock.now })
        let oldest = await store.register(makeHandle())
        clock.advance(.seconds(1))
        let newer = await store.register(makeHandle())
        clock.advance(.seconds(1))
        _ = await store.register(makeHandle())
        #expect(await store.count == 2)
        #expect(await store.connect(oldest) == nil)
        #expect(await store.connect(newer) != nil)
    }

    @Test func unknownTokensFindNothing() async {
        let store = LiveSessionStore()
        #expect(await store.connect("") == nil)
        #expect(await store.connect(String(repeating: "0", count: 32)) == nil)
    }
}
