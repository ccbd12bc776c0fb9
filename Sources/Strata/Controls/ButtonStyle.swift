/// Defines how every button in a view hierarchy looks while keeping the standard interaction.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 16).padding(.vertical, 8)
///             .background(Capsule().fill(configuration.role == .destructive ? .red : .blue))
///             .opacity(configuration.isPressed ? 0.7 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` receives: the button's label, role and pressed state.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    nonisolated public struct Label: View {
        let render: (_ViewInputs, inout _ViewOutputs) -> Void
        public typealias Body = Never

        @usableFromInline
        init(render: @escaping (_ViewInputs, inout _ViewOutputs) -> Void) { self.render = render }
        public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
            view.render(inputs, &outputs)
        }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    /// Whether the user is pressing the button (always false in static rendering).
    public let isPressed: Bool
}

/// Defines the look and the interaction of buttons: the style decides when to call `trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `PrimitiveButtonStyle` receives: the label, role and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let triggerAction: () -> Void

    init(role: ButtonRole?, label: Label, trigger: @escaping () -> Void) {
        self.role = role
        self.label = label
        self.triggerAction = trigger
    }

    /// Performs the button's action.
    public func trigger() { triggerAction() }
}

/// The built-in button looks, which back ends draw natively.
public enum BuiltinButtonAppearance: String, Hashable, CaseIterable, Sendable {
    case automatic, bordered, borderedProminent, borderless, plain, link

    /// The label color the look implies for a role, in an environment.
    func labelPaint(role: ButtonRole?, environment: EnvironmentValues) -> Paint? {
        switch self {
        case .plain: return environment.foregroundPaint
        case .borderedProminent: return .color(.white)
        case .automatic, .bordered, .borderless, .link:
            if role == .destructive { return .color(.red) }
            // A foreground style set around the button (`.foregroundColor(.primary)` on its
            // stack) colors its label, as on iOS; the tint colors it otherwise.
            return environment.foregroundPaint ?? environment.tintPaint ?? .tint
        }
    }
}

/// The button style in effect, kept in the environment.
enum ButtonStyleChoice {
    case builtin(BuiltinButtonAppearance)
    case custom(StyleRenderer<ButtonStyleConfiguration>)
    case primitive(StyleRenderer<PrimitiveButtonStyleConfiguration>)
}

private struct ButtonStyleKey: EnvironmentKey { static var defaultValue: ButtonStyleChoice { .builtin(.automatic) } }
private struct ButtonStyleBeneathPrimitiveKey: EnvironmentKey { static var defaultValue: ButtonStyleChoice { .builtin(.automatic) } }

extension EnvironmentValues {
    var buttonStyleChoice: ButtonStyleChoice {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The non-primitive style that `Button(configuration)` inside a primitive style uses.
    var buttonStyleBeneathPrimitive: ButtonStyleChoice {
        get { self[ButtonStyleBeneathPrimitiveKey.self] }
        set { self[ButtonStyleBeneathPrimitiveKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of buttons in this view.
    public consuming func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            let renderer = StyleRenderer(style) { $0.makeBody(configuration: $1) }
            environment.buttonStyleChoice = .custom(renderer)
            environment.buttonStyleBeneathPrimitive = .custom(renderer)
        })
    }

    /// Sets the primitive style of buttons in this view.
    public consuming func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            if let builtin = style as? any _BuiltinPrimitiveButtonStyle {
                environment.buttonStyleChoice = .builtin(builtin.appearance)
                environment.buttonStyleBeneathPrimitive = .builtin(builtin.appearance)
            } else {
                environment.buttonStyleChoice = .primitive(StyleRenderer(style) { $0.makeBody(configuration: $1) })
            }
        })
    }
}
