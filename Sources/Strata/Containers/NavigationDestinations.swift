nonisolated extension View {
    /// Declares how the enclosing stack shows pushed values of type `D`.
    public consuming func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationScreenModifier { screen, _ in
            screen.context.register(D.self) { AnyView(destination($0)) }
        })
    }

    /// Pushes `destination` while `isPresented` is true; the back button sets it to false.
    public consuming func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        let presented = isPresented.wrappedValue ? AnyView(destination()) : nil
        return modifier(_NavigationScreenModifier { screen, identity in
            screen.report(identity, destination: presented.map { view in { view } }, dismiss: { isPresented.wrappedValue = false })
        })
    }

    /// Pushes the destination for `item` while it is not nil; the back button sets it to nil.
    public consuming func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationScreenModifier { screen, identity in
            let presented = item.wrappedValue.map { value in { AnyView(destination(value)) } }
            screen.report(identity, destination: presented, dismiss: { item.wrappedValue = nil })
        })
    }
}

/// Tells the navigation screen the view is on something about it (a destination, a title), then
/// renders the view. Outside a navigation stack it only renders the view.
nonisolated public struct _NavigationScreenModifier: ViewModifier {
    let update: (NavigationScreen, ViewIdentity) -> Void
    public typealias Body = Never

    public static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let screen = inputs.environment._navigationScreen { modifier.update(screen, inputs.identity) }
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

nonisolated extension View {
    /// Names the navigation screen the view is on, for the stack's bar (the outermost title wins).
    func _navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationScreenModifier { screen, _ in
            if screen.title == nil { screen.title = title }
        })
    }

    /// Changes how the stack's bar shows the screen the view is on.
    func _navigationBar(_ change: @escaping (NavigationScreen) -> Void) -> some View {
        modifier(_NavigationScreenModifier { screen, _ in change(screen) })
    }
}
