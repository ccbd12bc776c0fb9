/// A gesture whose value is another gesture's value transformed (`gesture.map { ... }`).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public var _tapAction: (() -> Void)? { content._tapAction }
    public var _dragHandlers: _DragHandlers? { content._dragHandlers }

    public func _value(fromDrag value: DragGesture.Value) -> Value? {
        content._value(fromDrag: value).map(transform)
    }
}

extension Gesture {
    /// A gesture whose value is this gesture's value passed through `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
