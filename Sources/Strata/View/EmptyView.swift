/// A view that displays nothing.
nonisolated public struct EmptyView: View, Sendable {
    public init() {}
    public typealias Body = Never
    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {}
}
