/// A control for choosing a color, bound to a `Color`.
///
/// On the web it is a native `<input type="color">` inside a `<label>`. The input shows RGB colors
/// as `#rrggbb`; system and asset colors, which have no fixed value on a server, show as black
/// until one is picked. Opacity is kept from the current color (browsers pick opaque colors).
nonisolated public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let binding = view.selection
        let isEnabled = inputs.environment.isEnabled
        var field = RenderTextField(
            text: Self.hex(binding.wrappedValue),
            setText: { text in
                guard isEnabled, let color = Self.color(hex: text, alpha: binding.wrappedValue.alpha) else { return }
                binding.wrappedValue = color
            },
            prompt: "", isSecure: false, isEnabled: isEnabled, onSubmit: nil
        )
        field.inputType = "color"
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: inputs.child(0), outputs: &children)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .textField(field), children: children.nodes))
    }

    /// `#rrggbb` for RGB colors, black otherwise.
    static func hex(_ color: Color) -> String {
        guard case let .rgb(red, green, blue) = color.definition else { return "#000000" }
        func byte(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        return String(format: "#%02x%02x%02x", byte(red), byte(green), byte(blue))
    }

    /// The color for `#rrggbb`, or nil for anything else.
    static func color(hex text: String, alpha: Double) -> Color? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return Color(
            red: Double((value >> 16) & 0xFF) / 255,
            green: Double((value >> 8) & 0xFF) / 255,
            blue: Double(value & 0xFF) / 255,
            opacity: alpha
        )
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
