// Server-side size estimates for custom `Layout`s. Nothing is measured on a server, so a layout
// is run against sizes guessed from the render tree: good enough to learn its spacing and
// direction, which is what the HTML container keeps (see `_LayoutContainer`).

extension RenderNode {
    /// The estimated ideal size of the node, in points.
    var estimatedSize: CGSize {
        var size = intrinsicEstimate
        for effect in effects {
            switch effect {
            case .padding(let insets):
                size.width += insets.leading + insets.trailing
                size.height += insets.top + insets.bottom
            case .frame(let frame):
                size.width = frame.width ?? max(size.width, frame.minWidth ?? 0)
                size.height = frame.height ?? max(size.height, frame.minHeight ?? 0)
            default:
                break
            }
        }
        return size
    }

    /// Whether the node takes the space it is offered (shapes, spacers, unbounded frames).
    var isFlexibleEstimate: Bool {
        for case .frame(let frame) in effects {
            if frame.width != nil, frame.height != nil { return false }
            if frame.maxWidth == .infinity || frame.maxHeight == .infinity { return true }
        }
        switch kind {
        case .shape, .spacer: return true
        default: return false
        }
    }

    private var intrinsicEstimate: CGSize {
        switch kind {
        case .text(let text):
            let font = text.font
            let pointSize = font?.pointSize ?? 17
            let width = TextWidthEstimate.width(of: text.content.characters, pointSize: pointSize, weight: font?.resolvedWeight ?? .regular)
            return CGSize(width: (width * 100).rounded() / 100, height: SystemFontMetrics.lineHeight(atPointSize: pointSize))
        case .image(let image):
            let em = image.font?.pointSize ?? 17, frame = image.symbolFrameInEms
            return CGSize(width: frame.width * em, height: frame.height * em)
        case .spacer(let minLength):
            return CGSize(width: minLength ?? 8, height: minLength ?? 8)
        case .divider:
            return CGSize(width: 1, height: 1)
        case .shape:
            return CGSize(width: 10, height: 10)
        case .stack(let stack):
            return Self.combine(children.map(\.estimatedSize), axis: stack.axis, spacing: stack.spacing ?? 8)
        case .button(let button):
            let label = Self.combine(children.map(\.estimatedSize), axis: .depth, spacing: 0)
            let padding: CGSize = button.appearance == nil ? .zero : CGSize(width: 24, height: 14)
            return CGSize(width: label.width + padding.width, height: label.height + padding.height)
        case .toggle, .slider, .textField, .picker, .progress:
            let label = Self.combine(children.map(\.estimatedSize), axis: .horizontal, spacing: 8)
            return CGSize(width: label.width + 60, height: max(label.height, 32))
        default:
            return Self.combine(children.map(\.estimatedSize), axis: .vertical, spacing: 0)
        }
    }

    private static func combine(_ sizes: [CGSize], axis: RenderStack.Axis, spacing: CGFloat) -> CGSize {
        guard !sizes.isEmpty else { return .zero }
        let gaps = spacing * CGFloat(sizes.count - 1)
        switch axis {
        case .horizontal:
            return CGSize(width: sizes.reduce(0) { $0 + $1.width } + gaps, height: sizes.map(\.height).max() ?? 0)
        case .vertical:
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height } + gaps)
        case .depth:
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        }
    }
}
