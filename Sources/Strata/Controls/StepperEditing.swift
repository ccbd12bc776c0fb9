// Stepper forms that report editing. A tap is one step on the web, so `onEditingChanged` is kept
// for API parity and not called.

extension Stepper {
    /// A stepper over a range that reports editing.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value: value, in: bounds, step: step, label: label)
    }

    /// A stepper that reports editing.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(value: value, step: step, label: label)
    }

    /// A stepper with custom actions that reports editing.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// The iOS 13 form: custom actions with the label last.
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(label: label, onIncrement: onIncrement, onDecrement: onDecrement)
    }

    /// The iOS 13 form: a stepper over a range that reports editing, with the label last.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label)
    }

    /// The iOS 13 form: a stepper that reports editing, with the label last.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void, @ViewBuilder label: () -> Label) {
        self.init(value: value, step: step, label: label)
    }
}

/// A style of form (kept for API parity: forms render as grouped sections on the web).
public protocol FormStyle {}

/// The built-in form styles.
nonisolated public struct _BuiltinFormStyle: FormStyle {
    let name: String
}

nonisolated extension FormStyle where Self == _BuiltinFormStyle {
    public static var automatic: _BuiltinFormStyle { _BuiltinFormStyle(name: "automatic") }
    public static var grouped: _BuiltinFormStyle { _BuiltinFormStyle(name: "grouped") }
    public static var columns: _BuiltinFormStyle { _BuiltinFormStyle(name: "columns") }
}

nonisolated extension View {
    /// Sets the style of forms in this view (kept for API parity).
    public consuming func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}
