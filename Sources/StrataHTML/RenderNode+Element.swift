import Strata

/// The HTML element a render node kind becomes. Decided on the node's `kindCase` (a byte): only
/// toggles, pickers and images read their payload (`kind`), so the common elements (texts,
/// stacks, buttons) never compute the tag of the large `RenderKind` enum here.
extension RenderKind.Case {
    @inline(__always)
    func tag(_ kind: borrowing RenderKind) -> StaticString {
        switch self {
        case .text: "span"
        case .divider: "hr"
        case .button: "button"
        case .textField, .slider: "label"
        case .link: "a"
        case .menu: "details"
        case .toggle, .picker, .image: kind.tag
        default: "div"
        }
    }

    /// The element inside a button, label or summary, which may hold only phrasing content:
    /// containers and separators become `<span>`s (their classes give them their display).
    @inline(__always)
    func phrasingTag(_ kind: borrowing RenderKind) -> StaticString {
        switch self {
        case .text, .divider, .stack, .fragment, .spacer, .shape, .scrollView, .grid, .gridRow, .progress: "span"
        // `switch`, not `if case`: a borrowed kind is matched in place, without a copy.
        case .toggle:
            switch kind {
            case .toggle(let toggle): toggle.appearance != nil ? "button" : "span"
            default: "span"
            }
        case .picker:
            switch kind {
            case .picker(let picker): picker.appearance == .menu ? "label" : "span"
            default: "span"
            }
        default: tag(kind)
        }
    }

    /// Void elements (`hr`, `img`) have no content and no closing tag.
    @inline(__always)
    func isVoidElement(_ kind: borrowing RenderKind) -> Bool {
        switch self {
        case .divider: true
        case .image: kind.isVoidElement
        default: false
        }
    }
}

extension RenderKind {
    /// The element for the kinds whose element depends on their payload (see `Case.tag(_:)`).
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
    func holdsPhrasing(_ kind: borrowing RenderKind) -> Bool {
        switch self {
        case .button, .textField, .slider, .menu: true
        case .toggle:
            switch kind {
            case .toggle(let toggle): toggle.appearance != nil
            default: false
            }
        case .picker:
            switch kind {
            case .picker(let picker): picker.appearance == .menu
            default: false
            }
        default: false
        }
    }
}
