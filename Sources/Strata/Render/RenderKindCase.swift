extension RenderKind {
    /// Which case a kind is, without its payload. Back ends read a node's `kindCase` to decide
    /// what to do before reading `kind`: reading `kind` copies the whole payload (over a hundred
    /// bytes, with a retain per reference in it).
    @usableFromInline package enum Case: UInt8, Sendable {
        case fragment, text, stack, spacer, divider, shape, image, button, toggle, textField
        case scrollView, progress, slider, link, picker, grid, gridRow, menu
    }

    /// This kind's case.
    @inlinable package var `case`: Case { Self.case(of: self) }

    /// `kind`'s case, matched in place: a `switch` over `self` in a getter copies the whole
    /// kind first (a retain per reference in its payload), a borrowed parameter does not.
    @inlinable package static func `case`(of kind: borrowing RenderKind) -> Case {
        switch kind {
        case .fragment: .fragment
        case .text: .text
        case .stack: .stack
        case .spacer: .spacer
        case .divider: .divider
        case .shape: .shape
        case .image: .image
        case .button: .button
        case .toggle: .toggle
        case .textField: .textField
        case .scrollView: .scrollView
        case .progress: .progress
        case .slider: .slider
        case .link: .link
        case .picker: .picker
        case .grid: .grid
        case .gridRow: .gridRow
        case .menu: .menu
        }
    }
}
