// A text effect the way text-effect and layout packages write one with iOS 18's text renderers:
// every glyph slice drawn on its own, with a custom attribute marking the emphasized runs.
import SwiftUI

/// Marks the runs an `OutlinedTextRenderer` lifts.
public struct LiftedRun: TextAttribute {
    public init() {}
}

/// Draws each glyph, lifting those in runs marked `LiftedRun`.
public struct OutlinedTextRenderer: TextRenderer {
    public var lift: CGFloat

    public init(lift: CGFloat = 2) { self.lift = lift }

    public var animatableData: CGFloat {
        get { lift }
        set { lift = newValue }
    }

    public func draw(layout: Text.Layout, in context: inout GraphicsContext) {
        for line in layout {
            for run in line {
                let lifted = run[LiftedRun.self] != nil
                for slice in run {
                    var copy = context
                    if lifted { copy.translateBy(x: 0, y: -lift) }
                    copy.draw(slice)
                }
            }
        }
    }

    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        let size = text.sizeThatFits(proposal)
        return CGSize(width: size.width, height: size.height + lift)
    }
}

/// A caption drawn with the renderer where the platform has it.
public struct LiftedCaption: View {
    let title: String
    public init(_ title: String) { self.title = title }

    public var body: some View {
        if #available(iOS 18, macOS 15, *) {
            Text(title).customAttribute(LiftedRun()).textRenderer(OutlinedTextRenderer())
        } else {
            Text(title)
        }
    }
}
