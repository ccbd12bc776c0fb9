/// A view that displays one or more lines of read-only text.
///
/// `Text("Hello \(name)")` interpolates like SwiftUI; `Text(verbatim:)` shows a string as is;
/// texts concatenate with `+` and keep each part's styling.
public struct Text: Hashable, Sendable {
    public var runs: [TextRun]

    public init(verbatim content: String) {
        runs = [TextRun(string: content)]
    }

    /// Text showing a string as is (no Markdown, no localization).
    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        runs = [TextRun(string: String(content))]
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = key.runs
    }

    /// Text for a value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [TextRun(string: format.format(input))]
    }

    init(runs: [TextRun]) { self.runs = runs }

    /// The text's characters, without styling.
    public var plainText: String { runs.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    consuming func modifyingRuns(_ change: (inout TextRun) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }
}

/// A stretch of text with uniform styling.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: Font?
    public var weight: Font.Weight?
    public var isItalic = false
    public var isMonospaced = false
    public var foreground: Paint?
    public var underline: Paint??
    public var strikethrough: Paint??
    public var kerning: CGFloat?
    public var baselineOffset: CGFloat?
    /// Inline code (markdown backticks) renders monospaced.
    public var isCode = false

    public init(string: String) { self.string = string }
}

extension Text: View {
    public typealias Body = Never

    public static func _makeView(_ view: Text, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        var runs = view.runs
        if let textCase = environment.textCase {
            for index in runs.indices {
                runs[index].string = textCase == .uppercase ? runs[index].string.uppercased() : runs[index].string.lowercased()
            }
        }
        var font = environment.font
        if let design = environment.fontDesign, font?.design == nil {
            var designed = font ?? .body
            designed.design = design
            font = designed
        }
        let text = RenderText(
            runs: runs,
            font: font,
            foreground: environment.foregroundPaint,
            alignment: environment.multilineTextAlignment,
            lineLimit: environment.lineLimit
        )
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .text(text)))
    }
}
