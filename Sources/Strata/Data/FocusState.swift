/// Which view has keyboard focus, as a value: `@FocusState private var isFocused: Bool` or
/// `@FocusState private var field: Field?`, bound with `.focused(_:)` / `.focused(_:equals:)`.
/// The value is kept per view identity; live pages move the browser's focus to match.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private var box: StateBox<Value>

    /// A binding to the focus value, for `.focused(_:)`.
    @propertyWrapper
    public struct Binding {
        let box: StateBox<Value>
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.set(newValue) }
        }
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.set(newValue) }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(box: box) }

    /// Not focused.
    public init() where Value == Bool { box = StateBox(false) }

    /// No view is focused.
    public init<T: Hashable>() where Value == T? { box = StateBox(nil) }
}

extension FocusState: _LinkableProperty {
    mutating func link(_ context: inout PropertyLinkContext) {
        let initial = box
        box = context.storage { initial }
    }
}

extension View {
    /// Ties the view's focus to a Boolean focus state.
    public consuming func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_OptionalEffectModifier(effect: condition.wrappedValue ? .focused : nil))
    }

    /// Ties the view's focus to a focus state equal to `value`.
    public consuming func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_OptionalEffectModifier(effect: binding.wrappedValue == value ? .focused : nil))
    }
}

/// A dimension that scales with dynamic type; on the web it keeps its base value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}
