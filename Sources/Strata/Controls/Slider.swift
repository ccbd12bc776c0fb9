/// A control that picks a value from a range, bound to a number.
nonisolated public struct Slider<Label: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    /// Views drawn before and after the slider (`minimumValueLabel`, `maximumValueLabel`).
    var valueLabels: (minimum: AnyView, maximum: AnyView)? = nil

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let binding = view.value, bounds = view.bounds
        let isEnabled = inputs.environment.isEnabled
        let slider = RenderSlider(
            value: binding.wrappedValue, bounds: bounds, step: view.step,
            setValue: { if isEnabled { binding.wrappedValue = min(max($0, bounds.lowerBound), bounds.upperBound) } },
            isEnabled: isEnabled
        )
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: inputs.child(0), outputs: &children)
        let node = RenderNode(id: inputs.identity, kind: .slider(slider), children: children.nodes)
        guard let valueLabels = view.valueLabels else {
            outputs.nodes.append(node)
            return
        }
        var row = _ViewOutputs()
        AnyView._makeView(valueLabels.minimum, inputs: inputs.child(1), outputs: &row)
        row.nodes.append(node)
        AnyView._makeView(valueLabels.maximum, inputs: inputs.child(2), outputs: &row)
        let stack = RenderStack(axis: .horizontal, alignment: .center, spacing: 8)
        outputs.nodes.append(RenderNode(id: inputs.identity.child(3), kind: .stack(stack), children: row.nodes))
    }
}

extension Slider {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = nil
        self.label = label()
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = Double(step)
        self.label = label()
    }
}

extension Slider where Label == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds) { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step) { EmptyView() }
    }
}

/// A hyperlink.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var labelInputs = inputs.child(0)
        labelInputs.environment.foregroundPaint = inputs.environment.tintPaint ?? .tint
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: labelInputs, outputs: &children)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .link(view.destination), children: children.nodes))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
