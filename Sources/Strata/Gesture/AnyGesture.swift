/// A type-erased gesture: it recognizes what the gesture it was made from recognizes.
public struct AnyGesture<Value>: Gesture {
    private let tapAction: (() -> Void)?
    private let dragHandlers: _DragHandlers?
    private let valueFromDrag: (DragGesture.Value) -> Value?

    /// A gesture that does what `gesture` does.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        tapAction = gesture._tapAction
        dragHandlers = gesture._dragHandlers
        valueFromDrag = { gesture._value(fromDrag: $0) }
    }

    public var _tapAction: (() -> Void)? { tapAction }
    public var _dragHandlers: _DragHandlers? { dragHandlers }
    public func _value(fromDrag value: DragGesture.Value) -> Value? { valueFromDrag(value) }
}
