/// Dismisses the presentation the view is in (`@Environment(\.dismiss) private var dismiss`).
public struct DismissAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: {}) }
}

private struct PresentationDismissKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// Dismisses the current presentation; does nothing outside one.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is inside a presentation.
    public var isPresented: Bool { _presentationDismiss != nil }

    /// Run after a button inside an alert or dialog performs its action.
    var _presentationDismiss: (() -> Void)? {
        get { self[PresentationDismissKey.self] }
        set { self[PresentationDismissKey.self] = newValue }
    }
}

/// Draws content above the page while `isPresented` is true. Buttons inside alerts and dialogs
/// dismiss it after their action, as in SwiftUI.
nonisolated public struct _PresentationModifier<Presented: View>: ViewModifier {
    let kind: RenderPresentation.Kind
    let title: String
    let isPresented: Binding<Bool>
    let buttonsDismiss: Bool
    let presented: () -> Presented
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        guard modifier.isPresented.wrappedValue else { return }
        let binding = modifier.isPresented
        var presentedInputs = inputs.child(-7)
        presentedInputs.environment.dismiss = DismissAction { binding.wrappedValue = false }
        if modifier.buttonsDismiss {
            presentedInputs.environment._presentationDismiss = { binding.wrappedValue = false }
        }
        var presentedOutputs = _ViewOutputs()
        var actionSheet: RenderActionSheet?
        let style = inputs.pass.collectingSheetStyle {
            let presented = modifier.presented()
            if let body = presented as? any ActionSheetParts {
                let parts = body.parts(inputs: presentedInputs)
                presentedOutputs.nodes = parts.header + parts.actions + parts.cancel
                actionSheet = parts
            } else {
                Presented._makeView(presented, inputs: presentedInputs, outputs: &presentedOutputs)
            }
        }
        let presentation = RenderPresentation(
            kind: modifier.kind, title: modifier.title, nodes: presentedOutputs.nodes, dismiss: { binding.wrappedValue = false },
            sheetStyle: modifier.kind == .sheet ? style.resolved : nil, actionSheet: actionSheet
        )
        if start < outputs.nodes.count {
            outputs.nodes[outputs.nodes.count - 1].effects.append(.presentation(presentation))
        } else {
            outputs.nodes.append(RenderNode(id: inputs.identity.child(-8), kind: .fragment, effects: [.presentation(presentation)]))
        }
    }
}

/// The body of an alert: title, message and a row of buttons.
nonisolated struct _DialogBody<Actions: View, Message: View>: View {
    let title: String
    let actions: Actions
    let message: Message

    var body: some View {
        VStack(spacing: 12) {
            Text(verbatim: title).font(.headline).accessibilityAddTraits(.isHeader)
            message.font(.footnote).multilineTextAlignment(.center)
            HStack(spacing: 12) { actions }
        }
    }
}

nonisolated extension View {
    /// An alert with a title, buttons and a message, shown while `isPresented` is true.
    public consuming func alert<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        modifier(_PresentationModifier(kind: .alert, title: title, isPresented: isPresented, buttonsDismiss: true) {
            _DialogBody(title: title, actions: _AlertActions(actions: actions()), message: message())
        })
    }

    public consuming func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    public consuming func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        alert(Text(titleKey).plainText, isPresented: isPresented, actions: actions, message: message)
    }

    public consuming func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A) -> some View {
        alert(Text(titleKey).plainText, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    public consuming func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        alert(title.plainText, isPresented: isPresented, actions: actions, message: message)
    }

    /// A confirmation dialog: a title, a message and a column of choices.
    public consuming func confirmationDialog<A: View, M: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        modifier(_PresentationModifier(kind: .confirmationDialog, title: title, isPresented: isPresented, buttonsDismiss: true) {
            _ActionSheetBody(title: title, titleVisibility: titleVisibility, actions: actions(), message: message())
        })
    }

    public consuming func confirmationDialog<A: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) { EmptyView() }
    }

    public consuming func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        confirmationDialog(Text(titleKey).plainText, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// A sheet over the page while `isPresented` is true; `@Environment(\.dismiss)` closes it.
    public consuming func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        let closing = Binding<Bool>(get: { isPresented.wrappedValue }, set: { newValue in
            isPresented.wrappedValue = newValue
            if !newValue { onDismiss?() }
        })
        return modifier(_PresentationModifier(kind: .sheet, title: "Sheet", isPresented: closing, buttonsDismiss: false, presented: content))
    }

    /// A sheet for an item, shown while the item is not nil.
    public consuming func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil; onDismiss?() } })
        return modifier(_PresentationModifier(kind: .sheet, title: "Sheet", isPresented: isPresented, buttonsDismiss: false) {
            item.wrappedValue.map(content)
        })
    }

    /// A sheet that covers the whole screen, edge to edge, without rounded corners or detents.
    public consuming func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: onDismiss) {
            content().modifier(_SheetStyleModifier { _ in SheetStyleValue(coversScreen: true) })
        }
    }

    public consuming func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
}

/// An alert's actions, or a default "OK" button when there are none.
nonisolated struct _AlertActions<Actions: View>: View {
    let actions: Actions
    typealias Body = Never

    static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let start = outputs.nodes.count
        Actions._makeView(view.actions, inputs: inputs, outputs: &outputs)
        if outputs.nodes.count == start {
            Button<Text>._makeView(Button("OK") {}, inputs: inputs.child(1), outputs: &outputs)
        }
    }
}
