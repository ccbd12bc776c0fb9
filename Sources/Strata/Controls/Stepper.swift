/// Increment and decrement buttons beside a label.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Whether the value is above the range's minimum (minus) and below its maximum (plus).
    var canDecrement = true, canIncrement = true

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) }
        onDecrement = { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) }
        canDecrement = value.wrappedValue > bounds.lowerBound
        canIncrement = value.wrappedValue < bounds.upperBound
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {
        self.label = label()
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    /// iOS's stepper: the label, then one gray rounded control split by a hairline, its minus
    /// disabled at the minimum and its plus at the maximum.
    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                Button { onDecrement?() } label: { Image(systemName: "minus").frame(width: 46, height: 32) }
                    .accessibilityLabel("Decrement")
                    .disabled(onDecrement == nil || !canDecrement)
                Divider().frame(height: 18)
                Button { onIncrement?() } label: { Image(systemName: "plus").frame(width: 46, height: 32) }
                    .accessibilityLabel("Increment")
                    .disabled(onIncrement == nil || !canIncrement)
            }
            .buttonStyle(.plain)
            .foregroundStyle(.primary)
            .background(Capsule().fill(Color.system("fill")))
        }
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(titleKey) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1) {
        self.init(value: value, step: step) { Text(title) }
    }

    /// A stepper whose buttons run `onIncrement` and `onDecrement` (a nil action disables its button).
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement)
    }
}
