/// Which view has keyboard focus, as a value: `@FocusState private var isFocused: Bool` or
/// `@FocusState private var field: Field?`, bound with `.focused(_:)` / `.focused(_:equals:)`.
/// The value is kept per view identity; live pages move the browser's focus to match, and the
/// browser's focus and blur set and clear it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var box: StateBox<Value>
    /// The value when no view has focus: `false`, or `nil`.
    private let unfocused: Value

    /// A binding to the focus value, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        let unfocused: Value
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }
        public var projectedValue: FocusState<Value>.Binding { self }

        /// What focusing (`true`) or leaving (`false`) a view bound with `equals: value` does:
        /// focusing names it; leaving clears the state only while it still names this view.
        func focusChange(equals value: Value) -> (Bool) -> Void {
            let box = box, unfocused = unfocused
            return { isFocused in
                let next = isFocused ? value : (box.value == value ? unfocused : box.value)
                if next != box.value { box.set(next) }
            }
        }
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box, unfocused: unfocused) }

    /// Not focused.
    public init() where Value == Bool {
        box = StateBox(false)
        unfocused = false
    }

    /// No view is focused.
    public init<T: Hashable>() where Value == T? {
        box = StateBox(nil)
        unfocused = nil
    }
}

extension FocusState: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        let initial = box
        box = context.storage { initial }
    }
}

nonisolated extension View {
    /// Ties the view's focus to a Boolean focus state: true while the view has focus.
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_EffectModifier(effect: .focused(RenderFocus(isFocused: condition.wrappedValue, setFocused: condition.focusChange(equals: true)))))
    }

    /// Ties the view's focus to a focus state equal to `value` while the view has focus.
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_EffectModifier(effect: .focused(RenderFocus(isFocused: binding.wrappedValue == value, setFocused: binding.focusChange(equals: value)))))
    }
}

/// The interactions a focusable view takes part in.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

nonisolated extension View {
    /// Lets the view take focus. On a page, controls and fields take focus as they do in a
    /// browser; other views are not made focusable yet.
    public consuming func focusable(_ isFocusable: Bool = true) -> some View { self }

    /// Lets the view take focus for `interactions`.
    public consuming func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { self }

    /// Hides the system's focus ring around focused views (iOS draws none on touch screens; a page
    /// keeps the browser's ring for keyboard users).
    public consuming func focusEffectDisabled(_ disabled: Bool = true) -> some View { self }
}

/// A dimension that scales with dynamic type; on the web it keeps its base value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
