import Foundation

/// The default spacing of a vertical stack (`spacing: nil`) between two views that meet at text.
///
/// SwiftUI spaces most neighbours 8 points apart, but text set above text sits as the next line
/// of a paragraph would: the text style's leading apart (its line height less the face's own
/// height, 1.7 points for 17-point body text). Symbols count as text (they are set in the font),
/// so do stacks whose facing edge is text; padding or a frame on the facing edge does not.
public enum TextStackSpacing {
    /// The spacing SwiftUI puts between views that do not meet at text.
    public static let standard: CGFloat = 8
    /// The leading of body text at the default Dynamic Type size.
    public static let bodyLeading = leading(of: .body)

    /// The default spacing between `upper` and `lower`: when they meet at text, the leading of
    /// the text below (what the HTML back end draws: `--s-lead` on the lower element), else
    /// `standard`.
    public static func spacing(between upper: borrowing RenderNode, and lower: borrowing RenderNode) -> CGFloat {
        guard textFont(at: .bottom, of: upper) != nil, let below = textFont(at: .top, of: lower) else {
            return standard
        }
        return leading(of: below)
    }

    /// The leading of `font`: its line height less the system face's height at its size.
    public static func leading(of font: Font) -> CGFloat {
        guard let lineHeight = font.textStyleLineHeight else { return 0 }
        return max(0, ((lineHeight - SystemFontMetrics.lineHeight(atPointSize: font.pointSize)) * 100).rounded() / 100)
    }

    /// The font of the text that `node` shows flush with `edge`, or nil when that edge is not text.
    /// `effects` are the node's own with any a composite view applies around it (the node's own
    /// when nil).
    public static func textFont(at edge: VerticalEdge, of node: borrowing RenderNode, effects: [RenderEffect]? = nil) -> Font? {
        guard effectsKeepText(at: edge, effects ?? node.effects) else { return nil }
        switch node.kind {
        case .text(let text):
            return text.font ?? .body
        case .image(let image):
            guard case .system = image.source, !image.isResizable else { return nil }
            return image.font ?? .body
        case .stack(let stack):
            let children = node.children
            switch stack.axis {
            case .vertical:
                guard let child = edge == .top ? children.first : children.last else { return nil }
                return textFont(at: edge, of: child)
            case .horizontal, .depth:
                // Every view in the row must be text there (spacers aside); the widest leading wins.
                var widest: (font: Font, leading: CGFloat)?
                for child in children where child.kindCase != .spacer {
                    guard let childFont = textFont(at: edge, of: child) else { return nil }
                    let childLeading = leading(of: childFont)
                    if childLeading > widest?.leading ?? -1 { widest = (childFont, childLeading) }
                }
                return widest?.font
            }
        case .fragment:
            let children = node.children
            guard children.count == 1 else { return nil }
            return textFont(at: edge, of: children[0])
        default:
            return nil
        }
    }

    /// Whether `effects` leave the content's text flush with `edge`: no padding there, no frame
    /// that sets a height (a width alone keeps the text's edges).
    private static func effectsKeepText(at edge: VerticalEdge, _ effects: [RenderEffect]) -> Bool {
        for effect in effects {
            switch effect {
            case .padding(let insets) where (edge == .top ? insets.top : insets.bottom) != 0: return false
            case .frame(let frame):
                if frame.height != nil || frame.minHeight != nil || frame.idealHeight != nil || frame.maxHeight != nil { return false }
            case .border, .offset, .aspectRatio: return false
            default: continue
            }
        }
        return true
    }
}
