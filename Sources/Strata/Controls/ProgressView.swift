/// A progress indicator: determinate with a value, or indeterminate.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    /// The `currentValueLabel`, drawn after the label.
    var currentValueView: AnyView? = nil

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let label = view.label
        let currentValue = view.currentValueView
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: view.fraction,
            label: .init { inputs, outputs in Label._makeView(label, inputs: inputs, outputs: &outputs) },
            currentValueLabel: currentValue.map { currentValue in
                .init { inputs, outputs in AnyView._makeView(currentValue, inputs: inputs, outputs: &outputs) }
            }
        )
        if let style = inputs.environment.progressViewStyle {
            // A progress view inside the style's body (`ProgressView(configuration)`) draws the
            // platform look, as in SwiftUI, instead of recursing into the style.
            var styleInputs = inputs
            styleInputs.environment.progressViewStyle = nil
            style.makeBody(configuration, styleInputs, &outputs)
        } else {
            var children = _ViewOutputs()
            configuration.label?.render(inputs.child(0), &children)
            configuration.currentValueLabel?.render(inputs.child(1), &children)
            let progress = RenderProgress(fractionCompleted: view.fraction)
            outputs.nodes.append(RenderNode(id: inputs.identity, kind: .progress(progress), children: children.nodes))
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() {
        fraction = nil
        label = EmptyView()
    }

    /// Progress of `value` out of `total` (1 by default).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = EmptyView()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        label = Text(title)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
    }
}

/// Defines how progress views look.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ProgressViewStyle` receives.
public struct ProgressViewStyleConfiguration {
    /// Completed fraction in 0...1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public let label: Label?
    /// The view describing the current value (`ProgressView(value:label:currentValueLabel:)`), if any.
    public let currentValueLabel: CurrentValueLabel?

    /// The type-erased label.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The type-erased current value label.
    public typealias CurrentValueLabel = ButtonStyleConfiguration.Label

    init(fractionCompleted: Double?, label: Label?, currentValueLabel: Label? = nil) {
        self.fractionCompleted = fractionCompleted
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}

/// The platform look: a bar for determinate progress, a spinner otherwise.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView<ButtonStyleConfiguration.Label, EmptyView>(fraction: configuration.fractionCompleted, label: configuration.label)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    init(fraction: Double?, label: ButtonStyleConfiguration.Label?) where Label == ButtonStyleConfiguration.Label {
        self.fraction = fraction
        self.label = label ?? ButtonStyleConfiguration.Label { _, _ in }
    }
}

extension ProgressView where Label == ButtonStyleConfiguration.Label, CurrentValueLabel == EmptyView {
    /// A progress view for a style's configuration, drawn with the platform look (use it inside
    /// a `ProgressViewStyle` to decorate the default indicator).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label)
        currentValueView = configuration.currentValueLabel.map { AnyView($0) }
    }
}

extension ProgressView {
    /// A determinate progress view with a label and a current-value label (drawn after the label).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
        self.label = label()
        currentValueView = AnyView(currentValueLabel())
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
    public static var linear: DefaultProgressViewStyle { .init() }
    public static var circular: DefaultProgressViewStyle { .init() }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: StyleRenderer<ProgressViewStyleConfiguration>? { nil }
}

extension EnvironmentValues {
    var progressViewStyle: StyleRenderer<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of progress views in this view.
    public consuming func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentModifier { environment in
            environment.progressViewStyle = style is DefaultProgressViewStyle ? nil : StyleRenderer(style) { $0.makeBody(configuration: $1) }
        })
    }
}
