// The iOS 13-15 programmatic navigation links (`isActive:` and `tag:selection:`), deprecated in
// SwiftUI and common in older code: the destination is pushed while the binding says so, and
// activating the link sets the binding.

extension NavigationLink {
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(
            target: .bound(isActive: isActive.wrappedValue, setActive: { isActive.wrappedValue = $0 }, destination: AnyView(destination)),
            label: label()
        )
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        let target = NavigationLinkTarget.bound(
            isActive: selection.wrappedValue == tag,
            setActive: { isActive in
                if isActive { selection.wrappedValue = tag } else if selection.wrappedValue == tag { selection.wrappedValue = nil }
            },
            destination: AnyView(destination)
        )
        self.init(target: target, label: label())
    }

    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(titleKey) }
    }
}
