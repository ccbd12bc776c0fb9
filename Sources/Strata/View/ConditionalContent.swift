/// One of two views, chosen by an `if`/`else` or `switch` in a `@ViewBuilder`.
///
/// Each branch has its own identity: switching branches discards the state of the other one.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    public let storage: Storage

    public init(storage: Storage) { self.storage = storage }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        switch view.storage {
        case .trueContent(let content):
            TrueContent._makeView(content, inputs: inputs.child(0), outputs: &outputs)
        case .falseContent(let content):
            FalseContent._makeView(content, inputs: inputs.child(1), outputs: &outputs)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        if let view {
            Wrapped._makeView(view, inputs: inputs.child(0), outputs: &outputs)
        }
    }
}
