import Strata

/// Writes render nodes as HTML. Each node becomes one element when its modifiers can fold into
/// it, and gains a wrapper element only where folding would change the meaning (see `LayerPlan`).
/// Classes and styles are written straight into the byte buffer.
struct NodeEmitter: ~Copyable {
    var writer: HTMLWriter
    /// Stamp `data-s` node ids (for the live renderer and the test host).
    let stampsNodeIDs: Bool
    /// Stack flexibilities computed ahead, for the stacks met next.
    var flexibility = Flexibility.Memo()
    /// Whether the elements written now lie inside a button, label or summary, which may hold
    /// only phrasing content: containers are then `<span>`s with the same classes.
    var isPhrasing = false
    /// How many fields' hints had each text so far (`hintID`).
    var hintCounts: [String: Int] = [:]
    /// A node written without its children (its element alone), for live child-by-child updates.
    var childlessNode: ViewIdentity?

    init(capacity: Int, stampsNodeIDs: Bool) {
        writer = HTMLWriter(reusingThreadBufferWithCapacity: capacity)
        self.stampsNodeIDs = stampsNodeIDs
    }

    mutating func emit(_ nodes: [RenderNode], outer: [RenderEffect] = []) {
        NodeRef.forEach(in: nodes) { node in
            emit(node, outer: outer)
            return true
        }
    }

    mutating func emit(_ node: NodeRef, outer: [RenderEffect]) {
        let effects = outer.isEmpty ? node.effects : node.effects + outer
        // The kind's payload is read once per element, and passed only to the writers that need
        // it: each read or pass copies it (over a hundred bytes). The rest goes by `kindCase`.
        let kindCase = node.kindCase
        if case .fragment = kindCase {
            // A composite view's output: its modifiers apply to each of its children.
            let children = node.children
            emit(children, outer: effects)
            if children.isEmpty {
                for case .presentation(let presentation) in effects { emitPresentation(presentation) }
            }
            return
        }
        let kind = node.kind
        let base = flexibility.base(of: node)
        var plan = LayerPlan(
            isStack: kindCase.isStack, isShape: kindCase.isShape, isImage: kindCase.isImage, growsWidth: base.width, growsHeight: base.height
        )
        // Effects are looked at in place: copying one out copies its payload.
        for index in effects.indices { plan.consider(effects[index], at: index) }
        let tag = isPhrasing ? kindCase.phrasingTag(kind) : kindCase.tag(kind)
        let isVoid = kindCase.isVoidElement(kind) && !(isPhrasing && kindCase.isDivider)
        let wrapperTag: StaticString = isPhrasing ? "span" : "div"

        for layer in stride(from: plan.layerCount - 1, through: 0, by: -1) {
            let range = plan.range(of: layer, effectCount: effects.count)
            openElement(node, kind: kind, kindCase: kindCase, tag: layer == 0 ? tag : wrapperTag, layer: layer, plan: &plan, effects: effects, range: range)
            if plan.hasBackgroundLayer {
                for index in range {
                    if case .background(let layerContent) = effects[index], !foldsIntoElement(effects, index, range, layer, plan) {
                        emitLayer(layerContent, isBackground: true)
                    }
                }
            }
        }
        let wasPhrasing = isPhrasing
        if kindCase.holdsPhrasing(kind) { isPhrasing = true }
        switch kindCase {
        case .stack, .button, .scrollView, .link, .grid, .gridRow, .spacer, .divider:
            if node.id != childlessNode { emit(node.children) }
        default:
            emitContent(of: node, kind: kind)
        }
        isPhrasing = wasPhrasing
        for layer in 0..<plan.layerCount {
            if plan.hasOverlay {
                for index in plan.range(of: layer, effectCount: effects.count) {
                    if case .overlay(let layerContent) = effects[index] { emitLayer(layerContent, isBackground: false) }
                }
            }
            if layer > 0 || !isVoid {
                writer.raw("</")
                writer.raw(layer == 0 ? tag : wrapperTag)
                writer.raw(">")
            }
        }
        if plan.hasPresentation {
            for case .presentation(let presentation) in effects { emitPresentation(presentation) }
        }
    }

    /// Whether the background at `index` is drawn by the element's own CSS.
    private func foldsIntoElement(_ effects: [RenderEffect], _ index: Int, _ range: Range<Int>, _ layer: Int, _ plan: LayerPlan) -> Bool {
        guard case .background(let layer) = effects[index], plan.isFoldableBackground(at: index, layer) else { return false }
        for earlier in range.lowerBound..<index where Self.isDecoration(effects[earlier]) { return false }
        return true
    }

    @inline(__always)
    private static func isDecoration(_ effect: RenderEffect) -> Bool {
        switch effect {
        case .background, .overlay, .border, .clip, .clipRegion, .shadow, .offset, .rotation, .scale: true
        default: false
        }
    }

    // MARK: Opening tags

    /// `plan` is passed by reference only to spare a copy of it.
    @inline(__always)
    private mutating func openElement(_ node: NodeRef, kind: borrowing RenderKind, kindCase: RenderKind.Case, tag: StaticString, layer: Int, plan: inout LayerPlan, effects: [RenderEffect], range: Range<Int>) {
        writer.raw("<")
        writer.raw(tag)

        // class="..."
        let classStart = writer.count
        writer.raw(" class=\"")
        let classContent = writer.count
        if layer == 0 {
            writeBaseClasses(kind)
        } else {
            writer.raw(plan.wrapperKind(ofLayer: layer) == .frame ? "s-fr" : "s-lay")
        }
        if plan.hasClassEffect { for index in range {
            switch effects[index] {
            case .tap: appendClass("s-tap", contentStart: classContent)
            case .drag: appendClass("s-drag", contentStart: classContent)
            case .colorScheme(let scheme): appendClass(scheme == .dark ? "s-dark" : "s-light", contentStart: classContent)
            case .colorSchemeContrast(let contrast):
                appendClass(contrast == .increased ? "s-contrast-high" : "s-contrast-standard", contentStart: classContent)
            case .animation: appendClass("s-anim", contentStart: classContent)
            case .transition: appendClass("s-tr", contentStart: classContent)
            case .layoutPriority(let priority) where priority > 0: appendClass("s-prio", contentStart: classContent)
            default: break
            }
        } }
        // The leading of the text at the top edge, for a default-spaced stack above (`s-tt`).
        var topTextLeading: CGFloat?
        // Marked whatever the parent: a live update writes a fragment without its stack.
        if layer == plan.layerCount - 1, layer > 0 || kindCase.isStack {
            topTextLeading = writeTextEdgeClasses(node, effects: effects, contentStart: classContent)
        }
        let growth = plan.grows(layer)
        if growth.width { appendClass("s-gw", contentStart: classContent) }
        if growth.height { appendClass("s-gh", contentStart: classContent) }
        closeAttribute(start: classStart, contentStart: classContent)

        // style="..."
        let styleStart = writer.count
        writer.raw(" style=\"")
        let styleContent = writer.count
        if let topTextLeading { writer.raw("--s-lead:"); writePx(topTextLeading); writer.raw(";") }
        if layer == 0 { writeBaseStyle(node, kind: kind) }
        if !range.isEmpty { writeEffectStyles(effects, range: range, layer: layer, plan: &plan, isText: layer == 0 && kindCase.isText) }
        closeAttribute(start: styleStart, contentStart: styleContent)
        if plan.hasClassEffect { writeDirection(effects, range: range) }
        // `data-s-drag`, on the element with the drag's class: how far a drag moves before it
        // begins, for the live client.
        if stampsNodeIDs && plan.hasClassEffect {
            for index in range {
                guard case .drag(let drag) = effects[index] else { continue }
                writer.attribute("data-s-drag", String(Double(max(0, drag.minimumDistance))))
                break
            }
        }

        if layer == 0 {
            switch kindCase {
            case .image, .button, .toggle, .scrollView, .progress, .link: writeBaseAttributes(node, kind: kind)
            default: break
            }
            // The live client moves keyboard focus to the first focusable element inside
            // (`data-s-focused`) and reports focus entering and leaving it (`data-s-focus`).
            if plan.hasFocus { writeFocus(effects) }
            if plan.hasAccessibility || kindCase.isImage {
                writeAccessibility(node, kind: kind, effects: effects, hasEffects: plan.hasAccessibility)
            }
            if stampsNodeIDs { writeLiveKeys(effects) }
        }
        // Wrappers carry the id too, so an event on any layer names the node.
        if stampsNodeIDs { writer.attribute("data-s", node.id.description) }
        writer.raw(">")
    }

    /// `data-s-focused` while the node's focus state names it; `data-s-focus` on live pages.
    private mutating func writeFocus(_ effects: [RenderEffect]) {
        var isFocused = false
        for case .focused(let focus) in effects { isFocused = isFocused || focus.isFocused }
        if isFocused { writer.raw(" data-s-focused") }
        if stampsNodeIDs { writer.raw(" data-s-focus") }
    }

    /// `data-s-keys`: the keys that `onKeyPress` handlers on this node take, for the live client.
    private mutating func writeLiveKeys(_ effects: [RenderEffect]) {
        var names: [String] = []
        for case .keyPress(let keys, _) in effects { names += keys.map(\._webName) }
        guard !names.isEmpty else { return }
        writer.attribute("data-s-keys", Set(names).sorted().joined(separator: " "))
    }

    /// `s-tt` and `s-tb` on the outermost element of a node whose top (bottom) edge is text, so a
    /// default-spaced vertical stack sets text under text a leading apart (`TextStackSpacing`).
    /// A bare text or symbol element is known by its own class. Returns the top text's leading
    /// when it is not body text's (the stylesheet's assumption).
    private mutating func writeTextEdgeClasses(_ node: NodeRef, effects: [RenderEffect], contentStart: Int) -> CGFloat? {
        guard node.kindCase.isStack || node.kindCase.isText || node.kindCase.isImage else { return nil }
        let top = node.withNode { TextStackSpacing.textFont(at: .top, of: $0, effects: effects) }
        if top != nil { appendClass("s-tt", contentStart: contentStart) }
        if node.withNode({ TextStackSpacing.textFont(at: .bottom, of: $0, effects: effects) }) != nil { appendClass("s-tb", contentStart: contentStart) }
        // Body text's leading (17-point, the default) is what the stylesheet assumes.
        guard let top else { return nil }
        let leading = TextStackSpacing.leading(of: top)
        return abs(leading - TextStackSpacing.bodyLeading) > 0.05 ? leading : nil
    }

    private mutating func appendClass(_ name: StaticString, contentStart: Int) {
        if writer.count > contentStart { writer.raw(" ") }
        writer.raw(name)
    }

    /// Ends an attribute opened at `start`, or takes it back when nothing was written into it.
    private mutating func closeAttribute(start: Int, contentStart: Int) {
        if writer.count == contentStart { writer.truncate(to: start) } else { writer.raw("\"") }
    }

    /// Writes a CSS value produced by `CSSValues`, which only emits characters that are safe
    /// inside a double-quoted attribute (user-derived names are reduced to safe characters there).
    mutating func css(_ value: String) {
        writer.raw(value)
    }

    private mutating func writeEffectStyles(_ effects: [RenderEffect], range: Range<Int>, layer: Int, plan: inout LayerPlan, isText: Bool) {
        var padding = EdgeInsets(), hasPadding = false, opacity = 1.0, hasTransform = false
        var decorated = false
        // A fixed frame on this element is the view's ideal size: `fixedSize` keeps it.
        var fixedWidth = false, fixedHeight = false
        var filters: [RenderShadow] = []
        var cssFilters: [String] = []
        for index in range {
            // Whether this effect decorates the element (`isDecoration`), noted in the one
            // switch: reading `effects[index]` again would copy the effect again.
            var isDecoration = false
            switch effects[index] {
            case .padding(let insets):
                padding = padding + insets
                hasPadding = true
            case .frame(let frame):
                if layer > 0, index == range.lowerBound, plan.wrapperKind(ofLayer: layer) == .frame, frame.alignment != .center {
                    writer.raw("justify-content:"); writer.raw(CSSValues.flexAlignment(frame.alignment.horizontal.fraction))
                    writer.raw(";align-items:"); writer.raw(CSSValues.flexAlignment(frame.alignment.vertical.fraction)); writer.raw(";")
                }
                writeFrame(frame, isText: isText, fillsCappedHeight: plan.fillsCappedHeight(layer))
                fixedWidth = fixedWidth || frame.width != nil
                fixedHeight = fixedHeight || frame.height != nil
            case .background(let content):
                if !decorated, plan.isFoldableBackground(at: index, content) { writeShapeBackground(of: content) }
                isDecoration = true
            case let .border(paint, width):
                writer.raw("outline:"); writePx(width); writer.raw(" solid "); writePaint(paint)
                writer.raw(";outline-offset:-"); writePx(width); writer.raw(";")
                isDecoration = true
            case .clip(let geometry):
                writer.raw("overflow:hidden;")
                writeRadius(geometry)
                isDecoration = true
            case .clipRegion(let region):
                writeClipPath(region)
                isDecoration = true
            case .lineSpacing(let spacing):
                writer.raw("--s-ls:"); writePx(spacing); writer.raw(";")
            case .shadow(let shadow):
                filters.append(shadow)
                isDecoration = true
            case .mask(let paint):
                let image = CSSValues.paint(paint)
                writer.raw("-webkit-mask-image:"); css(image); writer.raw(";mask-image:"); css(image); writer.raw(";")
                isDecoration = true
            case .filter(let function):
                cssFilters.append(function)
            case let .fixedSize(horizontal, vertical):
                writer.raw("flex-shrink:0;")
                // A shape's ideal size is SwiftUI's 10 × 10 points; other content's is its own.
                let ideal = layer == 0 && plan.isShape ? "10px;" : "max-content;"
                if horizontal && !fixedWidth { writer.raw("width:"); writer.raw(ideal) }
                if vertical && !fixedHeight { writer.raw("height:"); writer.raw(ideal) }
            case .layoutPriority(let priority):
                if priority > 0 { writer.raw("flex-shrink:0;") }
            case let .aspectRatio(ratio, mode):
                if let ratio, ratio.isFinite, ratio > 0 { writer.raw("aspect-ratio:"); writer.raw("\((ratio * 10000).rounded() / 10000)"); writer.raw(";") }
                writer.raw(mode == .fit ? "object-fit:contain;" : "object-fit:cover;")
            case .redacted:
                // A box of the content's size: text and symbols drawn transparent (over any color of
                // their own), raster images' pixels moved out of the box.
                writer.raw("color:transparent!important;background:var(--s-fill)!important;border-radius:4px;object-position:-99999px 0;")
            case .opacity(let value):
                opacity *= min(max(value, 0), 1)
            case .offset, .rotation, .scale:
                hasTransform = true
                isDecoration = true
            case .overlay:
                isDecoration = true
            case .hidden:
                writer.raw("visibility:hidden;")
            case .zIndex(let value):
                writer.raw("position:relative;z-index:"); writer.raw(String(Int(value.rounded()))); writer.raw(";")
            case .gridColumnSpan(let span):
                writer.raw("grid-column:span "); writer.raw(String(span)); writer.raw(";")
            case .animation(let animation):
                writeAnimation(animation)
            case .transition(let transition):
                writeTransition(transition)
            case .tap, .drag, .accessibility, .colorScheme, .colorSchemeContrast, .layoutDirection, .tag, .presentation, .focused, .keyPress:
                break
            }
            if isDecoration { decorated = true }
        }
        if !filters.isEmpty || !cssFilters.isEmpty {
            writer.raw("filter:")
            for (index, shadow) in filters.enumerated() {
                if index > 0 { writer.raw(" ") }
                writer.raw("drop-shadow("); writeShadow(shadow); writer.raw(")")
            }
            for (index, function) in cssFilters.enumerated() {
                if index > 0 || !filters.isEmpty { writer.raw(" ") }
                css(function)
            }
            writer.raw(";")
        }
        if hasPadding { writePadding(padding) }
        if opacity < 1 { writer.raw("opacity:"); writer.raw("\((opacity * 1000).rounded() / 1000)"); writer.raw(";") }
        if hasTransform { writeTransform(effects, range: range) }
    }

    private mutating func writePadding(_ p: EdgeInsets) {
        writer.raw("padding:")
        if p.top == p.bottom && p.leading == p.trailing {
            writePx(p.top)
            if p.top != p.leading { writer.raw(" "); writePx(p.leading) }
        } else if p.leading == p.trailing {
            writePx(p.top); writer.raw(" "); writePx(p.trailing); writer.raw(" ")
            writePx(p.bottom); writer.raw(" "); writePx(p.leading)
        } else {
            // Leading and trailing differ: logical sides, so a right-to-left layout mirrors them.
            writePx(p.top); writer.raw(" 0 "); writePx(p.bottom)
            writer.raw(";padding-inline:"); writePx(p.leading); writer.raw(" "); writePx(p.trailing)
        }
        writer.raw(";")
    }

    private mutating func writeTransform(_ effects: [RenderEffect], range: Range<Int>) {
        writer.raw("transform:")
        var first = true
        for index in range {
            let function: String
            switch effects[index] {
            case .offset(let size): function = "translate(\(CSSValues.px(size.width)),\(CSSValues.px(size.height)))"
            case .rotation(let angle): function = "rotate(\((angle.degrees * 100).rounded() / 100)deg)"
            case .scale(let size): function = "scale(\(size.width),\(size.height))"
            default: continue
            }
            if !first { writer.raw(" ") }
            writer.raw(function)
            first = false
        }
        writer.raw(";")
    }

    private mutating func writeFrame(_ frame: RenderFrame, isText: Bool, fillsCappedHeight: Bool) {
        if let width = frame.width { writer.raw("width:"); writePx(width); writer.raw(";flex-shrink:0;") }
        if let height = frame.height { writer.raw("height:"); writePx(height); writer.raw(";flex-shrink:0;") }
        if let minWidth = frame.minWidth, minWidth.isFinite { writer.raw("min-width:"); writePx(minWidth); writer.raw(";") }
        if let minHeight = frame.minHeight, minHeight.isFinite { writer.raw("min-height:"); writePx(minHeight); writer.raw(";") }
        if let maxWidth = frame.maxWidth, maxWidth.isFinite {
            // Flexible up to the maximum: take the offered width, capped.
            writer.raw("max-width:"); writePx(maxWidth); writer.raw(";width:100%;")
        }
        if let maxHeight = frame.maxHeight, maxHeight.isFinite {
            writer.raw("max-height:"); writePx(maxHeight); writer.raw(fillsCappedHeight ? ";height:100%;" : ";")
        }
        if isText {
            switch frame.alignment.horizontal.fraction {
            case ..<0.25: writer.raw("text-align:start;")
            case 0.75...: writer.raw("text-align:end;")
            default: if frame.width != nil || frame.maxWidth != nil { writer.raw("text-align:center;") }
            }
        }
    }
}
