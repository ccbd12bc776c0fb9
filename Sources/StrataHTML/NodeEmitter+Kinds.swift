import Strata

extension NodeEmitter {
    /// The element a node kind starts as, before its effects.
    func baseBox(for node: RenderNode) -> ElementBox {
        switch node.kind {
        case .fragment:
            return ElementBox()
        case .text(let text):
            var box = ElementBox(tag: "span", classes: "s-t")
            box.isText = true
            // Styling shared by every run belongs to the element (`Text("x").font(.headline)`).
            let runFont = Self.sharedFont(text.runs)
            let runForeground = Self.sharedForeground(text.runs)
            if let font = runFont ?? text.font {
                let (className, declarations) = CSSValues.font(font)
                if let className { box.addClass(className) }
                box.style += declarations
            }
            if let paint = runForeground ?? text.foreground { box.style += "color:\(CSSValues.paint(paint, forText: true));" }
            switch text.alignment {
            case .leading: break
            case .center: box.style += "text-align:center;"
            case .trailing: box.style += "text-align:end;"
            }
            if let limit = text.lineLimit {
                box.style += limit == 1 ? "white-space:nowrap;overflow:hidden;text-overflow:ellipsis;"
                    : "display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:\(limit);overflow:hidden;"
            }
            return box
        case .stack(let stack):
            var box: ElementBox
            switch stack.axis {
            case .vertical:
                box = ElementBox(classes: "s-v")
                if stack.alignment.horizontal != .center {
                    box.style += "align-items:\(CSSValues.flexAlignment(stack.alignment.horizontal.fraction));"
                }
            case .horizontal:
                box = ElementBox(classes: "s-h")
                if stack.alignment.vertical.isBaseline {
                    box.style += "align-items:\(stack.alignment.vertical.fraction < 0.5 ? "first" : "last") baseline;"
                } else if stack.alignment.vertical != .center {
                    box.style += "align-items:\(CSSValues.flexAlignment(stack.alignment.vertical.fraction));"
                }
            case .depth:
                box = ElementBox(classes: "s-z")
                if stack.alignment != .center {
                    box.style += "place-items:\(CSSValues.gridAlignment(stack.alignment.vertical.fraction)) \(CSSValues.gridAlignment(stack.alignment.horizontal.fraction));"
                }
            }
            if let spacing = stack.spacing, stack.axis != .depth { box.style += "gap:\(CSSValues.px(spacing));" }
            box.isStack = true
            let flexibility = Flexibility.children(of: node, axis: stack.axis)
            box.growsWidth = flexibility.width
            box.growsHeight = flexibility.height
            return box
        case .spacer(let minLength):
            var box = ElementBox(classes: "s-sp")
            if let minLength { box.style += "--s-min:\(CSSValues.px(minLength));" }
            return box
        case .divider:
            var box = ElementBox(tag: "hr", classes: "s-div")
            box.isVoid = true
            return box
        case .shape(let shape):
            return shapeBox(shape)
        case .image(let image):
            return imageBox(image)
        case .button(let button):
            var box = ElementBox(tag: "button", classes: Self.buttonClasses(button))
            box.attributes.append(("type", "button"))
            if !button.isEnabled { box.attributes.append(("disabled", "")) }
            if let tint = button.tint { box.style += "--s-tint:\(CSSValues.paint(tint));--s-tint-text:\(CSSValues.paint(tint, forText: true));" }
            box.role = "button"
            return box
        case .toggle(let toggle) where toggle.appearance == nil:
            // A custom style draws and handles the toggle itself.
            return ElementBox(classes: "s-toggle-custom")
        case .toggle(let toggle):
            var box = ElementBox(tag: "button", classes: "s-toggle s-toggle-\(toggle.appearance?.rawValue ?? "custom")")
            box.attributes.append(("type", "button"))
            switch toggle.appearance {
            case .button?: box.attributes.append(("aria-pressed", toggle.isOn ? "true" : "false"))
            case .checkbox?: box.attributes.append(("role", "checkbox")); box.attributes.append(("aria-checked", toggle.isOn ? "true" : "false"))
            default: box.attributes.append(("role", "switch")); box.attributes.append(("aria-checked", toggle.isOn ? "true" : "false"))
            }
            if !toggle.isEnabled { box.attributes.append(("disabled", "")) }
            if let tint = toggle.tint { box.style += "--s-tint:\(CSSValues.paint(tint));" }
            box.role = "switch"
            return box
        case .textField:
            var box = ElementBox(tag: "label", classes: "s-field")
            box.role = "textbox"
            return box
        case .scrollView(let axes):
            var box = ElementBox(classes: axes.contains(.horizontal) ? (axes.contains(.vertical) ? "s-scroll s-scroll-both" : "s-scroll s-scroll-h") : "s-scroll s-scroll-v")
            box.attributes.append(("tabindex", "0"))
            box.role = "region"
            box.growsWidth = true
            box.growsHeight = true
            return box
        }
    }

    /// Button class lists for every look and role, precomputed.
    private static let buttonClassTable: [String: String] = {
        var table: [String: String] = [:]
        for look in BuiltinButtonAppearance.allCases.map(\.rawValue) + ["custom"] {
            for role in ["", "destructive", "cancel", "other"] {
                table[look + "/" + role] = "s-btn s-btn-\(look)" + (role.isEmpty ? "" : " s-role-\(role)")
            }
        }
        return table
    }()

    static func buttonClasses(_ button: RenderButton) -> String {
        let role: String
        switch button.role {
        case nil: role = ""
        case .destructive?: role = "destructive"
        case .cancel?: role = "cancel"
        default: role = "other"
        }
        return buttonClassTable[(button.appearance?.rawValue ?? "custom") + "/" + role] ?? "s-btn"
    }

    private func shapeBox(_ shape: RenderShape) -> ElementBox {
        var box = ElementBox(classes: "s-shape")
        box.growsWidth = true
        box.growsHeight = true
        if case .path = shape.geometry {
            box.addClass("s-path")
            return box
        }
        if let fill = shape.fill {
            box.style += CSSValues.isGradient(fill) ? "background-image:\(CSSValues.paint(fill));" : "background:\(CSSValues.paint(fill));"
        }
        if let stroke = shape.stroke {
            let dashed = stroke.style.dash.isEmpty ? "solid" : "dashed"
            let width = CSSValues.px(stroke.style.lineWidth)
            if stroke.isInset {
                box.style += "border:\(width) \(dashed) \(CSSValues.paint(stroke.paint));"
            } else {
                box.style += "outline:\(width) \(dashed) \(CSSValues.paint(stroke.paint));outline-offset:-\(CSSValues.px(stroke.style.lineWidth / 2));"
            }
        }
        box.style += Self.radius(shape.geometry)
        if case .circle = shape.geometry { box.style += "aspect-ratio:1;" }
        return box
    }

    private func imageBox(_ image: RenderImage) -> ElementBox {
        var box: ElementBox
        switch image.source {
        case .system(let name):
            if SystemSymbols.drawing(named: name) != nil {
                box = ElementBox(tag: "svg", classes: "s-sym")
                box.attributes.append(("viewBox", "0 0 24 24"))
                box.attributes.append(("fill", "none"))
                box.attributes.append(("stroke", "currentColor"))
                box.attributes.append(("stroke-width", "2"))
                box.attributes.append(("stroke-linecap", "round"))
                box.attributes.append(("stroke-linejoin", "round"))
            } else {
                box = ElementBox(tag: "span", classes: "s-sym s-sym-missing")
            }
        case .named(let name):
            box = ElementBox(tag: "img", classes: "s-img")
            box.isVoid = true
            box.attributes.append(("src", "images/\(name)"))
            box.attributes.append(("alt", image.label ?? ""))
        }
        if let paint = image.foreground { box.style += "color:\(CSSValues.paint(paint, forText: true));" }
        if let font = image.font { box.style += "font-size:\(CSSValues.px(font.pointSize));" }
        if image.isResizable {
            box.addClass("s-resizable")
            box.growsWidth = true
            box.growsHeight = true
        }
        if case .system = image.source {
            if let label = image.label {
                box.attributes.append(("role", "img"))
                box.label = label
            } else {
                box.attributes.append(("aria-hidden", "true"))
            }
            box.role = "img"
        }
        return box
    }

    /// Writes what is inside a node's own element.
    mutating func emitContent(of node: RenderNode) {
        switch node.kind {
        case .text(let text):
            if text.runs.count == 1, let run = text.runs.first, Self.isPlain(run) {
                writer.text(run.string)
            } else {
                var runs = text.runs
                if Self.sharedFont(runs) != nil { for index in runs.indices { runs[index].font = nil } }
                if Self.sharedForeground(runs) != nil { for index in runs.indices { runs[index].foreground = nil } }
                emitRuns(runs)
            }
        case .image(let image):
            if case .system(let name) = image.source {
                if let drawing = SystemSymbols.drawing(named: name) { writer.raw(drawing) }
            }
        case .toggle(let toggle) where toggle.appearance != nil:
            writer.raw("<span class=\"s-toggle-label\">")
            emit(node.children)
            writer.raw("</span>")
            if toggle.appearance != .button, toggle.appearance != nil {
                writer.raw("<span class=\"s-switch\" aria-hidden=\"true\"><span class=\"s-knob\"></span></span>")
            }
        case .textField(let field):
            writer.raw("<span class=\"s-field-label\">")
            emit(node.children)
            writer.raw("</span><input class=\"s-input\"")
            writer.attribute("type", field.isSecure ? "password" : "text")
            writer.attribute("value", field.isSecure ? "" : field.text)
            if !field.prompt.isEmpty { writer.attribute("placeholder", field.prompt) }
            if !field.isEnabled { writer.raw(" disabled") }
            if stampsNodeIDs { writer.attribute("data-s-input", node.id.description) }
            writer.raw(">")
        case .shape(let shape):
            if case .path(let provider) = shape.geometry { emitPath(provider, shape: shape) }
        default:
            emit(node.children)
        }
    }

    /// The font every run has, or nil when runs differ or have none.
    static func sharedFont(_ runs: [TextRun]) -> Font? {
        guard let first = runs.first?.font else { return nil }
        for run in runs.dropFirst() where run.font != first { return nil }
        return first
    }

    /// The foreground every run has, or nil when runs differ or have none.
    static func sharedForeground(_ runs: [TextRun]) -> Paint? {
        guard let first = runs.first?.foreground else { return nil }
        for run in runs.dropFirst() where run.foreground != first { return nil }
        return first
    }

    /// A run whose only styling (font, foreground) belongs to its element.
    static func isPlain(_ run: TextRun) -> Bool {
        run.weight == nil && !run.isItalic && !run.isMonospaced && !run.isCode && run.underline == nil
            && run.strikethrough == nil && run.kerning == nil && run.baselineOffset == nil
    }

    private mutating func emitRuns(_ runs: [TextRun]) {
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

    private static func runStyle(_ run: TextRun) -> String {
        var css = ""
        if let font = run.font {
            let (className, declarations) = CSSValues.font(font)
            if let className, case .textStyle(let style) = font.base {
                css += "font-size:\(CSSValues.px(style.pointSize));line-height:\(CSSValues.px(style.lineHeight));"
                if font.weight == nil { css += "font-weight:\(style.defaultWeight.value);" }
                _ = className
            }
            css += declarations
        }
        if let weight = run.weight { css += "font-weight:\(weight.value);" }
        if run.isItalic { css += "font-style:italic;" }
        if run.isMonospaced && !run.isCode { css += "font-family:ui-monospace,Menlo,monospace;" }
        if let paint = run.foreground { css += "color:\(CSSValues.paint(paint, forText: true));" }
        var decorations: [String] = []
        if run.underline != nil { decorations.append("underline") }
        if run.strikethrough != nil { decorations.append("line-through") }
        if !decorations.isEmpty { css += "text-decoration:\(decorations.joined(separator: " "));" }
        if let kerning = run.kerning { css += "letter-spacing:\(CSSValues.px(kerning));" }
        if let offset = run.baselineOffset { css += "vertical-align:\(CSSValues.px(offset));" }
        return css
    }

    private mutating func emitPath(_ provider: ShapeGeometry.PathProvider, shape: RenderShape) {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let path = provider.path(rect)
        writer.raw("<svg class=\"s-svg\" viewBox=\"0 0 100 100\" preserveAspectRatio=\"none\" aria-hidden=\"true\"><path")
        writer.attribute("d", SVGPathData.string(for: path))
        if let fill = shape.fill { writer.attribute("fill", CSSValues.paint(fill)) } else { writer.raw(" fill=\"none\"") }
        if let stroke = shape.stroke {
            writer.attribute("stroke", CSSValues.paint(stroke.paint))
            writer.attribute("stroke-width", "\(stroke.style.lineWidth)")
            writer.raw(" vector-effect=\"non-scaling-stroke\"")
        }
        writer.raw("></path></svg>")
    }
}
