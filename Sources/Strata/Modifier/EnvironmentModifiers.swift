nonisolated extension View {
    /// Sets an environment value for this view and its descendants. Setting `\.colorScheme`
    /// also switches the palette of the rendered subtree, as `colorScheme(_:)` does.
    public consuming func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentValueModifier(keyPath: keyPath, value: value))
    }

    /// Transforms an environment value for this view and its descendants.
    public consuming func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// The default font for text in this view.
    @inlinable
    public consuming func font(_ font: Font?) -> some View {
        modifier(_EnvironmentWriteModifier(value: font) { $0.font = $1 })
    }

    public consuming func fontWeight(_ weight: Font.Weight?) -> some View {
        modifier(_EnvironmentModifier { environment in
            guard let weight else { return }
            environment.font = (environment.font ?? .body).weight(weight)
        })
    }

    public consuming func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    public consuming func italic(_ isActive: Bool = true) -> some View {
        modifier(_EnvironmentModifier { environment in
            if isActive { environment.font = (environment.font ?? .body).italic() }
        })
    }

    /// Sets the foreground color of text and shapes in this view.
    public consuming func foregroundColor(_ color: Color?) -> some View {
        modifier(_EnvironmentWriteModifier(value: color.map(Paint.color)) { $0.foregroundPaint = $1 })
    }

    /// Sets the foreground style of text and shapes in this view.
    public consuming func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { $0.foregroundPaint = style._paint(in: $0) })
    }

    /// Sets the tint (accent) color of controls in this view.
    public consuming func tint(_ tint: Color?) -> some View {
        modifier(_EnvironmentWriteModifier(value: tint.map(Paint.color)) { $0.tintPaint = $1; $0._tintIsAccentColor = false })
    }

    public consuming func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.tintPaint = tint?._paint(in: environment)
            environment._tintIsAccentColor = false
        })
    }

    /// Sets the accent color of this view, as an app's asset catalog `AccentColor` does: buttons,
    /// links and `Color.accentColor` take it; switches keep their green (only `tint(_:)` sets that).
    public consuming func accentColor(_ accentColor: Color?) -> some View {
        modifier(_EnvironmentWriteModifier(value: accentColor.map(Paint.color)) { $0.tintPaint = $1; $0._tintIsAccentColor = $1 != nil })
    }

    @inlinable
    public consuming func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        modifier(_EnvironmentWriteModifier(value: alignment) { $0.multilineTextAlignment = $1 })
    }

    @inlinable
    public consuming func lineLimit(_ number: Int?) -> some View {
        modifier(_EnvironmentWriteModifier(value: number) { $0.lineLimit = $1 })
    }

    /// Disables controls in this view when `disabled` is true.
    public consuming func disabled(_ disabled: Bool) -> some View {
        modifier(_EnvironmentModifier { environment in
            if disabled { environment.isEnabled = false }
        })
    }

    /// Forces light or dark appearance for this subtree.
    public consuming func colorScheme(_ colorScheme: ColorScheme) -> some View {
        modifier(_ColorSchemeModifier(colorScheme: colorScheme))
    }

    /// Sets the preferred appearance. On the web it applies to this subtree, which is painted
    /// with that appearance's background, as a window in that appearance would be.
    public consuming func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    public consuming func controlSize(_ controlSize: ControlSize) -> some View {
        modifier(_EnvironmentWriteModifier(value: controlSize) { $0.controlSize = $1 })
    }
}

/// Sets one environment value through a setter that captures nothing: the built-in modifiers
/// form, cheaper than writing through a key path.
nonisolated public struct _EnvironmentWriteModifier<Value>: ViewModifier {
    @usableFromInline let value: Value
    @usableFromInline let write: (inout EnvironmentValues, Value) -> Void
    public typealias Body = Never

    @usableFromInline
    init(value: Value, write: @escaping (inout EnvironmentValues, Value) -> Void) {
        self.value = value
        self.write = write
    }

    @inlinable
    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        var inputs = inputs
        modifier.write(&inputs.environment, modifier.value)
        Content._makeView(content, inputs: inputs, outputs: &outputs)
    }
}

/// Sets one environment value; a color scheme also marks the rendered subtree.
nonisolated public struct _EnvironmentValueModifier<Value>: ViewModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        // A type comparison first: a dynamic cast on every environment modifier is costly.
        if Value.self == ColorScheme.self, let scheme = modifier.value as? ColorScheme,
           modifier.keyPath == \EnvironmentValues.colorScheme {
            _ColorSchemeModifier._makeView(modifier: _ColorSchemeModifier(colorScheme: scheme), content: content, inputs: inputs, outputs: &outputs)
            return
        }
        var inputs = inputs
        inputs.environment[keyPath: modifier.keyPath] = modifier.value
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if let mark = modifier.subtreeMark { outputs.apply(mark, from: start) }
    }

    /// The effect that marks the rendered subtree for the values back ends draw differently: a
    /// layout direction (mirrored) and a contrast (its colors).
    private var subtreeMark: RenderEffect? {
        if Value.self == LayoutDirection.self, let direction = value as? LayoutDirection, keyPath == \EnvironmentValues.layoutDirection {
            return .layoutDirection(direction)
        }
        if Value.self == ColorSchemeContrast.self, let contrast = value as? ColorSchemeContrast, keyPath == \EnvironmentValues._colorSchemeContrast {
            return .colorSchemeContrast(contrast)
        }
        return nil
    }
}

/// Sets the color scheme in the environment and marks the rendered subtree with it, so back ends
/// can switch the palette for that subtree only.
nonisolated public struct _ColorSchemeModifier: ViewModifier {
    let colorScheme: ColorScheme?
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        guard let scheme = modifier.colorScheme else {
            Content._makeView(content, inputs: inputs, outputs: &outputs)
            return
        }
        var inputs = inputs
        inputs.environment.colorScheme = scheme
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        outputs.apply(.colorScheme(scheme), from: start)
    }
}

/// `preferredColorScheme(_:)`: the appearance, with its background painted.
nonisolated public struct _PreferredColorSchemeModifier: ViewModifier {
    let colorScheme: ColorScheme?

    public func body(content: Content) -> some View {
        if let colorScheme {
            content.background(Color.system("background")).colorScheme(colorScheme)
        } else {
            content
        }
    }
}
