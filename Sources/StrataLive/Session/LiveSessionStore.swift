import Foundation

/// The live sessions of a server, by token. A session whose browser has been gone for longer
/// than `timeout` is dropped; a browser that comes back after that reloads the page.
public actor LiveSessionStore {
    /// How long a session survives without a connected browser.
    public let timeout: Duration
    /// The most sessions kept at once; beyond it the longest-disconnected one is dropped.
    public let capacity: Int
    private var entries: [String: Entry] = [:]
    private let now: @Sendable () -> ContinuousClock.Instant

    private struct Entry {
        let handle: LiveSessionHandle
        var connections = 0
        var idleSince: ContinuousClock.Instant
    }

    /// `now` tells the time (tests pass a clock they move by hand).
    public init(timeout: Duration = .seconds(300), capacity: Int = 10_000, now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }) {
        self.timeout = timeout
        self.capacity = capacity
        self.now = now
    }

    /// Keeps `handle` under a new unguessable token and returns the token.
    public func register(_ handle: LiveSessionHandle) -> String {
        sweep()
        if entries.count >= capacity, let oldest = entries.filter({ $0.value.connections == 0 }).min(by: { $0.value.idleSince < $1.value.idleSince }) {
            close(entries.removeValue(forKey: oldest.key))
        }
        let token = Self.makeToken()
        entries[token] = Entry(handle: handle, idleSince: now())
        return token
    }

    /// The session for `token`, counted as connected; nil when it does not exist or expired.
    public func connect(_ token: String) -> LiveSessionHandle? {
        sweep()
        guard entries[token] != nil else { return nil }
        entries[token]?.connections += 1
        return entries[token]?.handle
    }

    /// The browser of `token` went away; its idle time starts now.
    public func disconnect(_ token: String) {
        entries[token]?.connections -= 1
        entries[token]?.idleSince = now()
    }

    /// How many sessions are alive.
    public var count: Int {
        sweep()
        return entries.count
    }

    /// Drops sessions that have had no browser for longer than the timeout.
    private func sweep() {
        let time = now()
        for (token, entry) in entries where entry.connections == 0 && time - entry.idleSince >= timeout {
            close(entries.removeValue(forKey: token))
        }
    }

    /// Ends a dropped session: the work its views started is cancelled.
    private func close(_ entry: Entry?) {
        guard let handle = entry?.handle else { return }
        Task { await handle.close() }
    }

    /// 128 random bits from the system's secure generator, hex-encoded.
    static func makeToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
