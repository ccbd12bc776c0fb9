import Strata

/// An interactive element found in a render tree, with its accessible name.
struct Control {
    let name: String
    let isEnabled: Bool
    let isTappable: Bool
    let isTextField: Bool
    let isToggle: Bool
    let activate: () -> Void
    var setText: ((String) -> Void)?
    var submit: (() -> Void)?
    var value: String?
    var isOn: Bool?
    var setNumber: ((Double) -> Void)?
    /// A picker's option names and how to choose one.
    var options: [String] = []
    var choose: ((Int) -> Void)?
    /// What dragging the view does (`DragGesture`).
    var drag: RenderDrag?

    /// Every control in `nodes`, in document order. Effects of fragments apply to their children.
    static func collect(in nodes: [RenderNode]) -> [Control] {
        var collector = Collector()
        RenderNode.walk(nodes, with: &collector)
        return collector.controls
    }

    /// Collects controls; a disabled control disables what it contains, a hidden element hides it.
    private struct Collector: RenderTreeVisitor {
        var controls: [Control] = []
        /// Whether each entered element (and so its content) is enabled, innermost last.
        var enabled: [Bool] = []
        /// Presented content is enabled whatever presents it.
        var enabledOutsidePresentations: [[Bool]] = []

        mutating func enter(_ node: RenderNode, effects: [RenderEffect]) -> Bool {
            let (visitsContent, isEnabled) = control(for: node, effects: effects, enabled: enabled.last ?? true)
            enabled.append(isEnabled)
            return visitsContent
        }

        mutating func leave(_ node: RenderNode) { enabled.removeLast() }

        mutating func enterPresentation(_ presentation: RenderPresentation) {
            enabledOutsidePresentations.append(enabled)
            enabled = []
        }

        mutating func leavePresentation(_ presentation: RenderPresentation) {
            enabled = enabledOutsidePresentations.removeLast()
        }

        private static func isHidden(_ effects: [RenderEffect]) -> Bool {
            effects.contains { if case .accessibility(.hidden(true)) = $0 { true } else { false } }
        }

        /// Records the control `node` is, if any; returns whether to visit its content and whether
        /// that content is enabled.
        private mutating func control(for node: RenderNode, effects: [RenderEffect], enabled: Bool) -> (Bool, Bool) {
            if Self.isHidden(effects) { return (false, enabled) }
            var label: String?
            for case .accessibility(.label(let text)) in effects where label == nil { label = text }
            let name = label ?? node.plainText
            for case .drag(let drag) in effects {
                var control = Control(name: name, isEnabled: enabled, isTappable: false, isTextField: false, isToggle: false, activate: {})
                control.drag = drag
                controls.append(control)
                break
            }
            switch node.kind {
            case .button(let button):
                let enabled = enabled && button.isEnabled
                controls.append(Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: false, activate: button.action))
                return (true, enabled)
            case .toggle(let toggle) where toggle.appearance != nil:
                // A custom toggle style assembles its own interaction (found among the children).
                let enabled = enabled && toggle.isEnabled
                let isOn = toggle.isOn, setOn = toggle.setOn
                var control = Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: true, activate: { setOn(!isOn) })
                control.isOn = isOn
                controls.append(control)
                return (true, enabled)
            case .picker(let picker):
                var control = Control(name: name, isEnabled: enabled && picker.isEnabled, isTappable: false, isTextField: false, isToggle: false, activate: {})
                control.options = picker.options.map(\.content.plainText)
                control.choose = picker.select
                control.value = picker.options.first(where: \.isSelected)?.content.plainText
                controls.append(control)
                return (false, enabled)
            case .slider(let slider):
                var control = Control(name: name, isEnabled: enabled && slider.isEnabled, isTappable: false, isTextField: false, isToggle: false, activate: {})
                control.setNumber = slider.setValue
                control.value = String(slider.value)
                controls.append(control)
                return (false, enabled)
            case .textField(let field):
                let childText = node.children.map(\.plainText).joined(separator: " ")
                var control = Control(name: label ?? (childText.isEmpty ? field.prompt : childText), isEnabled: enabled && field.isEnabled,
                                      isTappable: false, isTextField: true, isToggle: false, activate: {})
                control.setText = field.setText
                control.submit = field.onSubmit
                control.value = field.text
                controls.append(control)
                return (false, enabled)
            default:
                for case .tap(_, let action) in effects {
                    controls.append(Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: false, activate: action))
                    break
                }
                return (true, enabled)
            }
        }
    }
}
