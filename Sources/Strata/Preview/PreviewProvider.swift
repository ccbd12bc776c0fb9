/// Declares views to preview, as in Xcode. Strata's gallery can list previews; on the server they
/// are ordinary views.
///
/// ```swift
/// struct BadgePreviews: PreviewProvider {
///     static var previews: some View { Badge(count: 3) }
/// }
/// ```
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
    public static var _previewsView: AnyView { _evaluatePreviews(Self.self) }
    public static var _previewName: String? { nil }
    public static var _previewFile: String? { nil }
    public static var _previewLine: Int? { nil }
    public static var _previewSource: String? { nil }
    public static var _previewTraits: [PreviewTrait<Preview.ViewTraits>] { [] }
}

/// Type-erased access to a preview provider's views (for galleries). `#Preview` fills in where
/// it was declared, its source and its traits; a hand-written `PreviewProvider` leaves them nil.
public protocol _PreviewProvider {
    static var _previewsView: AnyView { get }
    /// The name given to `#Preview("Name")`, if any.
    static var _previewName: String? { get }
    /// `Module/File.swift` of the `#Preview`.
    static var _previewFile: String? { get }
    static var _previewLine: Int? { get }
    /// The `#Preview` body as written.
    static var _previewSource: String? { get }
    /// The `traits:` of a `#Preview`; they may make main-actor values.
    @MainActor static var _previewTraits: [PreviewTrait<Preview.ViewTraits>] { get }
}

extension _PreviewProvider {
    /// `_previewTraits`, read by the renderer.
    public static var _renderedPreviewTraits: [PreviewTrait<Preview.ViewTraits>] { _evaluatePreviewTraits(Self.self) }

    /// Makes the previews' view, for a `PreviewEntry`.
    public static func _previewsViewMaker() -> @MainActor () -> AnyView { Strata._previewsViewMaker(for: Self.self) }
}

/// Platforms a preview can target (kept for API parity).
public enum PreviewPlatform: Hashable, Sendable { case iOS, macOS, tvOS, watchOS, visionOS }

/// How a preview is sized.
public enum PreviewLayout: Hashable, Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, by name.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
    /// The layout of a preview; a fixed layout frames the view.
    @ViewBuilder
    public consuming func previewLayout(_ layout: PreviewLayout) -> some View {
        if case let .fixed(width, height) = layout {
            frame(width: width, height: height)
        } else {
            self
        }
    }

    /// Names this preview among the previews of a `PreviewProvider` (galleries show it as its caption).
    public consuming func previewDisplayName(_ displayName: String?) -> some View {
        containerValue(\.previewDisplayName, displayName)
    }
    public consuming func previewDevice(_ device: PreviewDevice?) -> some View { self }
    public consuming func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// Device orientations for previews (kept for API parity).
public struct InterfaceOrientation: Hashable, Sendable {
    let name: String
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
}

/// The name `previewDisplayName(_:)` gives a preview.
public struct PreviewDisplayNameKey: ContainerValueKey {
    public static var defaultValue: String? { nil }
}

extension ContainerValues {
    /// The name `previewDisplayName(_:)` gave this view, if any.
    public var previewDisplayName: String? {
        get { self[PreviewDisplayNameKey.self] }
        set { self[PreviewDisplayNameKey.self] = newValue }
    }
}
