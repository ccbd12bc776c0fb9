/// A stand-in for an object that others must reach without keeping it alive, held strongly by
/// them in place of a weak reference: the object makes one handle, owns it, and clears it when
/// it goes away (in its `deinit`).
///
/// The hot objects of a hosted graph (view nodes, their outputs) are retained and released many
/// times per update. An object that ever had a weak reference keeps its reference counts in a
/// side table, and every retain and release of it then takes the runtime's slow path; reaching
/// it through a handle keeps its counts inline.
///
/// Like the graph, not thread-safe: read and cleared on the thread that drives the graph.
package final class ObjectHandle<Object: AnyObject>: @unchecked Sendable {
    /// The object, until it goes away. Not retained by the handle: the object clears it in its
    /// `deinit`, before its memory is released.
    package private(set) unowned(unsafe) var object: Object?

    package init() {}

    /// Sets the object that owns this handle (once, in its initializer).
    package func attach(_ owner: Object) { object = owner }

    /// Called by the object's `deinit`: whoever holds the handle no longer finds the object.
    package func detach() { object = nil }
}
