import Strata

/// Writes render nodes as HTML. Each node becomes one element when its modifiers can fold into
/// it, and gains a wrapper element only where folding would change the meaning (for example
/// padding after a background).
struct NodeEmitter {
    var writer: HTMLWriter
    /// Stamp `data-s` node ids (for the live renderer and the test host).
    let stampsNodeIDs: Bool

    init(capacity: Int, stampsNodeIDs: Bool) {
        writer = HTMLWriter(capacity: capacity)
        self.stampsNodeIDs = stampsNodeIDs
    }

    mutating func emit(_ nodes: [RenderNode]) {
        for node in nodes { emit(node, outer: []) }
    }

    mutating func emit(_ node: RenderNode, outer: [RenderEffect]) {
        let effects = outer.isEmpty ? node.effects : node.effects + outer
        if case .fragment = node.kind {
            // A composite view's output: its modifiers apply to each of its children.
            for child in node.children { emit(child, outer: effects) }
            return
        }
        // `current` is the outermost element so far; `inner` holds the elements it wraps,
        // innermost first (usually none: most modifiers fold into the node's own element).
        var current = baseBox(for: node)
        var inner: [ElementBox] = []
        for effect in effects { apply(effect, to: &current, wrapping: &inner) }
        if inner.isEmpty {
            finishAccessibility(&current, node: node)
        } else {
            finishAccessibility(&inner[0], node: node)
        }

        open(current, id: inner.isEmpty ? node.id : nil)
        for layer in current.backgroundLayers { emitLayer(layer, className: "s-bg") }
        for index in inner.indices.reversed() {
            open(inner[index], id: index == 0 ? node.id : nil)
            for layer in inner[index].backgroundLayers { emitLayer(layer, className: "s-bg") }
        }
        emitContent(of: node)
        for index in inner.indices {
            for layer in inner[index].overlayLayers { emitLayer(layer, className: "s-ov") }
            close(inner[index])
        }
        for layer in current.overlayLayers { emitLayer(layer, className: "s-ov") }
        close(current)
    }

    // MARK: Effects

    /// Wraps `box` in a new element: `box` moves into `inner` and becomes the wrapper.
    private func wrap(_ box: inout ElementBox, into inner: inout [ElementBox], className: String) {
        let wrapper = ElementBox.wrapper(around: box, className: className)
        inner.append(box)
        box = wrapper
    }

    private mutating func apply(_ effect: RenderEffect, to box: inout ElementBox, wrapping inner: inout [ElementBox]) {
        switch effect {
        case .padding(let insets):
            if box.hasFrame || box.hasBoxDecoration {
                wrap(&box, into: &inner, className: "s-lay")
            }
            box.padding = box.padding + insets
            box.hasPadding = true
        case .frame(let frame):
            let needsWrapper = box.hasFrame || box.hasBoxDecoration
                || (box.isStack && frame.alignment != .center)
            if needsWrapper {
                wrap(&box, into: &inner, className: "s-fr")
                if frame.alignment != .center {
                    box.style += "justify-content:\(CSSValues.flexAlignment(frame.alignment.horizontal.fraction));"
                    box.style += "align-items:\(CSSValues.flexAlignment(frame.alignment.vertical.fraction));"
                }
            }
            applyFrame(frame, to: &box)
        case .background(let layer):
            if let shape = Self.foldableShape(layer), !box.hasBoxDecoration {
                applyShapeBackground(shape, to: &box)
            } else {
                if !(box.isWrapper && box.classes == "s-lay" && box.backgroundLayers.isEmpty && box.overlayLayers.isEmpty) {
                    wrap(&box, into: &inner, className: "s-lay")
                }
                box.backgroundLayers.append(layer)
                box.hasBackground = true
            }
        case .overlay(let layer):
            if !(box.isWrapper && box.classes == "s-lay" && box.overlayLayers.isEmpty && !box.hasPadding && !box.hasFrame) {
                wrap(&box, into: &inner, className: "s-lay")
            }
            box.overlayLayers.append(layer)
            box.hasOverlay = true
        case let .border(paint, width):
            if box.hasBorder || box.hasTransform {
                wrap(&box, into: &inner, className: "s-lay")
            }
            box.style += "outline:\(CSSValues.px(width)) solid \(CSSValues.paint(paint));outline-offset:-\(CSSValues.px(width));"
            box.hasBorder = true
        case .clip(let geometry):
            if box.hasClip || box.hasShadow {
                wrap(&box, into: &inner, className: "s-lay")
            }
            box.style += "overflow:hidden;" + Self.radius(geometry)
            box.hasClip = true
        case .shadow(let shadow):
            if box.hasShadow {
                wrap(&box, into: &inner, className: "s-lay")
            }
            box.style += "filter:drop-shadow(\(Self.shadowValue(shadow)));"
            box.hasShadow = true
        case .opacity(let opacity):
            box.opacity *= min(max(opacity, 0), 1)
        case .offset(let size):
            box.transforms.append("translate(\(CSSValues.px(size.width)),\(CSSValues.px(size.height)))")
            box.hasTransform = true
        case .rotation(let angle):
            box.transforms.append("rotate(\((angle.degrees * 100).rounded() / 100)deg)")
            box.hasTransform = true
        case .scale(let size):
            box.transforms.append("scale(\(size.width),\(size.height))")
            box.hasTransform = true
        case .hidden:
            box.style += "visibility:hidden;"
        case .tap:
            box.addClass("s-tap")
        case .accessibility(let attribute):
            applyAccessibility(attribute, to: &box)
        case .foreground:
            break
        case .colorScheme(let scheme):
            box.addClass(scheme == .dark ? "s-dark" : "s-light")
        case .zIndex(let value):
            box.style += "position:relative;z-index:\(Int(value.rounded()));"
        }
    }

    private func applyFrame(_ frame: RenderFrame, to box: inout ElementBox) {
        box.hasFrame = true
        if let width = frame.width {
            box.style += "width:\(CSSValues.px(width));flex-shrink:0;"
            box.growsWidth = false
        }
        if let height = frame.height {
            box.style += "height:\(CSSValues.px(height));flex-shrink:0;"
            box.growsHeight = false
        }
        if let minWidth = frame.minWidth, minWidth.isFinite { box.style += "min-width:\(CSSValues.px(minWidth));" }
        if let minHeight = frame.minHeight, minHeight.isFinite { box.style += "min-height:\(CSSValues.px(minHeight));" }
        if let maxWidth = frame.maxWidth {
            if maxWidth.isFinite {
                // Flexible up to the maximum: take the offered width, capped.
                box.style += "max-width:\(CSSValues.px(maxWidth));width:100%;"
                box.growsWidth = false
            } else {
                box.growsWidth = true
            }
        }
        if let maxHeight = frame.maxHeight {
            if maxHeight.isFinite { box.style += "max-height:\(CSSValues.px(maxHeight));" } else { box.growsHeight = true }
        }
        if box.isText {
            switch frame.alignment.horizontal.fraction {
            case ..<0.25: box.style += "text-align:start;"
            case 0.75...: box.style += "text-align:end;"
            default: if frame.width != nil || frame.maxWidth != nil { box.style += "text-align:center;" }
            }
        }
    }

    /// A background that is one filled built-in shape can be drawn by the element itself.
    private static func foldableShape(_ layer: RenderLayer) -> (RenderShape, [RenderEffect])? {
        guard layer.nodes.count == 1, let node = layer.nodes.first, node.children.isEmpty,
              case .shape(let shape) = node.kind, shape.fill != nil, shape.stroke == nil else { return nil }
        if case .path = shape.geometry { return nil }
        for effect in node.effects {
            switch effect {
            case .shadow, .opacity: continue
            default: return nil
            }
        }
        return (shape, node.effects)
    }

    private func applyShapeBackground(_ folded: (RenderShape, [RenderEffect]), to box: inout ElementBox) {
        let (shape, effects) = folded
        guard let fill = shape.fill else { return }
        var paint = fill
        var shadows: [String] = []
        for effect in effects {
            switch effect {
            case .opacity(let value): paint = .opacity(paint, value)
            case .shadow(let shadow): shadows.append(Self.shadowValue(shadow))
            default: break
            }
        }
        box.style += CSSValues.isGradient(paint) ? "background-image:\(CSSValues.paint(paint));" : "background:\(CSSValues.paint(paint));"
        box.style += Self.radius(shape.geometry)
        if !shadows.isEmpty { box.style += "box-shadow:\(shadows.joined(separator: ","));" }
        box.hasBackground = true
    }

    static func radius(_ geometry: ShapeGeometry) -> String {
        switch geometry {
        case .rectangle, .path: ""
        case .roundedRectangle(let size, _): "border-radius:\(CSSValues.px(size.width));"
        case .capsule: "border-radius:9999px;"
        case .circle, .ellipse: "border-radius:50%;"
        }
    }

    static func shadowValue(_ shadow: RenderShadow) -> String {
        "\(CSSValues.px(shadow.x)) \(CSSValues.px(shadow.y)) \(CSSValues.px(shadow.radius * 2)) \(CSSValues.paint(shadow.color))"
    }

    // MARK: Writing

    private mutating func open(_ box: ElementBox, id: ViewIdentity?) {
        writer.raw("<")
        writer.raw(box.tag)
        let classes = box.classAttribute
        if !classes.isEmpty { writer.attribute("class", classes) }
        let style = box.styleAttribute
        if !style.isEmpty { writer.attribute("style", style) }
        for attribute in box.attributes { writer.attribute(attribute.name, attribute.value) }
        if stampsNodeIDs, let id { writer.attribute("data-s", id.description) }
        writer.raw(">")
    }

    private mutating func close(_ box: ElementBox) {
        guard !box.isVoid else { return }
        writer.raw("</")
        writer.raw(box.tag)
        writer.raw(">")
    }

    private mutating func emitLayer(_ layer: RenderLayer, className: String) {
        writer.raw("<div class=\"")
        writer.raw(className)
        writer.raw("\"")
        if layer.alignment != .center {
            writer.attribute("style", "justify-content:\(CSSValues.flexAlignment(layer.alignment.horizontal.fraction));align-items:\(CSSValues.flexAlignment(layer.alignment.vertical.fraction));")
        }
        if className == "s-bg" { writer.raw(" aria-hidden=\"true\"") }
        writer.raw(">")
        emit(layer.nodes)
        writer.raw("</div>")
    }
}
