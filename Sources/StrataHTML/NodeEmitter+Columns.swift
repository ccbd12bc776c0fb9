import Strata

// An `HStack` is a one-row CSS grid, because grid track sizing is SwiftUI's stack algorithm:
// every child first gets its minimum (for text, its longest word), then the free width goes to
// the children in equal shares, each up to its ideal (max-content) width, so a short label
// keeps its ideal width while a long text beside it wraps; flexible children (spacers, infinite
// frames, shapes, fields) are `1fr` columns that take what is left, as the most flexible views
// are sized last in SwiftUI. A child with a finite `maxWidth` frame grows up to that width.
// A `Spacer`'s layout priority is below every view's, so beside another flexible child it keeps
// its minimum length: its column is `auto` then, and shares the rest only with other spacers.
extension NodeEmitter {
    /// One column of a row.
    enum RowTrack: Equatable {
        /// Sized by its content, from minimum to ideal.
        case content
        /// Takes what is left after the content columns.
        case flexible
        /// A spacer: takes what is left only when no other child is flexible.
        case spacer
        /// Sized by its content, growing up to a width.
        case capped(CGFloat)
    }

    /// Writes `grid-template-columns` for a row whose children are not all content-sized; rows
    /// of content-sized children use the implicit `auto` columns.
    mutating func writeRowColumns(_ node: NodeRef) {
        // Most rows size every column by content: find that out before building any array.
        guard Self.hasNonContentTrack(node.children, outer: []) else { return }
        var tracks: [RowTrack] = []
        Self.collectTracks(node.children, outer: [], into: &tracks)
        let spacersYield = tracks.contains(.flexible)
        writer.raw("grid-template-columns:")
        for (index, track) in tracks.enumerated() {
            if index > 0 { writer.raw(" ") }
            switch track {
            case .content: writer.raw("auto")
            case .flexible: writer.raw("minmax(auto,1fr)")
            case .spacer: writer.raw(spacersYield ? "auto" : "minmax(auto,1fr)")
            case .capped(let width): writer.raw("minmax(auto,"); writePx(width); writer.raw(")")
            }
        }
        writer.raw(";")
    }

    /// The columns of `nodes` in a row, one per element they write: a fragment's children are
    /// the row's children, under the fragment's modifiers.
    static func collectTracks(_ nodes: [RenderNode], outer: [RenderEffect], into tracks: inout [RowTrack]) {
        NodeRef.forEach(in: nodes) { child in
            if child.kindCase == .fragment {
                let effects = outer.isEmpty ? child.effects : child.effects + outer
                collectTracks(child.children, outer: effects, into: &tracks)
            } else {
                tracks.append(track(of: child, outer: outer))
            }
            return true
        }
    }

    /// Whether `collectTracks(nodes, outer:)` would find a column that is not `.content`.
    static func hasNonContentTrack(_ nodes: [RenderNode], outer: [RenderEffect]) -> Bool {
        var found = false
        NodeRef.forEach(in: nodes) { child in
            if child.kindCase == .fragment {
                let effects = outer.isEmpty ? child.effects : child.effects + outer
                found = hasNonContentTrack(child.children, outer: effects)
            } else {
                found = track(of: child, outer: outer) != .content
            }
            return !found
        }
        return found
    }

    /// The column a row's child takes, from its flexibility and its frames.
    static func track(of child: NodeRef, outer: [RenderEffect]) -> RowTrack {
        // The last frame that sizes the width decides; a finite maximum lets the child grow to it.
        var cap: CGFloat?
        widthCap(of: child.effects, &cap)
        widthCap(of: outer, &cap)
        if let cap { return .capped(cap) }
        var flexibility = Flexibility.of(child, inStack: .horizontal)
        if !outer.isEmpty { flexibility.apply(outer) }
        guard flexibility.width else { return .content }
        return child.kindCase == .spacer && child.effects.isEmpty && outer.isEmpty ? .spacer : .flexible
    }

    /// Applies the frames among `effects` to a row child's width cap, innermost first.
    private static func widthCap(of effects: [RenderEffect], _ cap: inout CGFloat?) {
        for index in effects.indices {
            guard case .frame(let frame) = effects[index] else { continue }
            if frame.width != nil { cap = nil }
            if let maxWidth = frame.maxWidth { cap = maxWidth.isFinite ? maxWidth : nil }
        }
    }
}
