import Foundation

// Custom text rendering (iOS 18): a `TextRenderer` draws a text's laid-out lines, runs and glyph
// slices into a `GraphicsContext`. On the web the browser lays out and draws text, so
// `textRenderer(_:)` keeps the text as it is; the layout types exist so renderers compile, and a
// renderer can be run by hand on an estimated layout (`Text.Layout(_estimating:in:)`) inside a
// `Canvas`, where drawing a line, run or slice draws its characters.

/// A value that draws the layout of the text in a view (`textRenderer(_:)`).
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `context`.
    func draw(layout: Text.Layout, in context: inout GraphicsContext)
    /// The size the text takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far drawing may reach beyond the text's frame.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes.
public struct TextProxy {
    let text: Text

    /// A proxy for `text` (SwiftUI makes these; public here for back ends and tests).
    public init(_text text: Text) { self.text = text }

    /// The size of the text for `proposal` (the same estimate as a text view: 0.55 em a
    /// character at 17 points, lines wrapped at the proposed width).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        Text.Layout(_estimating: text, in: CGSize(width: proposal.width ?? .infinity, height: .infinity)).size
    }
}

/// A custom attribute a renderer can find on the runs of a text (`Text.customAttribute(_:)`).
public protocol TextAttribute: Hashable {}

extension Text {
    /// Attaches a custom attribute for a `TextRenderer` (kept for API parity: the estimated layout
    /// has one run per line and carries no attributes).
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}

nonisolated extension View {
    /// Draws the text in this view with `renderer`. On the web the browser draws text, so the view
    /// renders as it is.
    public consuming func textRenderer<T: TextRenderer>(_ renderer: T) -> some View { self }
}

extension GraphicsContext {
    /// Draws a line of a text layout at its origin.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text(line.string), at: line.origin, anchor: .bottomLeading)
    }

    /// Draws a run of a text layout.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text(run.string), at: run.origin, anchor: .bottomLeading)
    }

    /// Draws a slice of a run (one or more glyphs) where it sits in the line.
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        let bounds = slice.typographicBounds
        draw(Text(slice.string), at: bounds.origin, anchor: .bottomLeading)
    }
}
