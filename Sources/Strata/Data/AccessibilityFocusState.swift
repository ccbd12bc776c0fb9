/// Which view assistive technologies focus, as a value: `@AccessibilityFocusState private var
/// isFocused: Bool` or `... var field: Field?`, bound with `.accessibilityFocused(_:)`. On the web a
/// screen reader follows the page's focus, so it is kept and moved as `FocusState` is.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    private var focus: FocusState<Value>

    /// A binding to the focus value, for `.accessibilityFocused(_:)`.
    @propertyWrapper
    public struct Binding {
        let focus: FocusState<Value>.Binding
        public var wrappedValue: Value {
            get { focus.wrappedValue }
            nonmutating set { focus.wrappedValue = newValue }
        }
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { focus.wrappedValue }
        nonmutating set { focus.wrappedValue = newValue }
    }

    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(focus: focus.projectedValue) }

    /// Not focused.
    public init() where Value == Bool { focus = FocusState() }

    /// Not focused by the given technologies.
    public init(for technologies: AccessibilityTechnologies) where Value == Bool { focus = FocusState() }

    /// No view is focused.
    public init<T: Hashable>() where Value == T? { focus = FocusState() }

    /// No view is focused by the given technologies.
    public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? { focus = FocusState() }
}

extension AccessibilityFocusState: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) { focus.link(&context) }
}

/// Assistive technologies a focus state can follow.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
    public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}

nonisolated extension View {
    /// Ties the view's accessibility focus to a Boolean state: true while the view has focus.
    public consuming func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        focused(condition.focus)
    }

    /// Ties the view's accessibility focus to a state equal to `value` while the view has focus.
    public consuming func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        focused(binding.focus, equals: value)
    }
}
