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

/// One session, confined to its own actor: its events apply one at a time, in order, and the
/// work its views start with `task` runs on the same serial executor. Frames for the browser
/// (replies to its messages and pushes of changes that work made) leave through one ordered stream.
public actor LiveSessionHandle {
    private let session: LiveSession
    private let executor: LiveSessionExecutor
    private let pushes: PushScheduler
    private var outbound: AsyncStream<String>.Continuation?
    /// Counts connections, so a connection that ends late does not end its successor's stream.
    private var connection = 0

    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Renders the first page; call it off the store so sessions start concurrently.
    public init(_ makeSession: @Sendable () -> LiveSession) {
        let session = makeSession()
        let executor = LiveSessionExecutor()
        let pushes = PushScheduler(executor: executor)
        session.graph.didInvalidate = { pushes.schedule() }
        self.session = session
        self.pushes = pushes
        self.executor = executor
        pushes.handle = self
    }

    /// The session's current content HTML (with node ids): what a page starts with.
    public var html: String { session.html }

    /// The first frame for a (re)connecting client.
    public func hello(clientSequence: Int?, clientRevision: Int? = nil) -> String {
        session.helloFrame(clientSequence: clientSequence, clientRevision: clientRevision)
    }

    /// Keeps only state while no browser is connected (see `LiveSession.releaseRenderTree()`).
    public func releaseRenderTree() { session.releaseRenderTree() }

    /// Applies a text frame from the client; returns the frames to send back.
    public func receive(_ text: String) -> [String] {
        // The reply carries every change; no separate push is needed for this event's.
        pushes.isScheduled = true
        defer {
            pushes.isScheduled = false
            startTasks()
        }
        return session.receive(text)
    }

    /// A browser connected: returns the connection's number and the stream of frames to send it,
    /// starting with the hello frame, and starts the work the page's views asked for. A previous
    /// connection's stream ends.
    public func connect(clientSequence: Int?, clientRevision: Int?) -> (connection: Int, frames: AsyncStream<String>) {
        outbound?.finish()
        connection += 1
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        outbound = continuation
        continuation.yield(hello(clientSequence: clientSequence, clientRevision: clientRevision))
        startTasks()
        return (connection, stream)
    }

    /// Applies a text frame from the connected browser; the replies go out on its stream.
    public func deliver(_ text: String) {
        for frame in receive(text) { outbound?.yield(frame) }
    }

    /// Answers a binary frame from the connected browser, which the protocol does not use.
    public func rejectBinaryFrame() {
        outbound?.yield(LiveSession.errorFrame(.malformed("binary frames are not part of the protocol"), sequence: nil))
    }

    /// The browser went away: its stream ends and the session keeps only state until it returns.
    /// Started work keeps running; what it changes reaches the browser in the next hello.
    /// Does nothing when a newer connection has replaced `connection`.
    public func disconnect(_ connection: Int) {
        guard connection == self.connection, let outbound else { return }
        outbound.finish()
        self.outbound = nil
        releaseRenderTree()
    }

    /// The session is over (expired or evicted): its started work is cancelled.
    public func close() {
        disconnect(connection)
        session.graph.cancelAllTasks()
    }

    /// Sends what started work changed, then starts any work the new content asks for.
    fileprivate func flush() {
        pushes.isScheduled = false
        guard let outbound else { return }
        if let frame = session.pushFrame() { outbound.yield(frame) }
        startTasks()
    }

    /// Runs the work views started on this session's executor; the graph cancels it when its view goes.
    private func startTasks() {
        for work in session.graph.takeStartedTasks() {
            let running = Task(executorPreference: executor, priority: work.priority) { await work.action() }
            work.cancellation = { running.cancel() }
        }
    }
}

/// Turns state changes made outside events into one flush of the session. Used only on the
/// session's executor (where its views' work and its actor run), so its flag needs no lock.
private final class PushScheduler: @unchecked Sendable {
    weak var handle: LiveSessionHandle?
    var isScheduled = false
    /// The flush starts on the session's own executor, not behind other sessions' work.
    private let executor: LiveSessionExecutor

    init(executor: LiveSessionExecutor) { self.executor = executor }

    func schedule() {
        guard !isScheduled, let handle else { return }
        isScheduled = true
        Task(executorPreference: executor) { await handle.flush() }
    }
}
