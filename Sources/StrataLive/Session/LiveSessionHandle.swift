import Foundation
import Strata

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
    /// Bytes queued for the current connection and not yet written to its socket.
    private var backlog = LiveOutboundBacklog()
    /// Why each ended connection's stream ended, for the close the server sends it.
    private var endReasons: [Int: LiveConnectionEnd] = [:]
    /// The most bytes queued for one connection before it counts as a reader that fell behind
    /// and is disconnected (it may reconnect and resume).
    public let maxQueuedBytes: Int
    /// Work that runs until cancelled (timers): paused while no browser is connected, since
    /// nobody would see what it changes, and started again when one connects.
    private var openEndedWork: [ViewGraphTask] = []
    /// Whether work the views started was taken from the graph (it then belongs to that graph).
    private var hasTakenWork = false

    public nonisolated var unownedExecutor: UnownedSerialExecutor { executor.asUnownedSerialExecutor() }

    /// Renders the first page with `makeSession`, on the calling thread (for views not bound to the
    /// main actor; see `init(maxQueuedBytes:session:)`).
    public init(maxQueuedBytes: Int = 4 << 20, _ makeSession: @Sendable () -> LiveSession) {
        self.init(maxQueuedBytes: maxQueuedBytes, session: makeSession())
    }

    /// Takes over `session`, made on the main actor where its views live:
    /// `LiveSessionHandle(session: LiveSession(ContentView()))`.
    public init(maxQueuedBytes: Int = 4 << 20, session: sending LiveSession) {
        self.maxQueuedBytes = maxQueuedBytes
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
    /// Before its first browser connects, and while nothing has happened, the session keeps
    /// only its root view and a digest of its page (`LiveSession.releaseViewGraph()`).
    public func releaseRenderTree() {
        if connection == 0, !hasTakenWork, session.releaseViewGraph() { return }
        session.releaseRenderTree()
    }

    /// Whether the session holds its view graph now (for tests).
    package var holdsViewGraph: Bool { session.holdsViewGraph }

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
    /// connection's stream ends, and it is told it was replaced (`endReason(of:)`).
    public func connect(clientSequence: Int?, clientRevision: Int?) -> (connection: Int, frames: AsyncStream<String>) {
        if outbound != nil { end(.replaced) }
        connection += 1
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        outbound = continuation
        backlog = LiveOutboundBacklog()
        send(hello(clientSequence: clientSequence, clientRevision: clientRevision))
        resumeOpenEndedWork()
        startTasks()
        return (connection, stream)
    }

    /// Applies a text frame from the connected browser; the replies go out on its stream.
    public func deliver(_ text: String) {
        deliver(text, from: connection)
    }

    /// Applies a text frame from the browser on `connection`; the replies go out on its stream.
    /// Returns false, changing nothing, when a newer connection replaced it.
    @discardableResult
    public func deliver(_ text: String, from connection: Int) -> Bool {
        guard connection == self.connection, outbound != nil else { return false }
        for frame in receive(text) { send(frame) }
        return true
    }

    /// Answers a binary frame from the connected browser, which the protocol does not use.
    public func rejectBinaryFrame() {
        send(LiveSession.errorFrame(.malformed("binary frames are not part of the protocol"), sequence: nil))
    }

    /// The writer of `connection` wrote `bytes` of its frames to the socket.
    public func didWrite(_ bytes: Int, on connection: Int) {
        if connection == self.connection { backlog.written(bytes) }
    }

    /// Why `connection`'s stream ended, or nil while it is current (or when its browser left).
    public func endReason(of connection: Int) -> LiveConnectionEnd? { endReasons[connection] }

    /// Queues a frame for the connected browser; a browser that lets more than `maxQueuedBytes`
    /// pile up unread is disconnected.
    private func send(_ frame: String) {
        guard let outbound else { return }
        backlog.queued(frame.utf8.count)
        if backlog.bytes > maxQueuedBytes {
            end(.fellBehind)
            return
        }
        outbound.yield(frame)
    }

    /// Ends the current connection's stream for `reason`; the session keeps only state.
    private func end(_ reason: LiveConnectionEnd) {
        guard let outbound else { return }
        endReasons[connection] = reason
        if endReasons.count > 16, let oldest = endReasons.keys.min() { endReasons[oldest] = nil }
        outbound.finish()
        self.outbound = nil
        pauseOpenEndedWork()
        releaseRenderTree()
    }

    /// The browser went away: its stream ends and the session keeps only state until it returns.
    /// Started work runs to its end, and what it changes reaches the browser in the next hello;
    /// timers pause until a browser connects again. Does nothing when a newer connection has
    /// replaced `connection`.
    public func disconnect(_ connection: Int) {
        guard connection == self.connection, let outbound else { return }
        outbound.finish()
        self.outbound = nil
        pauseOpenEndedWork()
        releaseRenderTree()
    }

    /// The session is over (expired, evicted, or its server is shutting down): its started work
    /// is cancelled. With `reload`, a connected browser is told to load the page again.
    public func close(reload: Bool = false) {
        if reload, outbound != nil {
            outbound?.yield(#"{"t":"reload"}"#)
            end(.serverShutdown)
        }
        disconnect(connection)
        session.cancelAllTasks()
    }

    /// Sends what started work changed, then starts any work the new content asks for.
    fileprivate func flush() {
        pushes.isScheduled = false
        guard outbound != nil else { return }
        if let frame = session.pushFrame() { send(frame) }
        startTasks()
    }

    /// Runs the work views started on this session's executor; the graph cancels it when its view
    /// goes. Timers wait for a connected browser.
    private func startTasks() {
        for work in session.graph.takeStartedTasks() {
            hasTakenWork = true
            if work.isOpenEnded {
                openEndedWork.append(work)
                if outbound == nil { continue }
            }
            run(work)
        }
    }

    private func run(_ work: ViewGraphTask) {
        let running = Task(executorPreference: executor, priority: work.priority) { await work.action() }
        work.cancellation = { running.cancel() }
    }

    /// Stops the timers (their views stay; the graph has not cancelled them).
    private func pauseOpenEndedWork() {
        openEndedWork.removeAll { $0.isCancelled }
        for work in openEndedWork {
            work.cancellation?()
            work.cancellation = nil
        }
    }

    /// Starts again the timers whose views are still on screen.
    private func resumeOpenEndedWork() {
        openEndedWork.removeAll { $0.isCancelled }
        for work in openEndedWork where work.cancellation == nil { run(work) }
    }
}

/// Why the server ended a connection's stream.
public enum LiveConnectionEnd: Sendable, Equatable {
    /// Another connection with the same token took over the session.
    case replaced
    /// The browser read too slowly: more than the session's limit of frames waited for it.
    case fellBehind
    /// The server is shutting down; the browser was told to reload.
    case serverShutdown
}

/// Counts bytes handed to a connection's writer and not yet written.
struct LiveOutboundBacklog {
    private(set) var bytes = 0
    mutating func queued(_ count: Int) { bytes += count }
    mutating func written(_ count: Int) { bytes = max(0, bytes - count) }
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
