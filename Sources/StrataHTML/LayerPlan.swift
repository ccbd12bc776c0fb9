import Strata

/// Decides, for one render node, which of its effects fold into the node's own element and where
/// a wrapper element must start because folding would change the meaning (padding after a
/// background, a second frame, ...). Works on flags only, so planning allocates nothing unless a
/// wrapper is needed.
struct LayerPlan {
    enum WrapperKind { case layer, frame }

    /// A wrapper element: the effect index where it begins, its kind, and the flexibility of
    /// the layer it wraps.
    struct Wrapper {
        let start: Int
        let kind: WrapperKind
        let innerGrowth: (width: Bool, height: Bool)
    }

    /// The wrappers, innermost first. Layer 0 is the node's element. One array, not one per
    /// field: most nodes have no wrapper, and each array is released when the plan ends.
    private var wrappers: [Wrapper] = []
    /// Flexibility of the current (outermost) layer.
    private var currentGrowsWidth: Bool
    private var currentGrowsHeight: Bool
    /// Whether any effect is an accessibility attribute (so the ARIA pass can be skipped).
    private(set) var hasAccessibility = false
    /// Whether any effect is a background that needs its own layer element, an overlay, a
    /// presentation, or adds a class or `dir` (tap, color scheme, layout direction): the emitter skips the passes for the
    /// others (each pass copies every effect it looks at).
    private(set) var hasBackgroundLayer = false, hasOverlay = false, hasPresentation = false, hasClassEffect = false
    /// Whether any effect is `focused`.
    private(set) var hasFocus = false
    /// Effect indices (below 64) whose background is one filled built-in shape, found once here
    /// (the test reads the layer's node and copies its shape).
    private var foldableBackgrounds: UInt64 = 0
    /// Layers (below 64) that fill the offered height under a finite `maxHeight`.
    private var cappedHeightLayers: UInt64 = 0

    private var flags = Flags()
    private let isStack: Bool
    /// A shape paints its own `background`: a background behind it needs a layer of its own.
    /// Whether the node draws a shape on its own element (layer 0).
    let isShape: Bool
    /// An image draws its glyph or picture on its own element, sized by it.
    private let isImage: Bool

    /// What the current (outermost) layer already carries.
    private struct Flags {
        var padding = false, frame = false, background = false, border = false, clip = false
        var shadow = false, transform = false, overlay = false, fixedSize = false
        var isLayerWrapper = false, hasBackgroundLayer = false, hasOverlayLayer = false
        var decorated: Bool { background || border || clip || shadow || transform || overlay }
    }

    init(isStack: Bool, isShape: Bool = false, isImage: Bool = false, growsWidth: Bool, growsHeight: Bool) {
        self.isStack = isStack
        self.isShape = isShape
        self.isImage = isImage
        currentGrowsWidth = growsWidth
        currentGrowsHeight = growsHeight
    }

    /// Whether `layer` expands horizontally / vertically.
    func grows(_ layer: Int) -> (width: Bool, height: Bool) {
        layer < wrappers.count ? wrappers[layer].innerGrowth : (currentGrowsWidth, currentGrowsHeight)
    }

    var layerCount: Int { wrappers.count + 1 }

    /// Whether layer `layer` fills the offered height up to a finite `maxHeight`.
    func fillsCappedHeight(_ layer: Int) -> Bool {
        layer < 64 && cappedHeightLayers & (1 << UInt64(layer)) != 0
    }

    /// The kind of the wrapper that is layer `layer` (1 or more).
    func wrapperKind(ofLayer layer: Int) -> WrapperKind { wrappers[layer - 1].kind }

    /// Whether the background effect at `index` is a foldable shape (`NodeEmitter.isFoldableShape`).
    func isFoldableBackground(at index: Int, _ layer: RenderLayer) -> Bool {
        guard index < 64 else { return NodeEmitter.isFoldableShape(layer) }
        return foldableBackgrounds & (1 << UInt64(index)) != 0
    }

    /// The effects of `layer`, as a range of indices into the node's effects.
    func range(of layer: Int, effectCount: Int) -> Range<Int> {
        let start = layer == 0 ? 0 : wrappers[layer - 1].start
        let end = layer < wrappers.count ? wrappers[layer].start : effectCount
        return start..<end
    }

    @inline(__always)
    mutating func consider(_ effect: RenderEffect, at index: Int) {
        switch effect {
        case .padding:
            // A shape or an image draws on its own element (fill, border, glyph): padding around
            // it is a layer outside that drawing, so it keeps its size and is drawn inset, as
            // SwiftUI draws it.
            if flags.frame || flags.decorated || ((isShape || isImage) && layerCount == 1) { wrap(.layer, at: index) }
            flags.padding = true
        case .frame(let frame):
            // A frame around a fixed-size view is a box of its own: the view keeps its ideal size in it.
            if flags.frame || flags.decorated || flags.fixedSize || (layerCount == 1 && isStack && frame.alignment != .center) {
                wrap(.frame, at: index)
            }
            flags.frame = true
            // A finite maximum height on a view that fills the height (a shape) is drawn as
            // `height:100%` under the cap, placed by its container's alignment as the width is:
            // stretching it would pin it to the top.
            let fillsCappedHeight = currentGrowsHeight
            Flexibility.apply(frame, width: &currentGrowsWidth, height: &currentGrowsHeight)
            if let maxHeight = frame.maxHeight, maxHeight.isFinite, frame.height == nil, fillsCappedHeight, wrappers.count < 64 {
                currentGrowsHeight = false
                cappedHeightLayers |= 1 << UInt64(wrappers.count)
            }
            // A finite maximum is drawn as `width:100%` under the cap, placed by its stack's
            // alignment; stretching it would pin it to the stack's leading edge.
            if let maxWidth = frame.maxWidth, maxWidth.isFinite { currentGrowsWidth = false }
        case .background(let layer):
            let isFoldable = NodeEmitter.isFoldableShape(layer)
            if isFoldable && isShape && layerCount == 1 { wrap(.layer, at: index) }
            if isFoldable && index < 64 { foldableBackgrounds |= 1 << UInt64(index) }
            if isFoldable && !flags.decorated {
                flags.background = true
            } else {
                hasBackgroundLayer = true
                if !(flags.isLayerWrapper && !flags.hasBackgroundLayer && !flags.hasOverlayLayer) { wrap(.layer, at: index) }
                flags.hasBackgroundLayer = true
                flags.background = true
            }
        case .overlay:
            hasOverlay = true
            if !(flags.isLayerWrapper && !flags.hasOverlayLayer && !flags.padding && !flags.frame) { wrap(.layer, at: index) }
            flags.hasOverlayLayer = true
            flags.overlay = true
        case .border:
            if flags.border || flags.transform { wrap(.layer, at: index) }
            flags.border = true
        case .clip, .clipRegion, .mask:
            if flags.clip || flags.shadow { wrap(.layer, at: index) }
            flags.clip = true
        case .shadow:
            if flags.shadow { wrap(.layer, at: index) }
            flags.shadow = true
        case .offset, .rotation, .scale:
            flags.transform = true
        case .accessibility:
            hasAccessibility = true
        case .presentation:
            hasPresentation = true
        case .tap, .drag, .colorScheme, .colorSchemeContrast, .layoutDirection, .animation, .transition:
            hasClassEffect = true
        case .layoutPriority(let priority):
            if priority > 0 { hasClassEffect = true }
        case .focused:
            hasFocus = true
        case let .fixedSize(horizontal, vertical):
            // A view at its ideal size no longer fills what its container offers.
            flags.fixedSize = true
            if horizontal { currentGrowsWidth = false }
            if vertical { currentGrowsHeight = false }
        case .opacity, .hidden, .zIndex, .aspectRatio, .filter, .redacted, .tag, .gridColumnSpan, .keyPress, .lineSpacing:
            break
        }
    }

    private mutating func wrap(_ kind: WrapperKind, at index: Int) {
        wrappers.append(Wrapper(start: index, kind: kind, innerGrowth: (currentGrowsWidth, currentGrowsHeight)))
        flags = Flags()
        flags.isLayerWrapper = kind == .layer
    }
}
