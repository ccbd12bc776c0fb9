import Strata

/// Text made of runs with their own fonts and colors.
extension NodeEmitter {
    /// The font every run of `content` has (none for a plain string).
    static func sharedFont(_ content: TextContent) -> Font? {
        guard case .runs(let runs) = content else { return nil }
        return sharedFont(runs)
    }

    /// The foreground every run of `content` has (none for a plain string).
    static func sharedForeground(_ content: TextContent) -> Paint? {
        guard case .runs(let runs) = content else { return nil }
        return sharedForeground(runs)
    }

    // Runs are read by index, in place: a `TextRun` is large, and copying one out costs more
    // than the comparisons.
    static func sharedFont(_ runs: [TextRun]) -> Font? {
        guard !runs.isEmpty, let first = runs[0].font else { return nil }
        for index in 1..<runs.count where runs[index].font != first { return nil }
        return first
    }

    /// The foreground every run has, or nil when runs differ or have none.
    static func sharedForeground(_ runs: [TextRun]) -> Paint? {
        guard !runs.isEmpty, let first = runs[0].foreground else { return nil }
        for index in 1..<runs.count where runs[index].foreground != first { return nil }
        return first
    }

    /// A run whose only styling (font, foreground) belongs to its element.
    @inline(__always)
    static func isPlain(_ run: borrowing TextRun) -> Bool {
        run.weight == nil && !run.isItalic && !run.isMonospaced && !run.isCode && run.underline == nil
            && run.strikethrough == nil && run.kerning == nil && run.baselineOffset == nil
    }

    mutating func emitRuns(_ runs: [TextRun]) {
        for run in runs {
            let css = Self.runStyle(run)
            if css.isEmpty && !run.isCode {
                writer.text(run.string)
                continue
            }
            if run.isCode { writer.raw("<code") } else { writer.raw("<span") }
            if !css.isEmpty { writer.attribute("style", css) }
            writer.raw(">")
            writer.text(run.string)
            if run.isCode { writer.raw("</code>") } else { writer.raw("</span>") }
        }
    }

    static func runStyle(_ run: TextRun) -> String {
        var css = ""
        if let font = run.font {
            // A run inside a differently styled text spells its text style out.
            if case .textStyle(let style) = font.base {
                css += "font-size:\(CSSValues.px(font.pointSize));"
                    + TextFont.metricsDeclarations(atPointSize: font.pointSize, leading: style.lineHeight(at: font.dynamicTypeSize))
                if font.weight == nil { css += "font-weight:\(style.defaultWeight.value);" }
                // The size is spelled out above: the declarations add the rest.
                var rest = font
                rest.dynamicTypeSize = .large
                css += CSSValues.fontDeclarations(rest)
            } else {
                css += CSSValues.fontDeclarations(font)
            }
        }
        if let weight = run.weight { css += "font-weight:\(weight.value);" }
        if run.isItalic { css += "font-style:italic;" }
        if run.isMonospaced && !run.isCode { css += "font-family:ui-monospace,Menlo,monospace;" }
        if let paint = run.foreground { css += CSSValues.textForeground(paint) }
        if let paint = run.background { css += "background:\(CSSValues.paint(paint));" }
        var decorations: [String] = []
        if run.underline != nil { decorations.append("underline") }
        if run.strikethrough != nil { decorations.append("line-through") }
        if !decorations.isEmpty { css += "text-decoration:\(decorations.joined(separator: " "));" }
        if let kerning = run.kerning { css += "letter-spacing:\(CSSValues.px(kerning));" }
        if let offset = run.baselineOffset { css += "vertical-align:\(CSSValues.px(offset));" }
        return css
    }
}
