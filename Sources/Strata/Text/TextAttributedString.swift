extension Text {
    /// Text from an attributed string. Emphasis from `AttributedString(markdown:)` (strong,
    /// emphasis, code, strikethrough) is kept; other attributes are not drawn yet.
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
            runs.append(textRun)
        }
        self.init(runs: runs.isEmpty ? [TextRun(string: "")] : runs)
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
