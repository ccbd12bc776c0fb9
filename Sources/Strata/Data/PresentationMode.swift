/// The iOS 13 way to dismiss a presentation:
/// `@Environment(\.presentationMode) var presentationMode; presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
    /// Whether the view is presented (true inside a presentation).
    public let isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation (the same as `@Environment(\.dismiss)`).
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// A binding to the presentation mode of the view, backed by `dismiss`.
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: true, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
