/// What a gesture does while a drag drives it: `DragGesture` starts the list, and `onChanged`,
/// `updating` and `onEnded` add to it. Values reach each handler only when its gesture's value
/// type is a drag's.
public struct _DragHandlers {
    var minimumDistance: CGFloat
    var changed: [(DragGesture.Value) -> Void] = []
    var ended: [(DragGesture.Value) -> Void] = []

    func adding(changed action: @escaping (DragGesture.Value) -> Void) -> _DragHandlers {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    func adding(ended action: @escaping (DragGesture.Value) -> Void) -> _DragHandlers {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    /// The handlers of two gestures recognized together.
    static func merging(_ first: _DragHandlers?, _ second: _DragHandlers?) -> _DragHandlers? {
        guard let first else { return second }
        guard let second else { return first }
        return _DragHandlers(
            minimumDistance: Swift.min(first.minimumDistance, second.minimumDistance),
            changed: first.changed + second.changed, ended: first.ended + second.ended
        )
    }

    var renderDrag: RenderDrag {
        RenderDrag(minimumDistance: minimumDistance, changed: changed, ended: ended)
    }
}

/// A gesture with an action for each change of its value.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void

    public var _tapAction: (() -> Void)? { base._tapAction }

    public var _dragHandlers: _DragHandlers? {
        let action = self.action, base = self.base
        return base._dragHandlers?.adding(changed: { value in base._value(fromDrag: value).map(action) })
    }
}

/// A gesture that updates a `GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    public var _tapAction: (() -> Void)? { base._tapAction }

    public var _dragHandlers: _DragHandlers? {
        let state = self.state, body = self.body, base = self.base
        return base._dragHandlers?
            .adding(changed: { value in
                guard let value = base._value(fromDrag: value) else { return }
                var current = state.wrappedValue
                var transaction = Transaction()
                body(value, &current, &transaction)
                state.update(current)
            })
            .adding(ended: { _ in state.reset() })
    }
}
