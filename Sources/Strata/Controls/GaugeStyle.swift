/// A style of gauge: `makeBody` receives the value (a fraction of the range) and the labels.
/// The built-in styles all render as a progress indicator on the web.
@MainActor @preconcurrency
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `GaugeStyle` receives.
public struct GaugeStyleConfiguration {
    /// A type-erased label of the gauge.
    nonisolated public struct Label: View {
        let view: AnyView
        public var body: some View { view }
    }

    public typealias CurrentValueLabel = Label
    public typealias MarkedValueLabel = Label
    public typealias MarkedValueLabels = Label

    /// The value as a fraction of the gauge's range, in 0...1.
    public let value: Double
    public let label: Label
    public let currentValueLabel: CurrentValueLabel?
    public let minimumValueLabel: MarkedValueLabel?
    public let maximumValueLabel: MarkedValueLabel?
    public let markedValueLabels: MarkedValueLabels
}

/// The built-in gauge styles (a progress indicator on the web).
nonisolated public struct _BuiltinGaugeStyle: GaugeStyle {
    let name: String

    public func makeBody(configuration: Configuration) -> some View {
        _GaugePlatformLook(fraction: configuration.value, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

nonisolated extension GaugeStyle where Self == _BuiltinGaugeStyle {
    public static var automatic: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "automatic") }
    public static var accessoryCircular: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryCircularCapacity") }
    public static var accessoryLinear: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryLinearCapacity") }
    public static var linearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "linearCapacity") }
}

/// Declares a built-in gauge style type that draws the platform look.
public protocol _BuiltinGaugeStyleType: GaugeStyle where Body == _GaugePlatformLook<GaugeStyleConfiguration.Label, GaugeStyleConfiguration.Label?> {}

nonisolated extension _BuiltinGaugeStyleType {
    public func makeBody(configuration: Configuration) -> _GaugePlatformLook<GaugeStyleConfiguration.Label, GaugeStyleConfiguration.Label?> {
        _GaugePlatformLook(fraction: configuration.value, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

// The gauge style types (every one renders as a progress indicator on the web).
nonisolated public struct DefaultGaugeStyle: _BuiltinGaugeStyleType { public init() {} }
nonisolated public struct LinearCapacityGaugeStyle: _BuiltinGaugeStyleType { public init() {} }
nonisolated public struct AccessoryCircularGaugeStyle: _BuiltinGaugeStyleType { public init() {} }
nonisolated public struct AccessoryCircularCapacityGaugeStyle: _BuiltinGaugeStyleType { public init() {} }
nonisolated public struct AccessoryLinearGaugeStyle: _BuiltinGaugeStyleType { public init() {} }
nonisolated public struct AccessoryLinearCapacityGaugeStyle: _BuiltinGaugeStyleType { public init() {} }

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: ((GaugeStyleConfiguration) -> AnyView)? { nil }
}

extension EnvironmentValues {
    var gaugeStyle: ((GaugeStyleConfiguration) -> AnyView)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of gauges in this view: built-in styles render as a progress indicator;
    /// a custom style's `makeBody` draws the gauge.
    public consuming func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let isBuiltin = style is _BuiltinGaugeStyle || style is any _BuiltinGaugeStyleType
        return environment(\.gaugeStyle, isBuiltin ? nil : _boundToStyle(style) { AnyView($0.makeBody(configuration: $1)) })
    }
}
