// Modifiers that iOS code calls which have no web counterpart, or a simple one. Each is listed in
// docs/compatibility.md with what it does here.

/// Keyboard types for text input (kept for API parity; the web keyboard follows the input type).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// Autocapitalization of text input (kept for API parity).
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// Text input autocapitalization (kept for API parity).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Content types of text input (kept for API parity).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let URL = UITextContentType(rawValue: "url")
}

/// How a navigation title is displayed (kept for API parity).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// Safe area regions (kept for API parity).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Dynamic Type sizes: text styles take Apple's point size for the environment's size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Image scales for symbols.
extension Image {
    public enum Scale: Hashable, Sendable {
        case small, medium, large

        /// The size relative to the surrounding font.
        public var factor: CGFloat {
            switch self {
            case .small: 0.75
            case .medium: 1
            case .large: 1.3
            }
        }
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant system symbols are drawn in (`symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// The scale of symbol images in this view.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

/// A variant of system symbols (`.circle.fill`): it names the symbol an `Image(systemName:)` draws.
public struct SymbolVariants: Hashable, Sendable {
    /// The variant's parts, in the order a symbol name spells them (`slash`, a shape, `fill`).
    let parts: [String]
    private init(_ parts: [String]) { self.parts = parts }

    public static let none = SymbolVariants([])
    public static let fill = SymbolVariants(["fill"])
    public static let circle = SymbolVariants(["circle"])
    public static let square = SymbolVariants(["square"])
    public static let rectangle = SymbolVariants(["rectangle"])
    public static let slash = SymbolVariants(["slash"])

    // Variants combine: `.circle.fill` is the filled circle variant (`xmark.circle.fill`).
    public var fill: SymbolVariants { adding("fill") }
    public var circle: SymbolVariants { adding("circle") }
    public var square: SymbolVariants { adding("square") }
    public var rectangle: SymbolVariants { adding("rectangle") }
    public var slash: SymbolVariants { adding("slash") }

    /// Whether this variant includes every part of `other`.
    public func contains(_ other: SymbolVariants) -> Bool { other.parts.allSatisfy(parts.contains) }

    /// `name` in this variant: the parts it lacks added in a symbol name's order (`xmark` in
    /// `.circle.fill` is `xmark.circle.fill`; `heart.fill` in `.fill` stays as it is).
    func applied(to name: String) -> String {
        var components = name.split(separator: ".").map(String.init)
        var variant = SymbolVariants([])
        while let last = components.last, Self.nameParts.contains(last), components.count > 1 {
            variant = variant.adding(last)
            components.removeLast()
        }
        for part in parts { variant = variant.adding(part) }
        return ([components.joined(separator: ".")] + variant.parts).joined(separator: ".")
    }

    /// The parts a variant adds to a symbol name, in the order names spell them.
    package static let nameParts = ["slash", "circle", "square", "rectangle", "fill"]

    private func adding(_ part: String) -> SymbolVariants {
        let order = Self.nameParts
        let shapes: Set = ["circle", "square", "rectangle"]
        var combined = parts.filter { $0 != part && !(shapes.contains(part) && shapes.contains($0)) } + [part]
        combined.sort { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
        return SymbolVariants(combined)
    }
}

/// Symbol rendering modes (kept for API parity).
public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

nonisolated extension View {
    /// A tooltip: the web's `title`, announced as a description.
    public consuming func help(_ text: String) -> some View {
        modifier(_EffectModifier(effect: .accessibility(.hint(text))))
    }

    public consuming func help(_ text: Text) -> some View { help(text.plainText) }

    /// Hides control labels visually; they still name the control.
    public consuming func labelsHidden() -> some View { self }

    public consuming func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public consuming func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public consuming func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    public consuming func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public consuming func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public consuming func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// The title of the navigation screen the view is on, shown in the stack's bar.
    public consuming func navigationTitle(_ title: String) -> some View { _navigationTitle(Text(verbatim: title)) }
    public consuming func navigationTitle(_ title: Text) -> some View { _navigationTitle(title) }
    /// Shows the screen's title small in the bar (`.inline`) or large below it (`.large`).
    public consuming func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _navigationBar { screen in
            if displayMode != .automatic, screen.isTitleInline == nil { screen.isTitleInline = displayMode == .inline }
        }
    }

    /// Hides the navigation bar of the screen the view is on (its title and back button).
    public consuming func navigationBarHidden(_ hidden: Bool) -> some View {
        _navigationBar { screen in if hidden { screen.hidesBar = true } }
    }

    /// Hides the back button of the screen the view is on.
    public consuming func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _navigationBar { screen in if hidesBackButton { screen.hidesBackButton = true } }
    }

    /// Safe areas do not exist on the web: the view already extends to its container's edges.
    public consuming func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public consuming func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// Sets the Dynamic Type size of text in this view, limited by any range set around it.
    public consuming func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        modifier(_EnvironmentModifier { environment in
            let limits = environment.dynamicTypeSizeLimits
            environment.dynamicTypeSize = size.clamped(to: limits.lower, limits.upper)
        })
    }

    /// Limits the Dynamic Type size of text in this view to `range`: the current size is
    /// clamped into it, and so are sizes set inside the view.
    public consuming func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
        return modifier(_EnvironmentModifier { environment in
            guard let lower = allowed.first, let upper = allowed.last else { return }
            let limits = environment.dynamicTypeSizeLimits
            let newLower = max(lower, limits.lower), newUpper = max(newLower, min(upper, limits.upper))
            environment.dynamicTypeSizeLimits = (newLower, newUpper)
            environment.dynamicTypeSize = environment.dynamicTypeSize.clamped(to: newLower, newUpper)
        })
    }
    public consuming func statusBar(hidden: Bool) -> some View { self }
    public consuming func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Sets the scale of symbol images relative to the font (small 0.75, medium 1, large 1.3).
    public consuming func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    /// Draws the system symbols inside in `variant` (`Image(systemName: "xmark")` becomes `xmark.circle.fill`).
    public consuming func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }
    public consuming func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// A value identifying the view among a picker's options.
    public consuming func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_EffectModifier(effect: .tag(AnyHashable(tag))))
    }
}

/// Adds an effect when there is one.
nonisolated public struct _OptionalEffectModifier: ViewModifier {
    let effect: RenderEffect?
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        if let effect = modifier.effect { outputs.apply(effect, from: start) }
    }
}
