/// A gauge showing a value within a range (iOS 16). On the web it is a progress indicator with
/// the current value label; every gauge style renders the same.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    var minimumValueLabel: BoundsLabel?
    var maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    public var body: some View {
        if let style {
            style(GaugeStyleConfiguration(
                value: fraction, label: .init(view: AnyView(label)),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(view: AnyView(currentValueLabel)),
                minimumValueLabel: minimumValueLabel.map { .init(view: AnyView($0)) },
                maximumValueLabel: maximumValueLabel.map { .init(view: AnyView($0)) },
                markedValueLabels: .init(view: AnyView(EmptyView()))
            ))
        } else {
            _GaugePlatformLook(fraction: fraction, label: label, currentValueLabel: currentValueLabel)
        }
    }
}

/// A gauge's platform look on the web: a progress indicator with the label and current value.
nonisolated public struct _GaugePlatformLook<Label: View, CurrentValueLabel: View>: View {
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
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }
}

