import Strata

/// The HTML element a render node kind becomes.
extension RenderKind {
    @inline(__always)
    var tag: StaticString {
        switch self {
        case .text: "span"
        case .divider: "hr"
        case .button: "button"
        case .toggle(let toggle): toggle.appearance == nil ? "div" : "button"
        case .textField, .slider: "label"
        case .link: "a"
        case .menu: "details"
        case .picker(let picker): picker.appearance == .menu ? "label" : "div"
        case .image(let image):
            switch image.source {
            case .system(let name): SystemSymbols.drawing(named: name) == nil ? "span" : "svg"
            case .named: "img"
            }
        default: "div"
        }
    }

    /// Void elements (`hr`, `img`) have no content and no closing tag.
    @inline(__always)
    var isVoidElement: Bool {
        switch self {
        case .divider: true
        case .image(let image): if case .named = image.source { true } else { false }
        default: false
        }
    }

    @inline(__always)
    var isText: Bool { if case .text = self { true } else { false } }
    @inline(__always)
    var isStack: Bool { if case .stack = self { true } else { false } }
}

// Matched, not compared: `==` on a package enum from another module is a witness call.
extension RenderKind.Case {
    var isStack: Bool { if case .stack = self { true } else { false } }
    var isText: Bool { if case .text = self { true } else { false } }
    var isImage: Bool { if case .image = self { true } else { false } }
    var isShape: Bool { if case .shape = self { true } else { false } }
}
