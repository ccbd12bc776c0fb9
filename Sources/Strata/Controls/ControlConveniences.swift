// Older and newer convenience forms of controls that real code still uses.

extension Toggle where Label == Strata.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Strata.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a title and a symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Strata.Label(title, systemImage: systemImage) }
    }
}

extension Picker {
    /// The iOS 13 form: the label given as a view.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

/// A progress view style with a tint (iOS 14): on the web, the default bar.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(value: configuration.fractionCompleted ?? 0)
    }
}

/// A progress view style with a tint (iOS 14): on the web, the default spinner.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}
    public init(tint: Color) {}
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView()
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates an image: its accessible name stands in for the symbol.
    public mutating func appendInterpolation(_ image: Image) {
        appendInterpolation(image.label ?? "")
    }
}

nonisolated extension View {
    /// Whether text in the view can be selected (web text is selectable; kept for API parity).
    public consuming func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }

    /// The pointer hover effect (kept for API parity).
    public consuming func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

    /// Runs `action` with the tap location (the location is the origin on the web).
    public consuming func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        onTapGesture(count: count) { action(.zero) }
    }
}

/// Whether text can be selected.
public protocol TextSelectability {}

/// Text selection enabled or disabled.
public struct _TextSelectability: TextSelectability {
    let isEnabled: Bool
}

extension TextSelectability where Self == _TextSelectability {
    public static var enabled: _TextSelectability { _TextSelectability(isEnabled: true) }
    public static var disabled: _TextSelectability { _TextSelectability(isEnabled: false) }
}

/// A pointer hover effect (kept for API parity).
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

extension Text {
    /// Text showing an image inline; on the web the image's accessible name stands in for it.
    public init(_ image: Image) {
        self.init(verbatim: image.label ?? "")
    }
}
