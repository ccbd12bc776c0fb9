/// An animation effect for SF Symbols images. The web draws symbols without effects; these types
/// compile so code that animates symbols keeps working.
public protocol SymbolEffect {}

/// Symbol effects that play once when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// Symbol effects that play while active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// A named symbol effect with its variants (`.bounce.up.byLayer`).
public struct _NamedSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, Sendable {
    let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var cumulative: Self { self }
    public var iterative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    /// Replace variants: the old symbol goes down and the new one comes up, and so on.
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public static var downUp: Self { _NamedSymbolEffect(name: "replace") }
    public static var upUp: Self { _NamedSymbolEffect(name: "replace") }
    public static var offUp: Self { _NamedSymbolEffect(name: "replace") }
    /// A replacement that morphs shared parts of the symbols, else plays `fallback`.
    public func magic(fallback: _NamedSymbolEffect) -> Self { self }
}

extension SymbolEffect where Self == _NamedSymbolEffect {
    public static var bounce: _NamedSymbolEffect { _NamedSymbolEffect(name: "bounce") }
    public static var pulse: _NamedSymbolEffect { _NamedSymbolEffect(name: "pulse") }
    public static var variableColor: _NamedSymbolEffect { _NamedSymbolEffect(name: "variableColor") }
    public static var scale: _NamedSymbolEffect { _NamedSymbolEffect(name: "scale") }
    public static var appear: _NamedSymbolEffect { _NamedSymbolEffect(name: "appear") }
    public static var disappear: _NamedSymbolEffect { _NamedSymbolEffect(name: "disappear") }
    public static var wiggle: _NamedSymbolEffect { _NamedSymbolEffect(name: "wiggle") }
    public static var rotate: _NamedSymbolEffect { _NamedSymbolEffect(name: "rotate") }
    public static var breathe: _NamedSymbolEffect { _NamedSymbolEffect(name: "breathe") }
    public static var replace: _NamedSymbolEffect { _NamedSymbolEffect(name: "replace") }
}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable {
    /// How an effect repeats.
    public struct RepeatBehavior: Sendable {
        /// Over and over, without pause.
        public static var continuous: RepeatBehavior { RepeatBehavior() }
        /// A number of times (or indefinitely), with a delay between plays.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior { RepeatBehavior() }
    }

    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions { self }
    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions()
    public static let nonRepeating = SymbolEffectOptions()
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

nonisolated extension View {
    /// Plays a symbol effect while `isActive` (not drawn on the web).
    public consuming func symbolEffect<T: IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        self
    }

    /// Plays a symbol effect when `value` changes (not drawn on the web).
    public consuming func symbolEffect<T: DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        self
    }

    /// Removes symbol effects from the view.
    public consuming func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

extension ContentTransition {
    /// Replaces a symbol with a symbol effect (drawn as an immediate change on the web).
    public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
        .identity
    }

    /// The default symbol replacement.
    public static var symbolEffect: ContentTransition { .identity }
}
