/// A key, as SwiftUI names keys for keyboard shortcuts and key presses.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character

    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    public static let escape = KeyEquivalent("\u{1B}")
    public static let `return` = KeyEquivalent("\r")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let delete = KeyEquivalent("\u{7F}")
    public static let deleteForward = KeyEquivalent("\u{F728}")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
}

/// A key press delivered to `onKeyPress` handlers.
public struct KeyPress: Sendable {
    /// Whether a handler used the key press or lets it go on to its ancestors.
    public enum Result: Sendable { case handled, ignored }

    /// When in the key's life a handler runs.
    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }

    public var key: KeyEquivalent
    public var characters: String
    public var modifiers: EventModifiers
    public var phase: Phases

    public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }
}

/// Modifier keys held during an event.
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

nonisolated extension View {
    /// Runs `action` when `key` is pressed while the view or one of its descendants has focus.
    /// Returning `.ignored` offers the key to the enclosing views.
    public consuming func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_EffectModifier(effect: .keyPress(keys: [key]) { _ in action() == .handled }))
    }

    /// Runs `action` for presses of `key` in the given phases (the web delivers key downs).
    public consuming func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        onKeyPress(keys: [key], phases: phases, action: action)
    }

    /// Runs `action` for presses of any of `keys`.
    public consuming func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_EffectModifier(effect: .keyPress(keys: keys) { key in action(KeyPress(key: key)) == .handled }))
    }

    /// Runs `action` for presses of any key.
    public consuming func onKeyPress(phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        modifier(_EffectModifier(effect: .keyPress(keys: [._anyKey]) { key in action(KeyPress(key: key)) == .handled }))
    }

    /// Runs `action` for presses of keys that type one of `characters`.
    public consuming func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_EffectModifier(effect: .keyPress(keys: [._anyKey]) { key in
            guard key.character.unicodeScalars.allSatisfy(characters.contains) else { return false }
            return action(KeyPress(key: key)) == .handled
        }))
    }

    /// Runs `action` when the person presses Escape (the exit command) inside the view.
    public consuming func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(_EffectModifier(effect: .keyPress(keys: action == nil ? [] : [.escape]) { _ in
            action?()
            return true
        }))
    }
}

extension KeyEquivalent {
    /// Stands for every key in a key press handler's keys (`onKeyPress(phases:action:)`).
    public static let _anyKey = KeyEquivalent("\u{E000}")

    private static let webNames: [KeyEquivalent: String] = [
        ._anyKey: "s-any", .escape: "Escape", .return: "Enter", .space: "Space", .tab: "Tab", .delete: "Backspace",
        .deleteForward: "Delete", .upArrow: "ArrowUp", .downArrow: "ArrowDown", .leftArrow: "ArrowLeft",
        .rightArrow: "ArrowRight", .home: "Home", .end: "End", .pageUp: "PageUp", .pageDown: "PageDown", .clear: "Clear",
    ]

    /// The key's name as the web's `KeyboardEvent.key` gives it ("Space" for the space bar).
    /// Used by renderers.
    public var _webName: String {
        Self.webNames[self] ?? String(character)
    }

    /// The key a web `KeyboardEvent.key` name denotes. Used by renderers.
    public init?(_webName name: String) {
        if let match = Self.webNames.first(where: { $0.value == name }) {
            self = match.key
        } else if name.count == 1, let character = name.first {
            self.init(character)
        } else {
            return nil
        }
    }
}
