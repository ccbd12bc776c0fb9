// Alerts and confirmation dialogs about a piece of data (iOS 15): `presenting:` hands the data to
// the actions and the message while the presentation is shown.

nonisolated extension View {
    /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
    public consuming func alert<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(title, isPresented: Self.presenting(data, isPresented), actions: { data.map(actions) }, message: { data.map(message) })
    }

    public consuming func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(Text(titleKey).plainText, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public consuming func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        alert(Text(titleKey).plainText, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    public consuming func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(title.plainText, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog about `data`, shown while `isPresented` is true and `data` is not nil.
    public consuming func confirmationDialog<A: View, M: View, T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        confirmationDialog(title, isPresented: Self.presenting(data, isPresented), titleVisibility: titleVisibility,
                           actions: { data.map(actions) }, message: { data.map(message) })
    }

    public consuming func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        confirmationDialog(Text(titleKey).plainText, isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions, message: message)
    }

    public consuming func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        confirmationDialog(Text(titleKey).plainText, isPresented: isPresented, titleVisibility: titleVisibility,
                           presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Shown only while there is data to present.
    private static func presenting<T>(_ data: T?, _ isPresented: Binding<Bool>) -> Binding<Bool> {
        Binding(get: { data != nil && isPresented.wrappedValue }, set: { isPresented.wrappedValue = $0 })
    }
}
