/// A gauge showing a value within a range (iOS 16). On the web it is a progress indicator with
/// the current value label; every gauge style renders the same.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel

    public var body: some View {
        ProgressView(value: fraction) {
            HStack {
                label
                Spacer(minLength: 4)
                currentValueLabel
            }
        }
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double(min(max((value - bounds.lowerBound) / span, 0), 1)) : 0
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

/// A style of gauge (every style is a progress indicator on the web).
public protocol GaugeStyle {}

/// The built-in gauge styles.
public struct _BuiltinGaugeStyle: GaugeStyle {
    let name: String
}

extension GaugeStyle where Self == _BuiltinGaugeStyle {
    public static var automatic: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "automatic") }
    public static var accessoryCircular: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryCircular") }
    public static var accessoryCircularCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryCircularCapacity") }
    public static var accessoryLinear: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryLinear") }
    public static var accessoryLinearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "accessoryLinearCapacity") }
    public static var linearCapacity: _BuiltinGaugeStyle { _BuiltinGaugeStyle(name: "linearCapacity") }
}

extension View {
    /// Sets the style of gauges in this view (every style renders as a progress indicator).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

// The gauge style types (every one renders as a progress indicator on the web).
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle { public init() {} }
