extension Font {
    /// Line spacing of a font.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The width of a font's glyphs.
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The font with adjusted line spacing (the web keeps the font's line height).
    public func leading(_ leading: Leading) -> Font { self }

    /// The font with a glyph width (the web keeps the family's width).
    public func width(_ width: Width) -> Font { self }
}

nonisolated extension View {
    /// Sets the glyph width of text in this view (kept for API parity).
    public consuming func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Underlines text in this view (kept for API parity outside `Text`; use `Text.underline`).
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> some View { self }

    /// Strikes through text in this view (kept for API parity outside `Text`).
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View { self }
}

nonisolated extension View {
    /// Uses the monospaced design for text in this view.
    public consuming func monospaced(_ isActive: Bool = true) -> some View {
        environment(\.fontDesign, isActive ? .monospaced : nil)
    }

    /// Handles URLs opened by the app (a page is not opened by URL scheme; kept for API parity).
    public consuming func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
