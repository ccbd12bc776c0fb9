/// The label of the Return key for a text field (kept for API parity: the web keyboard chooses
/// its own, from `enterkeyhint` in the live renderer).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

nonisolated extension View {
    /// Sets the Return key label of text fields in this view (kept for API parity).
    public consuming func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}
