/// A view that displays one or more lines of read-only text.
///
/// `Text("Hello \(name)")` interpolates like SwiftUI; `Text(verbatim:)` shows a string as is;
/// texts concatenate with `+` and keep each part's styling.
public struct Text: Sendable {
    /// The string, or the styled runs, the text shows.
    public var content: TextContent {
        get {
            guard plainStyle != nil || plainLevel != nil, case .plain(let string) = storage else { return storage }
            var run = TextRun(string: string)
            run.font = plainStyle.map { Font(base: .textStyle($0)) }
            run.foreground = plainLevel.map { .hierarchical(Int($0)) }
            return .runs([run])
        }
        set {
            storage = newValue
            plainStyle = nil
            plainLevel = nil
        }
    }

    /// `content`, except for a plain string's font and foreground when they are a text style
    /// alone and a hierarchical style (`Text(title).font(.headline).foregroundStyle(.secondary)`):
    /// those are kept beside the string, so the text needs no run array. `content` gives the same
    /// text as one run with that font and foreground (see `TextPlainStyle.swift`).
    @usableFromInline var storage: TextContent
    @usableFromInline var plainStyle: Font.TextStyle?
    /// The level of a `.hierarchical` foreground.
    @usableFromInline var plainLevel: Int8?

    /// The content as styled runs.
    public var runs: [TextRun] {
        get { content.runs }
        set { content = .runs(newValue) }
    }

    public init(verbatim content: String) {
        storage = .plain(content)
    }

    /// Text showing a string as is (no Markdown, no localization).
    @_disfavoredOverload
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        storage = .plain(String(content))
    }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = key.content
    }

    /// Text for a value formatted by a format style: `Text(price, format: .currency(code: "EUR"))`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .plain(format.format(input))
    }

    init(runs: [TextRun]) { storage = .runs(runs) }

    init(storage content: TextContent) { storage = content }

    /// The text's characters, without styling.
    public var plainText: String { content.characters }

    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(runs: lhs.runs + rhs.runs)
    }

    consuming func modifyingRuns(_ change: (inout TextRun) -> Void) -> Text {
        // Taken out of the text (not changed through `content`, whose getter would share the
        // array with `storage` and make the change copy it).
        var content = self.content
        storage = .plain("")
        content.modifyRuns(change)
        return Text(storage: content)
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
    /// The color behind the run (an attributed string's `backgroundColor`).
    public var background: Paint?
    /// Inline code (markdown backticks) renders monospaced.
    public var isCode = false

    public init(string: String) { self.string = string }

    /// Whether the run's only styling is a font and a foreground, which its text element can carry.
    var isStyledOnlyByFontAndColor: Bool {
        weight == nil && !isItalic && !isMonospaced && !isCode && underline == nil && strikethrough == nil
            && kerning == nil && baselineOffset == nil && background == nil
    }
}

nonisolated extension Text: View {
    public typealias Body = Never

    public static func _makeView(_ view: Text, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let environment = inputs.environment
        var content = view.storage
        // One run styled only by a font and a color (`Text(title).font(.headline)`) is the plain
        // string with the element's font and color: back ends read `run.font ?? text.font` (and
        // the same for color), so the node says the same with no run array to keep and free.
        var runFont: Font?, runForeground: Paint?
        if view.plainStyle != nil || view.plainLevel != nil {
            // A plain string with a kept font or foreground (`storage` is `.plain`): the same,
            // with no run array made in the first place.
            runFont = view.plainStyle.map { Font(base: .textStyle($0)) }
            runForeground = view.plainLevel.map { .hierarchical(Int($0)) }
        } else if case .runs(let runs) = content, runs.count == 1, runs[0].isStyledOnlyByFontAndColor {
            runFont = runs[0].font
            runForeground = runs[0].foreground
            content = .plain(runs[0].string)
        }
        if let textCase = environment.textCase {
            if case .plain(let string) = content {
                content = .plain(textCase == .uppercase ? string.uppercased() : string.lowercased())
            } else {
                content.modifyRuns { run in run.string = textCase == .uppercase ? run.string.uppercased() : run.string.lowercased() }
            }
        }
        var font = environment.font
        if let design = environment.fontDesign, font?.design == nil {
            var designed = font ?? .body
            designed.design = design
            font = designed
        }
        // Text styles follow the Dynamic Type size; the default size needs no change.
        let typeSize = environment.dynamicTypeSize
        if typeSize != .large {
            font = (font ?? .body).sized(for: typeSize)
            runFont = runFont?.sized(for: typeSize)
            if case .runs = content { content.modifyRuns { run in run.font = run.font?.sized(for: typeSize) } }
        }
        if let runFont { font = runFont }
        // Built in place: a payload held in a local is copied into the node (over a hundred bytes).
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .text(RenderText(
            content: consume content,
            font: consume font,
            foreground: runForeground ?? environment.foregroundPaint,
            alignment: environment.multilineTextAlignment,
            lineLimit: environment.lineLimit,
            truncationMode: environment.truncationMode
        ))))
        if environment.redactsContent { outputs.apply(.redacted, from: outputs.nodes.count - 1) }
    }
}
