import Strata
import StrataHTML

/// One person's live page: a view graph with state, the DOM their browser shows, and the
/// protocol that keeps the two in step.
///
/// A session is not thread-safe: the server confines each one to its own actor, so its events
/// apply one at a time, in order.
///
/// ```swift
/// let session = LiveSession(CounterView())
/// let html = session.html                                  // the first response
/// let replies = session.receive(#"{"seq":1,"node":"k2x9","kind":"click"}"#)
/// ```
public final class LiveSession {
    /// Limits on what a client may send.
    public struct Limits: Sendable {
        /// The largest message accepted, in bytes.
        public var maxMessageBytes: Int

        public init(maxMessageBytes: Int = 64 * 1024) {
            self.maxMessageBytes = maxMessageBytes
        }
    }

    /// The session's views and their state. While the graph is released (`releaseViewGraph()`),
    /// reading it makes it again from the root view.
    public var graph: ViewGraph {
        if let currentGraph { return currentGraph }
        let graph = makeGraph()
        graph.didInvalidate = releasedDidInvalidate
        releasedDidInvalidate = nil
        currentGraph = graph
        return graph
    }
    public let limits: Limits
    /// The view graph, nil while released.
    private var currentGraph: ViewGraph?
    /// Makes the view graph from the root view, as the first render did.
    private let makeGraph: () -> ViewGraph
    /// The released graph's `didInvalidate`, handed to the graph made again.
    private var releasedDidInvalidate: (() -> Void)?
    /// The page the browser shows, and how it follows the render tree.
    private var page: LiveRenderedPage
    /// The sequence number of the last event applied.
    public private(set) var lastSequence = 0
    /// The last patch the client said it applied.
    public private(set) var acknowledgedSequence = 0
    /// How many times the page changed: every patch and push frame carries it, and a reconnecting
    /// client says which it applied last.
    public private(set) var revision = 0

    public init<Root: View>(_ root: Root, environment: EnvironmentValues = EnvironmentValues(), limits: Limits = Limits()) {
        let graph = ViewGraph(root, environment: environment)
        currentGraph = graph
        makeGraph = { ViewGraph(root, environment: environment) }
        self.limits = limits
        page = LiveRenderedPage(tree: graph.renderTree)
        _ = graph.takeRenderChanges()
    }

    /// Whether the session holds its view graph now (false while `releaseViewGraph()` has released it).
    package var holdsViewGraph: Bool { currentGraph != nil }

    /// Frees what only an active session needs (the render tree, the page and its DOM); state
    /// and a digest of the page stay. The page is rendered again from state when a browser
    /// connects (or an event comes), and counts as changed only if it differs. The server calls
    /// this while no browser is connected.
    public func releaseRenderTree() {
        guard let graph = currentGraph else { return }
        page.release(currentTree: graph.needsUpdate ? nil : { graph.renderTree })
        graph.releaseRenderTree()
    }

    /// Frees the whole view graph, keeping only the root view and a digest of the page, when
    /// nothing happened since the first render (no event, no change shown, no state changed, no
    /// `onAppear` action run, so none runs twice):
    /// a page fetched but not yet connected. The graph is made again from the root view when a
    /// browser connects (or an event comes): its render has the same node ids, so the browser's
    /// page stays, unless the page came out different (views that read the clock, say), which
    /// the browser then receives whole. Returns false, changing nothing, when state may have
    /// changed; `releaseRenderTree()` is what such a session can free.
    ///
    /// The work views start with `task` must not have been taken from the graph (the server
    /// starts it when a browser connects).
    @discardableResult
    public func releaseViewGraph() -> Bool {
        guard let graph = currentGraph, lastSequence == 0, revision == 0, !graph.needsUpdate,
              !graph.hasRunAppearActions else { return false }
        page.release(currentTree: { graph.renderTree })
        releasedDidInvalidate = graph.didInvalidate
        currentGraph = nil
        return true
    }

    /// Cancels the work the session's views started (the session is over); a released graph has none.
    public func cancelAllTasks() {
        currentGraph?.cancelAllTasks()
    }

    /// The page content as the browser should first receive it: the static HTML, with node ids.
    public var html: String {
        if !page.isRendered { _ = update() }
        return String(decoding: page.pageBytes(tree: graph.renderTree), as: UTF8.self)
    }

    /// How many updates emitted only the views that changed, and how many the whole page (for
    /// tests and benchmarks).
    package var updateCounts: (partial: Int, whole: Int) { (page.partialUpdates, page.wholeUpdates) }
    /// How many views' outputs were updated child by child (for tests).
    package var childListUpdates: Int { page.childListUpdates }
    /// How many kept views were found in their element's previous children in order (for tests).
    package var keptInOrder: Int { page.keptInOrder }

    /// Applies one text frame from the client and returns the frames to send back: a patch for
    /// an event, nothing for an acknowledgement, an error frame for anything invalid.
    public func receive(_ text: String) -> [String] {
        guard text.utf8.count <= limits.maxMessageBytes else { return [refuseOversized(text)] }
        let message: LiveClientMessage
        do {
            message = try LiveClientMessage.decode(text)
        } catch {
            return [Self.errorFrame(error, sequence: nil)]
        }
        switch message.kind {
        case .acknowledge(let sequence):
            acknowledgedSequence = max(acknowledgedSequence, min(sequence, lastSequence))
            return []
        case .resynchronize:
            return [helloFrame()]
        case .skip(let sequence):
            // The client gave up an event the transport refused as too large: its number is used
            // up, so the events after it stay in order.
            return [Self.errorFrame(.tooLarge(bytes: 0, limit: limits.maxMessageBytes), sequence: consume(sequence) ? sequence : nil)]
        case .event(let event):
            do {
                return [try apply(event)]
            } catch {
                return [Self.errorFrame(error, sequence: event.sequence)]
            }
        }
    }

    /// The frame a (re)connecting client gets first: the last applied event and, unless the
    /// client says it applied the patch for that event, the whole current content, so a client
    /// that missed patches catches up.
    public func helloFrame(clientSequence: Int? = nil, clientRevision: Int? = nil) -> String {
        // Work started by `task` may have changed state while no client listened; the hello
        // carries the whole page then, so there is nothing to diff.
        if graph.needsUpdate || !page.isRendered { _ = update() }
        _ = graph.takeAnimation()  // a whole page arrives without motion
        let html = self.html
        var json = LiveJSONWriter(capacity: html.utf8.count + 64)
        json.beginObject()
        json.key("t"); json.string("hello")
        json.key("seq"); json.int(lastSequence)
        json.key("rev"); json.int(revision)
        json.key("ops"); json.beginArray()
        if clientSequence != lastSequence || (clientRevision ?? 0) != revision {
            LivePatchOperation.replaceAll(html: html).writeJSON(into: &json)
        }
        json.endArray()
        json.endObject()
        return json.string
    }

    /// Refuses a message over the limit. When it is the next event, its number is used up (it
    /// changes nothing), so the client and the session stay in step.
    private func refuseOversized(_ text: String) -> String {
        let error = LiveProtocolError.tooLarge(bytes: text.utf8.count, limit: limits.maxMessageBytes)
        guard let sequence = LiveClientMessage.eventSequence(in: text), consume(sequence) else {
            return Self.errorFrame(error, sequence: nil)
        }
        return Self.errorFrame(error, sequence: sequence)
    }

    /// Uses up `sequence` when it is the next event's number.
    private func consume(_ sequence: Int) -> Bool {
        guard sequence == lastSequence + 1 else { return false }
        lastSequence = sequence
        return true
    }

    /// Applies an event and returns the patch frame for it.
    public func apply(_ event: LiveEvent) throws(LiveProtocolError) -> String {
        guard event.sequence == lastSequence + 1 else {
            throw .outOfOrder(expected: lastSequence + 1, received: event.sequence)
        }
        // An event in order uses up its number even when it is rejected (a click on a node a
        // patch in flight removed, say), so the client never renumbers what it sent after it.
        lastSequence = event.sequence
        // Without a modal on the page (nor changes not yet shown), the search stops at its node.
        let mayShowModal = graph.needsUpdate || page.mayShowModal()
        guard let target = LiveTarget.find(event.node, in: graph.renderTree, mayShowModal: mayShowModal) else { throw .unknownNode(event.node) }
        // Focus leaving a field behind a modal that just opened is still news (it clears the field's focus state).
        guard target.isReachable || event.kind == .blur else { throw .behindModal(event.node) }
        try LiveEventDispatch.perform(event, on: target)
        return frame("patch", operations: update())
    }

    /// The frame for changes no event caused (work started by `task`), or nil when the page did
    /// not change.
    public func pushFrame() -> String? {
        guard graph.needsUpdate else { return nil }
        let operations = update()
        return operations.isEmpty ? nil : frame("push", operations: operations)
    }

    /// Re-renders after state changes and returns the DOM operations that bring the browser up to date.
    /// Only the views that re-rendered are emitted again and diffed (see `LiveRenderedPage`).
    public func update() -> [LivePatchOperation] {
        graph.update()
        let graph = self.graph
        guard let operations = page.update(graph.takeRenderChanges(), tree: { graph.renderTree }) else { return [] }
        revision += 1
        return operations
    }

    /// A patch (the reply to an event) or push frame, numbered with the last event and revision.
    private func frame(_ type: String, operations: [LivePatchOperation]) -> String {
        var json = LiveJSONWriter(capacity: 128)
        json.beginObject()
        json.key("t"); json.string(type)
        json.key("seq"); json.int(lastSequence)
        json.key("rev"); json.int(revision)
        if let animation = graph.takeAnimation() {
            // The changes were made inside `withAnimation`: the client animates this patch.
            json.key("anim"); json.beginObject()
            json.key("ms"); json.int(Self.milliseconds(animation.duration))
            json.key("delay"); json.int(Self.milliseconds(animation.delay))
            json.key("curve"); json.string(CSSMotion.timingFunction(animation.curve).description)
            json.endObject()
        }
        json.key("ops"); json.beginArray()
        for operation in operations { operation.writeJSON(into: &json) }
        json.endArray()
        json.endObject()
        return json.string
    }

    private static func milliseconds(_ seconds: Double) -> Int {
        seconds.isFinite ? Int((min(max(seconds, 0), 60) * 1000).rounded()) : 0
    }

    /// The frame that reports a rejected message.
    public static func errorFrame(_ error: LiveProtocolError, sequence: Int?) -> String {
        var json = LiveJSONWriter(capacity: 128)
        json.beginObject()
        json.key("t"); json.string("error")
        json.key("seq"); if let sequence { json.int(sequence) } else { json.int(-1) }
        json.key("code"); json.string(error.code)
        json.key("message"); json.string(error.description)
        json.endObject()
        return json.string
    }
}
