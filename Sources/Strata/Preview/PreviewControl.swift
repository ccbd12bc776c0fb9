/// A `@Previewable @State` variable of a `#Preview`, offered to a gallery as a control that edits
/// the live preview (a switch for a `Bool`, a stepper for integers, a slider for floating point,
/// a text field for a `String`, a picker for a `CaseIterable` type).
public struct PreviewControl: Equatable, @unchecked Sendable {
    /// The editor a variable's type calls for, bound to the preview's state.
    public enum Editor {
        case toggle(Binding<Bool>)
        case integer(Binding<Int>)
        case number(Binding<Double>)
        case text(Binding<String>)
        /// The cases by name, and the index of the selected one.
        case choice(options: [String], selection: Binding<Int>)
        /// A type no editor fits; shown read-only.
        case unsupported
    }

    /// The variable's name.
    public let name: String
    public let editor: Editor
    /// The current value as text (what `==` compares).
    public let valueDescription: String

    public init<Value>(_ name: String, _ binding: Binding<Value>) {
        self.name = name
        self.valueDescription = String(describing: binding.wrappedValue)
        self.editor = Self.editor(for: binding)
    }

    public static func == (lhs: PreviewControl, rhs: PreviewControl) -> Bool {
        lhs.name == rhs.name && lhs.valueDescription == rhs.valueDescription
    }

    private static func editor<Value>(for binding: Binding<Value>) -> Editor {
        if let binding = binding as? Binding<Bool> { return .toggle(binding) }
        if let binding = binding as? Binding<String> { return .text(binding) }
        if let type = Value.self as? any BinaryInteger.Type { return integerEditor(binding, type) }
        if let type = Value.self as? any BinaryFloatingPoint.Type { return numberEditor(binding, type) }
        if let type = Value.self as? any CaseIterable.Type { return choiceEditor(binding, type) }
        return .unsupported
    }

    private static func integerEditor<Value, I: BinaryInteger>(_ binding: Binding<Value>, _: I.Type) -> Editor {
        .integer(Binding<Int>(
            get: { Int(clamping: binding.wrappedValue as! I) },
            set: { if let value = I(exactly: $0), let typed = value as? Value { binding.wrappedValue = typed } }
        ))
    }

    private static func numberEditor<Value, F: BinaryFloatingPoint>(_ binding: Binding<Value>, _: F.Type) -> Editor {
        .number(Binding<Double>(
            get: { Double(binding.wrappedValue as! F) },
            set: { if let typed = F($0) as? Value { binding.wrappedValue = typed } }
        ))
    }

    private static func choiceEditor<Value, C: CaseIterable>(_ binding: Binding<Value>, _: C.Type) -> Editor {
        let cases = Array(C.allCases)
        let names = cases.map { String(describing: $0) }
        return .choice(options: names, selection: Binding<Int>(
            get: { names.firstIndex(of: String(describing: binding.wrappedValue)) ?? 0 },
            set: { index in
                if cases.indices.contains(index), let typed = cases[index] as? Value { binding.wrappedValue = typed }
            }
        ))
    }
}

/// The controls of the previews in a subtree, for a gallery to read with `onPreferenceChange`.
public struct PreviewControlsKey: PreferenceKey {
    public static var defaultValue: [PreviewControl] { [] }
    public static func reduce(value: inout [PreviewControl], nextValue: () -> [PreviewControl]) {
        value += nextValue()
    }
}

nonisolated extension View {
    /// Offers `controls` to the gallery showing this preview (written by `#Preview` for its
    /// `@Previewable @State` variables).
    public consuming func previewControls(_ controls: [PreviewControl]) -> some View {
        preference(key: PreviewControlsKey.self, value: controls)
    }
}
