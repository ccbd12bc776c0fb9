/// When an animation counts as complete.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` with an animation, then `completion` once the animation completes. Strata does
/// not animate, so the changes are final at once and `completion` runs right after `body`.
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try AnimationContext.$current.withValue(animation) { try body() }
    completion()
    return result
}
