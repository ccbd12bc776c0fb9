// Custom accessibility actions. Browsers expose no custom actions to assistive technology, so
// these compile and are not offered; the visible controls keep their own actions.

/// A kind of accessibility action.
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = name.plainText }
    init(name: String) { self.name = name }
}

/// The direction of an adjustable action.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable { case increment, decrement }

nonisolated extension View {
    /// An accessibility action of a kind (kept for API parity).
    public consuming func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View { self }

    /// A named accessibility action (kept for API parity).
    public consuming func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

    /// A named accessibility action (kept for API parity).
    public consuming func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View { self }

    /// A named accessibility action (kept for API parity).
    @_disfavoredOverload
    public consuming func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View { self }

    /// Increment and decrement actions (kept for API parity).
    public consuming func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View { self }

    /// Replaces the view's accessibility element with another view's (kept for API parity: the
    /// view's own element is exposed).
    public consuming func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

    /// Alternative spoken names for voice control (kept for API parity).
    public consuming func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

    /// Whether the large content viewer shows the view (kept for API parity).
    public consuming func accessibilityShowsLargeContentViewer() -> some View { self }
}
