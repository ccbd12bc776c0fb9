/// The direction of a move command: an arrow key on a Mac keyboard, an edge of a TV remote.
public enum MoveCommandDirection: Hashable, Sendable {
    case up, down, left, right

    /// The direction an arrow key gives, or nil for another key. Used by `onMoveCommand`.
    public init?(_arrowKey key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

nonisolated extension View {
    /// Runs `action` with the direction when the person presses an arrow key inside the view
    /// (a live page delivers the key presses); `nil` adds nothing.
    public consuming func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        let keys: Set<KeyEquivalent> = action == nil ? [] : [.upArrow, .downArrow, .leftArrow, .rightArrow]
        return modifier(_EffectModifier(effect: .keyPress(keys: keys) { key in
            guard let direction = MoveCommandDirection(_arrowKey: key) else { return false }
            action?(direction)
            return true
        }))
    }
}
