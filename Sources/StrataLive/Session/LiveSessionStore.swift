import Foundation

/// The live sessions of a server, by token. A session whose browser has been gone for longer
/// than `timeout` is dropped; a browser that comes back after that reloads the page.
///
/// Sessions whose page was fetched but never connected are the first to go when the store is
/// full, and one client address may hold only `maxUnconnectedPerAddress` of them, so plain page
/// loads cannot push out a person's session.
public actor LiveSessionStore {
    /// How long a session survives without a connected browser.
    public let timeout: Duration
    /// The most sessions kept at once; beyond it a never-connected one is dropped first, then the
    /// longest-disconnected one.
    public let capacity: Int
    /// The most never-connected sessions one client address may hold; its oldest goes beyond it.
    public let maxUnconnectedPerAddress: Int
    /// Starts every token (`<id>.`), so a load balancer can route a page's socket to the instance
    /// that holds its session; nil for a single instance.
    public let instanceID: String?
    /// Set by `beginDraining()`: the server takes no new sessions.
    public private(set) var isDraining = false
    private var entries: [String: Entry] = [:]
    private let now: @Sendable () -> ContinuousClock.Instant

    private struct Entry {
        let handle: LiveSessionHandle
        let address: String?
        var connections = 0
        var hasConnected = false
        var idleSince: ContinuousClock.Instant
        /// Order of registration, so eviction among equals is stable.
        let serial: Int
    }

    private var serial = 0

    /// `now` tells the time (tests pass a clock they move by hand).
    public init(
        timeout: Duration = .seconds(300), capacity: Int = 10_000, maxUnconnectedPerAddress: Int = 200, instanceID: String? = nil,
        now: @escaping @Sendable () -> ContinuousClock.Instant = { .now }
    ) {
        self.timeout = timeout
        self.capacity = max(1, capacity)
        self.maxUnconnectedPerAddress = max(1, maxUnconnectedPerAddress)
        self.instanceID = instanceID
        self.now = now
    }

    /// Keeps `handle` under a new unguessable token and returns the token. `clientAddress` is the
    /// address the page was requested from (for the per-address bound).
    public func register(_ handle: LiveSessionHandle, clientAddress: String? = nil) -> String {
        sweep()
        if let clientAddress {
            let pending = entries.filter { !$0.value.hasConnected && $0.value.address == clientAddress }
            if pending.count >= maxUnconnectedPerAddress, let oldest = pending.min(by: { $0.value.serial < $1.value.serial }) {
                close(entries.removeValue(forKey: oldest.key))
            }
        }
        if entries.count >= capacity, let victim = evictionCandidate() {
            close(entries.removeValue(forKey: victim))
        }
        var token = Self.makeToken()
        if let instanceID { token = instanceID + "." + token }
        serial += 1
        entries[token] = Entry(handle: handle, address: clientAddress, idleSince: now(), serial: serial)
        return token
    }

    /// The session to drop to make room: the oldest never-connected one, else the one
    /// disconnected longest; connected sessions are never dropped.
    private func evictionCandidate() -> String? {
        let idle = entries.filter { $0.value.connections == 0 }
        if let neverConnected = idle.filter({ !$0.value.hasConnected }).min(by: { $0.value.serial < $1.value.serial }) {
            return neverConnected.key
        }
        return idle.min(by: { $0.value.idleSince < $1.value.idleSince })?.key
    }

    /// The session for `token`, counted as connected; nil when it does not exist or expired.
    public func connect(_ token: String) -> LiveSessionHandle? {
        sweep()
        guard entries[token] != nil else { return nil }
        entries[token]?.connections += 1
        entries[token]?.hasConnected = true
        return entries[token]?.handle
    }

    /// The browser of `token` went away; its idle time starts now.
    public func disconnect(_ token: String) {
        guard var entry = entries[token] else { return }
        entry.connections = max(0, entry.connections - 1)
        entry.idleSince = now()
        entries[token] = entry
    }

    /// How many sessions are alive.
    public var count: Int {
        sweep()
        return entries.count
    }

    /// How many sessions have a browser connected now.
    public var connectedCount: Int { entries.values.filter { $0.connections > 0 }.count }

    /// Stops taking new sessions (a rolling deploy's drain); open sessions go on.
    public func beginDraining() { isDraining = true }

    /// Ends every session, telling connected browsers to reload (the end of a drain).
    public func closeAll() async {
        let handles = entries.values.map(\.handle)
        entries.removeAll()
        for handle in handles { await handle.close(reload: true) }
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
