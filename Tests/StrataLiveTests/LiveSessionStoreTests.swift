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

@MainActor
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

@MainActor
@Suite("Live session store under page-load floods")
struct LiveSessionStoreFloodTests {
    @Test func neverConnectedSessionsAreEvictedBeforeConnectedOnes() async {
        let store = LiveSessionStore(timeout: .seconds(600), capacity: 3)
        let person = await store.register(makeHandle())
        _ = await store.connect(person)
        await store.disconnect(person)  // a person's session, briefly without its browser
        for _ in 0..<50 { _ = await store.register(makeHandle(), clientAddress: "198.51.100.7") }
        #expect(await store.count == 3)
        #expect(await store.connect(person) != nil, "plain page loads did not push out the person's session")
    }

    @Test func oneAddressHoldsABoundedNumberOfUnconnectedSessions() async {
        let store = LiveSessionStore(maxUnconnectedPerAddress: 5)
        var tokens: [String] = []
        for _ in 0..<20 { tokens.append(await store.register(makeHandle(), clientAddress: "203.0.113.9")) }
        let other = await store.register(makeHandle(), clientAddress: "192.0.2.1")
        #expect(await store.count == 6)
        #expect(await store.connect(tokens[0]) == nil, "the address's oldest went")
        #expect(await store.connect(tokens[19]) != nil)
        #expect(await store.connect(other) != nil, "other addresses are untouched")
    }

    @Test func anInstanceIDStartsEveryToken() async {
        let store = LiveSessionStore(instanceID: "b2")
        let token = await store.register(makeHandle())
        #expect(token.hasPrefix("b2.") && token.count == 35)
        #expect(await store.connect(token) != nil)
    }

    @Test func drainingStopsNewSessionsAndClosingTellsBrowsersToReload() async {
        let store = LiveSessionStore()
        let handle = makeHandle()
        let token = await store.register(handle)
        _ = await store.connect(token)
        let (_, frames) = await handle.connect(clientSequence: nil, clientRevision: nil)
        await store.beginDraining()
        #expect(await store.isDraining)
        await store.closeAll()
        var received: [String] = []
        for await frame in frames { received.append(frame) }
        #expect(received.last == #"{"t":"reload"}"#)
        #expect(await store.count == 0)
    }
}
