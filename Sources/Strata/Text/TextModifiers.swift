// Modifiers on `Text` that return `Text`, so styled texts can still be concatenated with `+`.
extension Text {
    public func font(_ font: Font?) -> Text { modifyingRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { modifyingRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { modifyingRuns { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool = true) -> Text { modifyingRuns { $0.isMonospaced = isActive } }
    public func monospacedDigit() -> Text { modifyingRuns { $0.isMonospaced = true } }

    public func foregroundColor(_ color: Color?) -> Text {
        modifyingRuns { $0.foreground = color.map(Paint.color) }
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        let paint = style._paint(in: EnvironmentValues())
        return modifyingRuns { $0.foreground = paint }
    }

    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.underline = isActive ? .some(color.map(Paint.color)) : nil }
    }

    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        modifyingRuns { $0.strikethrough = isActive ? .some(color.map(Paint.color)) : nil }
    }

    public func kerning(_ kerning: CGFloat) -> Text { modifyingRuns { $0.kerning = kerning } }
    public func tracking(_ tracking: CGFloat) -> Text { kerning(tracking) }
    public func baselineOffset(_ offset: CGFloat) -> Text { modifyingRuns { $0.baselineOffset = offset } }
}
