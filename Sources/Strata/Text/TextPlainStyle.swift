// A plain string's font and foreground kept beside it (`Text.plainStyle`, `Text.plainLevel`)
// instead of in a run array, for the usual `Text(title).font(.headline).foregroundStyle(.secondary)`.
// Everything that reads a text's `content` sees the one run it stands for.
extension Text {
    /// `font(_:)`: a text style alone, on a plain string, is kept without a run array.
    consuming func settingFont(_ font: Font?) -> Text {
        if let font, let style = font.textStyleAlone, case .plain = storage {
            var copy = self
            copy.plainStyle = style
            return copy
        }
        return modifyingRuns { $0.font = font }
    }

    /// `foregroundStyle(_:)`: a hierarchical style (`.secondary`), on a plain string, is kept
    /// without a run array.
    consuming func settingForeground(_ paint: Paint) -> Text {
        if case .hierarchical(let level) = paint, let compact = Int8(exactly: level), case .plain = storage {
            var copy = self
            copy.plainLevel = compact
            return copy
        }
        return modifyingRuns { $0.foreground = paint }
    }
}

extension Text: Hashable {
    /// Texts compare by what they show: a plain string with a kept font or foreground equals
    /// the one run holding the string with them.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
    }
}

extension Font {
    /// The text style, when the font is that style and nothing more (`.headline`, not
    /// `.headline.bold()` or a font resolved for another Dynamic Type size).
    @usableFromInline
    var textStyleAlone: TextStyle? {
        guard case .textStyle(let style) = base, weight == nil, design == nil, !isItalic, !isMonospacedDigit, !isSmallCaps,
              dynamicTypeSize == .large else { return nil }
        return style
    }
}
