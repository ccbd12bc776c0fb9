import Strata

/// Runs what an event means for its target: a button's action, a binding's setter, a handler.
enum LiveEventDispatch {
    static func perform(_ event: LiveEvent, on target: LiveTarget) throws(LiveProtocolError) {
        switch (event.kind, target.node.kind) {
        case (.click, .button(let button)):
            guard button.isEnabled else { throw .disabled(event.node) }
            button.action()
        case (.click, .toggle(let toggle)):
            guard toggle.isEnabled else { throw .disabled(event.node) }
            toggle.setOn(!toggle.isOn)
        case (.input, .textField(let field)):
            guard field.isEnabled else { throw .disabled(event.node) }
            field.setText(event.value ?? "")
        case (.submit, .textField(let field)):
            field.onSubmit?()
        case (.change, .slider(let slider)):
            guard slider.isEnabled else { throw .disabled(event.node) }
            guard let text = event.value, let number = Double(text), number.isFinite else {
                throw .malformed("a slider change needs a number")
            }
            slider.setValue(min(max(number, slider.bounds.lowerBound), slider.bounds.upperBound))
        case (.change, .picker(let picker)):
            guard picker.isEnabled else { throw .disabled(event.node) }
            guard let text = event.value, let index = Int(text), picker.options.indices.contains(index) else {
                throw .malformed("a picker change needs an option index")
            }
            picker.select(index)
        case (.key, _):
            try pressKey(event, on: target)
        case (.drag, _):
            try drag(event, on: target)
        case (.focus, _), (.blur, _):
            changeFocus(event.kind == .focus, on: target)
        case (.click, _):
            guard let tap = target.effects.lazy.compactMap(Self.tapAction).first else {
                throw .unsupported("Node \(event.node) does not respond to clicks")
            }
            tap()
        default:
            throw .unsupported("Node \(event.node) does not accept \(event.kind.rawValue) events")
        }
    }

    /// Reports a drag's move or end to the target's drag gesture.
    private static func drag(_ event: LiveEvent, on target: LiveTarget) throws(LiveProtocolError) {
        guard let drag = target.effects.lazy.compactMap(Self.dragGesture).first else {
            throw .unsupported("Node \(event.node) has no drag gesture")
        }
        let fields = (event.value ?? "").split(separator: " ")
        let numbers = fields.dropFirst().compactMap { Double($0) }.filter { $0.isFinite && abs($0) < 1e6 }
        guard fields.count == 5, numbers.count == 4, ["changed", "ended"].contains(fields[0]) else {
            throw .malformed("a drag needs \"changed\" or \"ended\" and four coordinates")
        }
        let location = CGPoint(x: numbers[0], y: numbers[1]), start = CGPoint(x: numbers[2], y: numbers[3])
        if fields[0] == "changed" {
            drag.change(location: location, startLocation: start)
        } else {
            drag.end(location: location, startLocation: start)
        }
    }

    /// Tells the focus state tied to the target (its own `focused` modifier, else the nearest
    /// around it) that focus arrived or left. Focus reports what the browser did: a view that no
    /// longer ties its focus to a state ignores it.
    private static func changeFocus(_ isFocused: Bool, on target: LiveTarget) {
        for effects in [target.effects] + target.ancestorEffects {
            let bindings = effects.compactMap(Self.focusBinding)
            guard !bindings.isEmpty else { continue }
            for focus in bindings { focus.setFocused(isFocused) }
            return
        }
    }

    private static func focusBinding(_ effect: RenderEffect) -> RenderFocus? {
        if case .focused(let focus) = effect { focus } else { nil }
    }

    private static func dragGesture(_ effect: RenderEffect) -> RenderDrag? {
        if case .drag(let drag) = effect { drag } else { nil }
    }

    private static func tapAction(_ effect: RenderEffect) -> (() -> Void)? {
        if case .tap(_, let action) = effect { action } else { nil }
    }

    /// Offers the key to the target's key handlers, then its ancestors', then the innermost
    /// presentation (Escape dismisses it).
    private static func pressKey(_ event: LiveEvent, on target: LiveTarget) throws(LiveProtocolError) {
        guard let name = event.value, let key = KeyEquivalent(_webName: name) else {
            throw .malformed("a key event needs a key name")
        }
        for effects in [target.effects] + target.ancestorEffects {
            for case .keyPress(let keys, let handler) in effects where keys.contains(key) || (keys.contains(._anyKey) && key != ._anyKey) {
                if handler(key) { return }
            }
        }
        guard key == .escape, let presentation = target.presentations.last else { return }
        // Escape in an alert or dialog is its Cancel button; a sheet just goes away.
        if presentation.kind != .sheet, let cancel = cancelButton(in: presentation.nodes) {
            cancel.action()
        } else {
            presentation.dismiss?()
        }
    }

    private static func cancelButton(in nodes: [RenderNode]) -> RenderButton? {
        var search = CancelButtonSearch()
        RenderNode.walk(nodes, with: &search)
        return search.button
    }

    private struct CancelButtonSearch: RenderTreeVisitor {
        var button: RenderButton?
        var isFinished: Bool { button != nil }

        mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
            if case .button(let button) = node.kind, button.role == .cancel { self.button = button }
            return true
        }
    }
}
