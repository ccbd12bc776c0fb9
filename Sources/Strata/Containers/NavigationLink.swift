/// A row that pushes a destination onto the enclosing navigation stack when activated. Outside a
/// stack it is disabled, as in SwiftUI.
///
/// ```swift
/// NavigationLink("Settings") { SettingsView() }
/// NavigationLink("Profile", value: user)        // shown by navigationDestination(for: User.self)
/// ```
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: NavigationLinkTarget

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(AnyView(destination))
    }

    init(target: NavigationLinkTarget, label: Label) {
        self.label = label
        self.target = target
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let screen = inputs.environment._navigationScreen
        var activate: (() -> Void)?
        var isSelected = false
        switch view.target {
        case .view(let destination):
            if let screen { activate = { screen.push(.view(destination)) } }
        case .value(let value):
            guard let value else { break }
            if let selection = inputs.environment._listSelection, selection.accepts(value) {
                // In a list with a selection (a split view's sidebar), a value link selects.
                activate = { selection.select(value) }
                isSelected = selection.isSelected(value)
            } else if let screen {
                activate = { screen.push(.value(value)) }
            }
        case .bound(let isActive, let setActive, let destination):
            screen?.report(inputs.identity, destination: isActive ? { destination } : nil, dismiss: { setActive(false) })
            activate = { setActive(true) }
        }
        // A link with an empty label (the iOS 13-15 programmatic `isActive:` idiom) draws nothing.
        guard Label.self != EmptyView.self else { return }
        let row = Button {
            activate?()
        } label: {
            HStack {
                // The label takes the row's width, so a trailing value in it (LabeledContent)
                // sits just before the chevron, as in iOS.
                view.label.frame(maxWidth: .infinity, alignment: .leading)
                Image(systemName: "chevron.right").foregroundStyle(.tertiary).accessibilityHidden(true)
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
        .disabled(activate == nil)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .fontWeight(isSelected ? .semibold : nil)
        type(of: row)._makeView(row, inputs: inputs.child(0), outputs: &outputs)
    }
}

/// What a link pushes.
enum NavigationLinkTarget {
    /// A destination view.
    case view(AnyView)
    /// A value for `navigationDestination(for:)`; nil disables the link.
    case value(AnyHashable?)
    /// A destination shown while a binding says so (`isActive:`, `tag:selection:`).
    case bound(isActive: Bool, setActive: (Bool) -> Void, destination: AnyView)
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link to a value shown by `navigationDestination(for:)`; a nil value disables it.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(target: .value(value.map { AnyHashable($0) }), label: label())
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A titled link to a value shown by `navigationDestination(for:)`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// A titled link to a value shown by `navigationDestination(for:)`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
