extension Text {
    /// Text from an attributed string: emphasis from `AttributedString(markdown:)` (strong,
    /// emphasis, code, strikethrough) and SwiftUI's attributes (color, background, font,
    /// kerning, tracking, baseline offset, underline, strikethrough) are drawn.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var runs: [TextRun] = []
        for run in attributedContent.runs {
            var textRun = TextRun(string: String(attributedContent[run.range].characters))
            if let style = run[_InlineStyleAttribute.self] {
                textRun.weight = style.weight
                textRun.isItalic = style.isItalic
                textRun.isCode = style.isCode
                if style.isStrikethrough { textRun.strikethrough = .some(nil) }
            }
            textRun.applySwiftUIAttributes(of: run.attributes)
            runs.append(textRun)
        }
        self.init(runs: runs.isEmpty ? [TextRun(string: "")] : runs)
    }
}

extension TextRun {
    /// Takes the run's styling from SwiftUI's attributes (`AttributeScopes.SwiftUIAttributes`).
    mutating func applySwiftUIAttributes(of attributes: AttributeContainer) {
        typealias Keys = AttributeScopes.SwiftUIAttributes
        if let color = attributes[Keys.ForegroundColorAttribute.self] { foreground = .color(color) }
        if let color = attributes[Keys.BackgroundColorAttribute.self] { background = .color(color) }
        if let font = attributes[Keys.FontAttribute.self] { self.font = font }
        if let kerning = attributes[Keys.KerningAttribute.self] { self.kerning = kerning }
        if let tracking = attributes[Keys.TrackingAttribute.self] { kerning = tracking }
        if let offset = attributes[Keys.BaselineOffsetAttribute.self] { baselineOffset = offset }
        if let line = attributes[Keys.UnderlineStyleAttribute.self] { underline = .some(line.color.map(Paint.color)) }
        if let line = attributes[Keys.StrikethroughStyleAttribute.self] { strikethrough = .some(line.color.map(Paint.color)) }
    }
}

/// The inline Markdown styling of a stretch of an attributed string (Strata's attribute, used
/// where Foundation cannot parse Markdown).
enum _InlineStyleAttribute: AttributedStringKey {
    typealias Value = _InlineStyle
    static let name = "Strata.inlineStyle"
}

struct _InlineStyle: Hashable, Sendable {
    var weight: Font.Weight?
    var isItalic = false
    var isCode = false
    var isStrikethrough = false
}

#if !canImport(Darwin)
extension AttributedString {
    /// How Markdown is parsed (Linux Foundation lacks Markdown parsing; Strata parses the inline
    /// subset `Text` supports: strong, emphasis, code and strikethrough).
    public struct MarkdownParsingOptions: Hashable, Sendable {
        public enum InterpretedSyntax: Hashable, Sendable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable, Sendable { case throwError, returnPartiallyParsedIfPossible }

        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?

        public init(allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
                    failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    /// An attributed string from inline Markdown (strong, emphasis, code, strikethrough).
    public init(markdown: String, options: MarkdownParsingOptions = MarkdownParsingOptions(), baseURL: URL? = nil) throws {
        self.init()
        for run in InlineMarkdown.runs(markdown) {
            var part = AttributedString(run.string)
            let style = _InlineStyle(weight: run.weight, isItalic: run.isItalic, isCode: run.isCode, isStrikethrough: run.strikethrough != nil)
            if style != _InlineStyle() { part[_InlineStyleAttribute.self] = style }
            append(part)
        }
    }
}
#endif
