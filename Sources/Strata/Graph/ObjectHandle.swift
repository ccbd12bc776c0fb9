#if DEBUG
import Synchronization
#endif

/// A stand-in for an object that others must reach without keeping it alive, held strongly by
/// them in place of a weak reference: the object makes one handle, owns it, and clears it when
/// it goes away (in its `deinit`).
///
/// The hot objects of a hosted graph (view nodes, their outputs) are retained and released many
/// times per update. An object that ever had a weak reference keeps its reference counts in a
/// side table, and every retain and release of it then takes the runtime's slow path; reaching
/// it through a handle keeps its counts inline.
///
/// Like the graph, not thread-safe: one thread at a time drives a graph, and its models change
/// on that thread. Unlike a weak reference, a handle does not make a read from another thread
/// safe: an object freed while another thread uses it through the handle is a use after free.
/// Debug builds check for that overlap (`withObject(_:)` against `detach()`) and stop with a
/// message naming the invariant; release builds pay nothing for the check.
package final class ObjectHandle<Object: AnyObject>: @unchecked Sendable {
    /// The object, until it goes away. Not retained by the handle: the object clears it in its
    /// `deinit`, before its memory is released.
    package private(set) unowned(unsafe) var object: Object?

    #if DEBUG
    /// How many `withObject(_:)` calls are using the object (debug builds only).
    private let users = Atomic<Int>(0)
    #endif

    package init() {}

    /// Sets the object that owns this handle (once, in its initializer).
    package func attach(_ owner: Object) { object = owner }

    /// Called by the object's `deinit`: whoever holds the handle no longer finds the object.
    package func detach() {
        #if DEBUG
        let using = users.load(ordering: .acquiring)
        assert(using == 0, """
            \(Object.self) freed while another thread used it through its handle: a graph's views, \
            their state and the models they observe must change on the one thread that drives the graph
            """)
        #endif
        object = nil
    }

    /// Calls `body` with the object, or with nil once it went away. The way callbacks that may
    /// run from outside the graph's update (observation, state setters, subscriptions) reach it:
    /// debug builds check that the object is not freed meanwhile.
    @inline(__always)
    package func withObject<Result>(_ body: (Object?) -> Result) -> Result {
        #if DEBUG
        users.add(1, ordering: .acquiringAndReleasing)
        defer { users.subtract(1, ordering: .acquiringAndReleasing) }
        #endif
        return body(object)
    }
}

extension ObjectHandle where Object == ViewNode {
    /// Marks the view for re-evaluation, if it still exists.
    func invalidate() {
        withObject { $0?.invalidate() }
    }
}
