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

    /// Every control in `nodes`, in document order. Effects of fragments apply to their children.
    static func collect(in nodes: [RenderNode]) -> [Control] {
        var controls: [Control] = []
        for node in nodes { visit(node, inherited: [], enabled: true, into: &controls) }
        return controls
    }

    private static func visit(_ node: RenderNode, inherited: [RenderEffect], enabled: Bool, into controls: inout [Control]) {
        let effects = node.effects + inherited
        defer {
            // Presented alerts, dialogs and sheets come after the view that presents them.
            for case .presentation(let presentation) in node.effects {
                for presented in presentation.nodes { visit(presented, inherited: [], enabled: true, into: &controls) }
            }
        }
        if case .fragment = node.kind {
            for child in node.children { visit(child, inherited: effects, enabled: enabled, into: &controls) }
            return
        }
        var label: String?
        var hidden = false
        for effect in effects {
            if case .accessibility(.label(let text)) = effect, label == nil { label = text }
            if case .accessibility(.hidden(true)) = effect { hidden = true }
        }
        if hidden { return }
        let name = label ?? node.plainText
        var enabled = enabled
        switch node.kind {
        case .button(let button):
            enabled = enabled && button.isEnabled
            controls.append(Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: false, activate: button.action))
        case .toggle(let toggle) where toggle.appearance != nil:
            // A custom toggle style assembles its own interaction (found among the children).
            enabled = enabled && toggle.isEnabled
            let isOn = toggle.isOn, setOn = toggle.setOn
            var control = Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: true, activate: { setOn(!isOn) })
            control.isOn = isOn
            controls.append(control)
        case .picker(let picker):
            var control = Control(name: name, isEnabled: enabled && picker.isEnabled, isTappable: false, isTextField: false, isToggle: false, activate: {})
            control.options = picker.options.map(\.content.plainText)
            control.choose = picker.select
            control.value = picker.options.first(where: \.isSelected)?.content.plainText
            controls.append(control)
            return
        case .slider(let slider):
            var control = Control(name: name, isEnabled: enabled && slider.isEnabled, isTappable: false, isTextField: false, isToggle: false, activate: {})
            control.setNumber = slider.setValue
            control.value = String(slider.value)
            controls.append(control)
            return
        case .textField(let field):
            let fieldName = label ?? (node.children.map(\.plainText).joined(separator: " ").isEmpty ? field.prompt : node.children.map(\.plainText).joined(separator: " "))
            var control = Control(name: fieldName, isEnabled: enabled && field.isEnabled, isTappable: false, isTextField: true, isToggle: false, activate: {})
            control.setText = field.setText
            control.submit = field.onSubmit
            control.value = field.text
            controls.append(control)
            return
        default:
            for effect in effects {
                if case .tap(_, let action) = effect {
                    controls.append(Control(name: name, isEnabled: enabled, isTappable: true, isTextField: false, isToggle: false, activate: action))
                    break
                }
            }
        }
        for child in node.children { visit(child, inherited: [], enabled: enabled, into: &controls) }
        if case .menu(let items) = node.kind {
            for item in items { visit(item, inherited: [], enabled: enabled, into: &controls) }
        }
        for effect in effects {
            switch effect {
            case .background(let layer), .overlay(let layer):
                for layerNode in layer.nodes { visit(layerNode, inherited: [], enabled: enabled, into: &controls) }
            default: continue
            }
        }
    }
}
