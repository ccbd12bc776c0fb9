/// The key of a localized string; string literals passed to `Text`, `Button` and friends become
/// one. Interpolations are formatted, and literal text supports inline Markdown
/// (`**bold**`, `*italic*`, `` `code` ``, `~~strikethrough~~`) as in SwiftUI.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key with interpolated values inserted.
    public let key: String
    /// The text the key shows (its Markdown parsed).
    let content: TextContent

    public init(_ value: String) {
        key = value
        content = .plain(value)
    }

    public init(stringLiteral value: String) {
        key = value
        content = InlineMarkdown.content(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
        content = InlineMarkdown.content(stringInterpolation.output)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        public mutating func appendLiteral(_ literal: String) { output += literal }

        public mutating func appendInterpolation(_ string: String) {
            output += InlineMarkdown.escaped(string)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += InlineMarkdown.escaped(String(describing: value))
        }

        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += InlineMarkdown.escaped(String(format: specifier, value))
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += InlineMarkdown.escaped(format.format(input))
        }

        /// A value written by a Foundation formatter: `"\(date, formatter: Self.dateFormatter)"`.
        /// (SwiftUI takes `ReferenceConvertible` values and `NSObject`s; Linux's `Date` and friends
        /// do not bridge, so any value is accepted.)
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            appendInterpolation(formatter?.string(for: subject) ?? "\(subject)")
        }

        public mutating func appendInterpolation(_ text: Text) {
            output += InlineMarkdown.escaped(text.plainText)
        }
    }
}
