/// The older alert description: a title, a message and one or two buttons made with factories
/// (`.default`, `.cancel`, `.destructive`). The seed's `ModalCard.Button` follows this shape.
public struct Alert {
    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: nil, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {
        self.title = title
        self.message = message
        self.buttons = [secondaryButton, primaryButton]
    }

    /// The alert's actions as SwiftUI buttons.
    var actions: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            Strata.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

nonisolated extension View {
    /// Shows the alert `content` builds while `isPresented` is true.
    public consuming func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        let alert = content()
        return self.alert(alert.title.plainText, isPresented: isPresented, actions: { alert.actions }, message: { alert.message })
    }

    /// Shows an alert for an item while the item is not nil.
    public consuming func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let alert = item.wrappedValue.map(content)
        return self.alert(alert?.title.plainText ?? "", isPresented: isPresented, actions: { alert?.actions }, message: { alert?.message })
    }
}
