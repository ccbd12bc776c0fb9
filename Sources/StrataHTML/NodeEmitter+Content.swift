import Strata

// What each render node kind writes of its own: classes, style, attributes and content.
extension NodeEmitter {
    @inline(__always)
    mutating func writeBaseClasses(_ kind: borrowing RenderKind) {
        switch kind {
        case .fragment: break
        case .text(let text):
            writer.raw("s-t")
            // A line limit truncates with an ellipsis; the text then gives way before its siblings.
            if let limit = text.lineLimit { writer.raw(limit <= 1 ? " s-clamp s-clamp1" : " s-clamp") }
            switch Self.truncation(of: text) {
            case .tail: break
            case .head: writer.raw(" s-cut-head")
            case .middle: writer.raw(" s-cut-mid")
            }
            // Bound in place (`??` would copy the font out first).
            if let shared = Self.sharedFont(text.content) {
                writeFontClass(shared)
            } else {
                // Read in its compact form: a text style alone is a class and nothing more.
                switch text.fontStorage {
                case .none: break
                case .textStyle(let style): writer.raw(" "); writer.raw(CSSValues.fontClass(style))
                case .boxed(let font): writeFontClass(font.value)
                }
            }
        case .stack(let stack):
            writer.raw(stack.axis == .vertical ? "s-v" : stack.axis == .horizontal ? "s-h" : "s-z")
            if stack.wraps { writer.raw(" s-wrap") }
        case .spacer: writer.raw("s-sp")
        case .divider: writer.raw("s-div")
        case .shape(let shape):
            writer.raw("s-shape")
            if shape.geometry.isPath { writer.raw(" s-path") }
        case .image(let image):
            switch image.source {
            case .system(let name): writer.raw(SystemSymbols.drawing(named: name) == nil ? "s-sym s-sym-missing" : "s-sym")
            case .named: writer.raw("s-img")
            }
            if image.isResizable { writer.raw(" s-resizable") }
        case .button(let button): writeButtonClasses(button)
        case .toggle(let toggle):
            if let appearance = toggle.appearance {
                writer.raw("s-toggle s-toggle-")
                writer.raw(appearance.rawValue)
            } else {
                writer.raw("s-toggle-custom")
            }
        case .textField: writer.raw("s-field")
        case .progress(let progress): writer.raw(progress.fractionCompleted == nil ? "s-progress s-progress-spin" : "s-progress")
        case .slider: writer.raw("s-slider")
        case .link: writer.raw("s-link")
        case .picker(let picker): writer.raw(picker.appearance == .menu ? "s-picker" : "s-picker s-picker-segmented")
        case .grid(let grid): writer.raw(grid.tracks == nil ? "s-grid s-grid-rows" : "s-grid")
        case .gridRow: writer.raw("s-grid-row")
        case .menu: writer.raw("s-menu")
        case .scrollView(let axes):
            writer.raw(axes.contains(.horizontal) ? (axes.contains(.vertical) ? "s-scroll s-scroll-both" : "s-scroll s-scroll-h") : "s-scroll s-scroll-v")
        }
    }

    private mutating func writeFontClass(_ font: Font) {
        guard let className = CSSValues.fontClass(font) else { return }
        writer.raw(" ")
        writer.raw(className)
    }

    private mutating func writeFontDeclarations(_ font: Font) {
        if CSSValues.needsDeclarations(font) { css(CSSValues.fontDeclarations(font)) }
    }

    @inline(__always)
    mutating func writeBaseStyle(_ node: NodeRef, kind: borrowing RenderKind) {
        switch kind {
        case .text(let text):
            if let shared = Self.sharedFont(text.content) {
                writeFontDeclarations(shared)
            } else if case .boxed(let font) = text.fontStorage {
                // A text style alone (`CompactFont.textStyle`) needs no declarations.
                writeFontDeclarations(font.value)
            }
            if let shared = Self.sharedForeground(text.content) {
                writeForeground(shared)
            } else {
                writeTextColor(text.foregroundStorage)
            }
            switch text.alignment {
            case .leading: break
            // A one-line text is a grid of its line (or its two halves): the columns align.
            case .center: writer.raw(Self.isOneLine(text) ? "text-align:center;justify-content:center;" : "text-align:center;")
            case .trailing: writer.raw(Self.isOneLine(text) ? "text-align:end;justify-content:end;" : "text-align:end;")
            }
            if let limit = text.lineLimit, limit > 1 {
                writer.raw("display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:")
                writer.raw(String(limit))
                writer.raw(";")
            }
        case .stack(let stack):
            switch stack.axis {
            case .vertical:
                if stack.alignment.horizontal != .center {
                    writer.raw("align-items:"); writer.raw(CSSValues.flexAlignment(stack.alignment.horizontal.fraction)); writer.raw(";")
                }
            case .horizontal:
                if stack.alignment.vertical.isBaseline {
                    writer.raw(stack.alignment.vertical.fraction < 0.5 ? "align-items:first baseline;" : "align-items:last baseline;")
                } else if stack.alignment.vertical != .center {
                    writer.raw("align-items:"); writer.raw(CSSValues.flexAlignment(stack.alignment.vertical.fraction)); writer.raw(";")
                }
            case .depth:
                if stack.alignment != .center {
                    writer.raw("place-items:"); writer.raw(CSSValues.gridAlignment(stack.alignment.vertical.fraction))
                    writer.raw(" "); writer.raw(CSSValues.gridAlignment(stack.alignment.horizontal.fraction)); writer.raw(";")
                }
            }
            if let spacing = stack.spacing, stack.axis != .depth { writer.raw("gap:"); writePx(spacing); writer.raw(";") }
            if stack.axis == .horizontal && !stack.wraps { writeRowColumns(node) }
            if stack.wraps {
                writer.raw("flex-wrap:wrap;")
                let mainFraction = stack.axis == .vertical ? stack.alignment.vertical.fraction : stack.alignment.horizontal.fraction
                writer.raw("justify-content:"); writer.raw(CSSValues.flexAlignment(mainFraction)); writer.raw(";")
                if let lineSpacing = stack.lineSpacing {
                    writer.raw(stack.axis == .vertical ? "column-gap:" : "row-gap:"); writer.raw(CSSValues.px(lineSpacing)); writer.raw(";")
                }
            }
        case .spacer(let minLength):
            if let minLength { writer.raw("--s-min:"); writePx(minLength); writer.raw(";") }
        case .shape(let shape):
            writeShapeStyle(shape)
        case .image(let image):
            if let paint = image.foreground { writer.raw("color:"); writePaint(paint, forText: true); writer.raw(";") }
            if let font = image.font { writer.raw("font-size:"); writePx(font.pointSize); writer.raw(";") }
            if image.scale != 1 { writer.raw("--s-sym-scale:"); writer.raw("\(image.scale)"); writer.raw(";") }
            if case .system(let name) = image.source, let frame = SystemSymbols.frame(named: name) {
                writer.raw("--s-sym-w:\(frame.width)em;--s-sym-h:\(frame.height)em;")
            } else if case let frame = image.symbolFrameInEms, frame.height != frame.width {
                writer.raw("--s-sym-h:"); writer.raw("\(frame.height / image.scale)em;")
            }
        case .button(let button):
            // The system accent is the default tint, whose prominent fill is `--s-prominent`
            // (system blue, or its Increase Contrast value).
            if let tint = button.tint, !Self.isSystemAccent(tint) {
                writer.raw("--s-tint:"); writePaint(tint)
                writer.raw(";--s-tint-text:"); writePaint(tint, forText: true); writer.raw(";")
            }
        case .toggle(let toggle):
            if let tint = toggle.tint, toggle.appearance != nil { writer.raw("--s-tint:"); writePaint(tint); writer.raw(";") }
        case .grid(let grid):
            writeGridStyle(grid, node: node)
        case .fragment, .divider, .textField, .scrollView, .progress, .slider, .link, .picker, .gridRow, .menu:
            break
        }
    }

    private mutating func writeShapeStyle(_ shape: RenderShape) {
        if shape.geometry.isPath { return }
        if let fill = shape.fill {
            writer.raw(fill.isGradient ? "background-image:" : "background:"); writePaint(fill); writer.raw(";")
        }
        if let stroke = shape.stroke {
            let width = CSSValues.px(stroke.style.lineWidth)
            writer.raw(stroke.isInset ? "border:" : "outline:")
            writer.raw(width)
            writer.raw(stroke.style.dash.isEmpty ? " solid " : " dashed ")
            writePaint(stroke.paint)
            writer.raw(";")
            if !stroke.isInset { writer.raw("outline-offset:-"); writePx(stroke.style.lineWidth / 2); writer.raw(";") }
        }
        writeRadius(shape.geometry)
        if case .circle = shape.geometry { writer.raw("aspect-ratio:1;") }
    }

    @inline(__always)
    mutating func writeBaseAttributes(_ node: NodeRef, kind: borrowing RenderKind) {
        switch kind {
        case .image(let image):
            switch image.source {
            case .system(let name):
                if SystemSymbols.drawing(named: name) != nil {
                    // A resizable symbol scales its glyph's extent to its frame, as SwiftUI scales the symbol's image.
                    let resizedBox = image.isResizable ? SymbolBounds.viewBox(named: name) : nil
                    writer.attribute("viewBox", resizedBox ?? SystemSymbols.viewBox(named: name))
                    writer.raw(" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" stroke-linejoin=\"round\"")
                }
                writer.raw(image.label == nil ? " aria-hidden=\"true\"" : " role=\"img\"")
            case .named(let name):
                writer.attribute("src", "images/\(name)")
                writer.attribute("alt", image.label ?? "")
            }
        case .button(let button):
            writer.raw(" type=\"button\"")
            if !button.isEnabled { writer.raw(" disabled") }
        case .toggle(let toggle):
            guard let appearance = toggle.appearance else { break }
            writer.raw(" type=\"button\"")
            switch appearance {
            case .button: writer.raw(toggle.isOn ? " aria-pressed=\"true\"" : " aria-pressed=\"false\"")
            case .checkbox: writer.raw(toggle.isOn ? " role=\"checkbox\" aria-checked=\"true\"" : " role=\"checkbox\" aria-checked=\"false\"")
            default: writer.raw(toggle.isOn ? " role=\"switch\" aria-checked=\"true\"" : " role=\"switch\" aria-checked=\"false\"")
            }
            if !toggle.isEnabled { writer.raw(" disabled") }
        case .scrollView:
            writer.raw(" tabindex=\"0\"")
        case .progress(let progress):
            writer.raw(" role=\"progressbar\" aria-valuemin=\"0\" aria-valuemax=\"100\"")
            if let fraction = progress.fractionCompleted { writer.attribute("aria-valuenow", String(Int((fraction * 100).rounded()))) }
            let name = node.plainText
            writer.attribute("aria-label", name.isEmpty ? "Progress" : name)
        case .link(let url):
            if let href = Self.safeHref(url) { writer.attribute("href", href) }
        default:
            break
        }
    }

    /// The ARIA role the element has by itself, if any.
    static func baseRole(of kind: RenderKind) -> String? {
        switch kind {
        case .button: "button"
        case .toggle(let toggle): toggle.appearance == nil ? nil : "switch"
        case .textField: "textbox"
        case .progress: "progressbar"
        case .slider: "slider"
        case .link: "link"
        case .scrollView: "region"
        case .image(let image): if case .system = image.source { "img" } else { nil }
        default: nil
        }
    }

    /// Grid tracks and gaps as CSS grid properties.
    private mutating func writeGridStyle(_ grid: RenderGrid, node: NodeRef) {
        if let tracks = grid.tracks {
            writer.raw(grid.isHorizontal ? "grid-auto-flow:column;grid-template-rows:" : "grid-template-columns:")
            for (index, track) in tracks.enumerated() {
                if index > 0 { writer.raw(" ") }
                switch track {
                case .fixed(let size): writePx(size)
                case let .flexible(minimum, maximum):
                    writer.raw("minmax("); writePx(minimum); writer.raw(",")
                    writer.raw(maximum.isFinite ? CSSValues.px(maximum) : "1fr"); writer.raw(")")
                case let .adaptive(minimum, maximum):
                    writer.raw("repeat(auto-fill,minmax("); writePx(minimum); writer.raw(",")
                    writer.raw(maximum.isFinite ? CSSValues.px(maximum) : "1fr"); writer.raw("))")
                }
            }
            writer.raw(";")
        } else {
            // A `Grid` has as many columns as its widest row.
            let columns = node.children.map { child -> Int in
                if case .gridRow = child.kind { return child.children.count }
                return 1
            }.max() ?? 1
            writer.raw("grid-template-columns:repeat("); writer.raw(String(max(columns, 1))); writer.raw(",auto);")
        }
        writer.raw("column-gap:"); writePx(grid.horizontalSpacing ?? 8)
        writer.raw(";row-gap:"); writePx(grid.verticalSpacing ?? 8); writer.raw(";")
        if grid.alignment.horizontal != .center {
            writer.raw("justify-items:"); writer.raw(CSSValues.gridAlignment(grid.alignment.horizontal.fraction)); writer.raw(";")
        }
        if grid.alignment.vertical != .center {
            writer.raw("align-items:"); writer.raw(CSSValues.gridAlignment(grid.alignment.vertical.fraction)); writer.raw(";")
        }
    }

    /// Whether `paint` is the system accent color (`Color.accentColor`), opaque.
    static func isSystemAccent(_ paint: Paint) -> Bool {
        guard case .color(let color) = paint, color.alpha >= 1, case .system(let name) = color.definition else { return false }
        return name == "accent"
    }

    /// An indeterminate progress view: iOS's spoked activity indicator.
    static let spinner = "<svg class=\"s-spinner\" viewBox=\"0 0 20 20\" aria-hidden=\"true\">"
        + (0..<8).map { index in
            "<line x1=\"10\" y1=\"2.5\" x2=\"10\" y2=\"6\" stroke=\"currentColor\" stroke-width=\"2\" stroke-linecap=\"round\" opacity=\"\(Double(8 - index) / 8)\" transform=\"rotate(\(-index * 45) 10 10)\"/>"
        }.joined() + "</svg>"

    /// The link target if its scheme is safe to put in a page (web, mail, phone, or relative).
    static func safeHref(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased() else { return url.absoluteString }
        return ["http", "https", "mailto", "tel"].contains(scheme) ? url.absoluteString : nil
    }

    /// Writes `s-btn s-btn-<look>` and the role class.
    mutating func writeButtonClasses(_ button: RenderButton) {
        switch button.appearance {
        case .automatic?: writer.raw("s-btn s-btn-automatic")
        case .bordered?: writer.raw("s-btn s-btn-bordered")
        case .borderedProminent?: writer.raw("s-btn s-btn-borderedProminent")
        case .borderless?: writer.raw("s-btn s-btn-borderless")
        case .plain?: writer.raw("s-btn s-btn-plain")
        case .link?: writer.raw("s-btn s-btn-link")
        case nil: writer.raw("s-btn s-btn-custom")
        }
        switch button.role {
        case nil: break
        case .destructive?: writer.raw(" s-role-destructive")
        case .cancel?: writer.raw(" s-role-cancel")
        default: writer.raw(" s-role-other")
        }
    }

    /// Writes what is inside a node's own element.
    @inline(__always)
    mutating func emitContent(of node: NodeRef, kind: borrowing RenderKind) {
        switch kind {
        case .text(let text):
            switch Self.truncation(of: text) {
            case .tail where Self.isOneLine(text):
                writer.raw("<span class=\"s-line\">")
                emitTextContent(text)
                writer.raw("</span>")
            case .tail: emitTextContent(text)
            case .head:
                writer.raw("<span class=\"s-line\"><bdi>")
                emitTextContent(text)
                writer.raw("</bdi></span>")
            case .middle: emitMiddleCut(Self.plainString(text.content) ?? "")
            }
        case .image(let image):

            if case .system(let name) = image.source {
                if let drawing = SystemSymbols.drawing(named: name) { writer.raw(drawing) }
            }
        case .toggle(let toggle) where toggle.appearance != nil:
            writer.raw("<span class=\"s-toggle-label\">")
            emit(node.children)
            writer.raw("</span>")
            if toggle.appearance != .button {
                writer.raw("<span class=\"s-switch\" aria-hidden=\"true\"><span class=\"s-knob\"></span></span>")
            }
        case .textField(let field):
            writer.raw("<span class=\"s-field-label\">")
            emit(node.children)
            writer.raw("</span>")
            let hint = Self.inputHint(node), describedBy = hint.map { hintID($0, node: node) }
            writeHintText(hint, id: describedBy)
            writer.raw(field.isBordered ? "<input class=\"s-input\"" : "<input class=\"s-input s-input-plain\"")
            writer.attribute("type", field.isSecure ? "password" : field.inputType ?? "text")
            writer.attribute("value", field.isSecure ? "" : field.text)
            if !field.prompt.isEmpty { writer.attribute("placeholder", field.prompt) }
            // A field without label or prompt (a `TextEditor`, say) still needs an accessible name.
            if field.prompt.isEmpty, node.children.allSatisfy({ $0.plainText.isEmpty }) { writer.raw(" aria-label=\"Text\"") }
            if !field.isEnabled { writer.raw(" disabled") }
            describeInput(describedBy, node: node)
            if stampsNodeIDs { writer.attribute("data-s-input", node.id.description) }
            writer.raw(">")
        case .progress(let progress):
            writer.raw("<span class=\"s-progress-label\">")
            emit(node.children)
            writer.raw("</span>")
            guard let fraction = progress.fractionCompleted else {
                // iOS's activity indicator: eight spokes, fading, turning a spoke at a time.
                writer.raw(Self.spinner)
                return
            }
            writer.raw("<span class=\"s-progress-track\" aria-hidden=\"true\"><span class=\"s-progress-fill\"")
            writer.attribute("style", "width:\(CSSValues.percent(fraction));")
            writer.raw("></span></span>")
        case .picker(let picker):
            emitPicker(picker, label: node)
        case .menu(let items):
            // A native disclosure: opens and closes without script.
            writer.raw("<summary class=\"s-menu-label\">")
            emit(node.children)
            writer.raw("</summary><div class=\"s-menu-items\">")
            emit(items)
            writer.raw("</div>")
        case .slider(let slider):
            writer.raw("<span class=\"s-slider-label\">")
            emit(node.children)
            writer.raw("</span>")
            let hint = Self.inputHint(node), describedBy = hint.map { hintID($0, node: node) }
            writeHintText(hint, id: describedBy)
            writer.raw("<input class=\"s-range\" type=\"range\"")
            writer.attribute("min", "\(slider.bounds.lowerBound)")
            writer.attribute("max", "\(slider.bounds.upperBound)")
            writer.attribute("step", slider.step.map { "\($0)" } ?? "any")
            writer.attribute("value", "\(slider.value)")
            // The track left of the knob is tinted; the handler keeps it in step while dragging.
            let span = slider.bounds.upperBound - slider.bounds.lowerBound
            let fraction = span > 0 ? min(max((slider.value - slider.bounds.lowerBound) / span, 0), 1) : 0
            writer.attribute("style", "--s-pct:\(CSSValues.percent(fraction));")
            writer.raw(" oninput=\"this.style.setProperty('--s-pct',(this.value-this.min)/(this.max-this.min)*100+'%')\"")
            if node.plainText.isEmpty { writer.attribute("aria-label", "Value") }
            if !slider.isEnabled { writer.raw(" disabled") }
            describeInput(describedBy, node: node)
            if stampsNodeIDs { writer.attribute("data-s-input", node.id.description) }
            writer.raw(">")
        case .shape(let shape):
            switch shape.geometry {
            case .path(let provider): emitPath(provider, shape: shape, trim: nil, size: Self.drawingSize(node), id: node.id)
            case let .trimmed(provider, from, to): emitPath(provider, shape: shape, trim: (from, to), size: Self.drawingSize(node), id: node.id)
            default: break
            }
        default:
            emit(node.children)
        }
    }

    /// The font every run has, or nil when runs differ or have none.
}
