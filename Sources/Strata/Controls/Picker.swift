/// A control for choosing one of several tagged options, bound to the selection.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     ForEach(Flavor.allCases) { Text($0.name).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        var optionOutputs = _ViewOutputs()
        inputs.pass.readingOutputs { Content._makeView(view.content, inputs: inputs.child(1), outputs: &optionOutputs) }
        let tagged = optionOutputs.nodes.flatMap { taggedPickerOptions($0) }
        let binding = view.selection
        let current = AnyHashable(binding.wrappedValue)
        let isEnabled = inputs.environment.isEnabled
        let picker = RenderPicker(
            options: tagged.map { RenderPicker.Option(content: $0.node, isSelected: $0.tag == current) },
            select: { index in
                guard isEnabled, tagged.indices.contains(index), let value = tagged[index].tag.base as? SelectionValue else { return }
                binding.wrappedValue = value
            },
            appearance: inputs.environment.pickerAppearance,
            isEnabled: isEnabled
        )
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: inputs.child(0), outputs: &children)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .picker(picker), children: children.nodes))
    }
}

/// The options of a picker: nodes carrying a `tag` (looking through fragments such as `ForEach` rows).
private func taggedPickerOptions(_ node: RenderNode) -> [(tag: AnyHashable, node: RenderNode)] {
    for case .tag(let tag) in node.effects { return [(tag, node)] }
    if case .fragment = node.kind { return node.children.flatMap { taggedPickerOptions($0) } }
    return []
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

private struct PickerAppearanceKey: EnvironmentKey { static let defaultValue = RenderPicker.Appearance.menu }

extension EnvironmentValues {
    var pickerAppearance: RenderPicker.Appearance {
        get { self[PickerAppearanceKey.self] }
        set { self[PickerAppearanceKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the look of pickers in this view: `.menu` (a native select), `.segmented`, `.inline`.
    public consuming func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerAppearance, style._appearance)
    }
}
