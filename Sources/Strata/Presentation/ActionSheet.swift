/// The iOS 13 action sheet: a title, an optional message and buttons made with `Alert.Button`'s
/// factories. It is presented as a confirmation dialog.
public struct ActionSheet {
    /// A button of an action sheet.
    public typealias Button = Alert.Button

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    var actions: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { _, button in
            Strata.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

nonisolated extension View {
    /// Shows the action sheet `content` builds while `isPresented` is true.
    public consuming func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return confirmationDialog(sheet.title.plainText, isPresented: isPresented, titleVisibility: .visible, actions: { sheet.actions }, message: { sheet.message })
    }

    /// Shows an action sheet for an item while the item is not nil.
    public consuming func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        let sheet = item.wrappedValue.map(content)
        return confirmationDialog(sheet?.title.plainText ?? "", isPresented: isPresented, titleVisibility: .visible, actions: { sheet?.actions }, message: { sheet?.message })
    }
}
