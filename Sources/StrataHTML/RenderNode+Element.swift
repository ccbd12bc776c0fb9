import Strata

/// The HTML element a render node kind becomes.
extension RenderNode {
    var tag: StaticString {
        switch kind {
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
        switch kind {
        case .divider: true
        case .image(let image): if case .named = image.source { true } else { false }
        default: false
        }
    }

    var isText: Bool { if case .text = kind { true } else { false } }
    var isStack: Bool { if case .stack = kind { true } else { false } }
}
