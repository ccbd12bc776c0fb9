/// A height at which a sheet rests (`presentationDetents(_:)`).
///
/// ```swift
/// .sheet(isPresented: $showsSettings) {
///     SettingsView().presentationDetents([.medium, .large])
/// }
/// ```
public struct PresentationDetent: Hashable, Sendable {
    /// How a renderer measures a detent, relative to the tallest height a sheet can take.
    public enum _Height: Hashable, Sendable {
        /// About half of the tallest height.
        case medium
        /// The tallest height.
        case large
        /// A fraction (0...1) of the tallest height.
        case fraction(CGFloat)
        /// A height in points (not negative).
        case points(CGFloat)
    }

    /// The height this detent stands for.
    public let _height: _Height

    /// The system detent for a sheet about half the height of the screen.
    public static let medium = PresentationDetent(_height: .medium)
    /// The system detent for a sheet at full height.
    public static let large = PresentationDetent(_height: .large)

    /// A detent at `fraction` of the sheet's full height (clamped to 0...1; not a number counts as 1).
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(_height: .fraction(fraction.isFinite ? min(max(fraction, 0), 1) : 1))
    }

    /// A detent `height` points tall (negative counts as 0; not a finite number as full height).
    public static func height(_ height: CGFloat) -> PresentationDetent {
        height.isFinite ? PresentationDetent(_height: .points(max(height, 0))) : .large
    }

    /// A stable order for a set of detents, so renderings of the same set are identical:
    /// medium, large, then fractions and heights by size.
    static func ordered(_ detents: Set<PresentationDetent>) -> [PresentationDetent] {
        detents.sorted { $0.sortKey < $1.sortKey }
    }

    private var sortKey: (Int, CGFloat) {
        switch _height {
        case .medium: (0, 0)
        case .large: (1, 0)
        case .fraction(let fraction): (2, fraction)
        case .points(let points): (3, points)
        }
    }
}
