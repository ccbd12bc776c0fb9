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

    /// The element inside a button, label or summary, which may hold only phrasing content:
    /// containers and separators become `<span>`s (their classes give them their display).
    @inline(__always)
    var phrasingTag: StaticString {
        switch self {
        case .text, .divider, .stack, .fragment, .spacer, .shape, .scrollView, .grid, .gridRow, .progress: "span"
        case .toggle(let toggle): toggle.appearance == nil ? "span" : "button"
        case .picker(let picker): picker.appearance == .menu ? "label" : "span"
        default: tag
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
    var isDivider: Bool { if case .divider = self { true } else { false } }

    /// Whether the node's element (`button`, `label`, `summary` inside `details`) may hold only
    /// phrasing content.
    func holdsPhrasing(_ kind: RenderKind) -> Bool {
        switch self {
        case .button, .textField, .slider, .menu: true
        case .toggle: if case .toggle(let toggle) = kind { toggle.appearance != nil } else { false }
        case .picker: if case .picker(let picker) = kind { picker.appearance == .menu } else { false }
        default: false
        }
    }
}
