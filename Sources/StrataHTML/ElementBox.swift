import Strata

/// One HTML element being planned: its tag, classes, inline style and attributes, plus which
/// kinds of effect it already carries (which decides whether the next effect can fold into it).
struct ElementBox {
    var tag: StaticString = "div"
    var classes = ""
    var style = ""
    var attributes: [(name: StaticString, value: String)] = []
    var backgroundLayers: [RenderLayer] = []
    var overlayLayers: [RenderLayer] = []

    var padding = EdgeInsets()
    var hasPadding = false
    var hasFrame = false
    var hasBackground = false
    var hasBorder = false
    var hasClip = false
    var hasShadow = false
    var hasTransform = false
    var hasOverlay = false
    var opacity = 1.0
    var transforms: [String] = []
    var growsWidth = false
    var growsHeight = false
    var isText = false
    var isStack = false
    /// Whether the element is interactive or otherwise has its own ARIA role.
    var role: String?
    var label: String?
    var labelSuffix: String?
    var hint: String?
    var hidesChildrenFromAccessibility = false
    var isWrapper = false
    /// Void elements (`hr`, `img`, `input`) have no content and no closing tag.
    var isVoid = false

    init(tag: StaticString = "div", classes: String = "") {
        self.tag = tag
        self.classes = classes
    }

    mutating func addClass(_ name: String) {
        if classes.isEmpty { classes = name } else { classes += " " + name }
    }

    /// Effects that draw on the element's box; once present, layout effects must wrap it.
    var hasBoxDecoration: Bool { hasBackground || hasBorder || hasClip || hasShadow || hasTransform || hasOverlay }

    /// A wrapper element that takes over the flexibility of the element it wraps.
    static func wrapper(around inner: ElementBox, className: String) -> ElementBox {
        var box = ElementBox(tag: "div", classes: className)
        box.isWrapper = true
        box.growsWidth = inner.growsWidth
        box.growsHeight = inner.growsHeight
        return box
    }

    /// Final class attribute, including flexibility classes.
    var classAttribute: String {
        var result = classes
        if growsWidth { result += result.isEmpty ? "s-gw" : " s-gw" }
        if growsHeight { result += result.isEmpty ? "s-gh" : " s-gh" }
        return result
    }

    /// Final inline style, including padding, opacity and transforms.
    var styleAttribute: String {
        var result = style
        if hasPadding {
            let p = padding
            if p.top == p.bottom && p.leading == p.trailing {
                result += p.top == p.leading ? "padding:\(CSSValues.px(p.top));" : "padding:\(CSSValues.px(p.top)) \(CSSValues.px(p.leading));"
            } else {
                result += "padding:\(CSSValues.px(p.top)) \(CSSValues.px(p.trailing)) \(CSSValues.px(p.bottom)) \(CSSValues.px(p.leading));"
            }
        }
        if opacity < 1 { result += "opacity:\((opacity * 1000).rounded() / 1000);" }
        if !transforms.isEmpty { result += "transform:\(transforms.joined(separator: " "));" }
        return result
    }
}
