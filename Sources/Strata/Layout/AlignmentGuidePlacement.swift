/// A guide a view moves with `alignmentGuide(_:computeValue:)`, kept for the stack around it.
@usableFromInline
struct AlignmentGuideRecord {
    let node: ViewIdentity
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat
}

/// Moves a guide of the view: the stack around it aligns the view by the value the closure returns
/// instead of the guide's default (a `ZStack(alignment: .topLeading)` whose items return growing
/// offsets lays them out in rows, the classic flow layout).
nonisolated public struct _AlignmentGuideModifier: ViewModifier {
    let horizontal: HorizontalAlignment?
    let vertical: VerticalAlignment?
    let compute: (ViewDimensions) -> CGFloat
    public typealias Body = Never

    public static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        let start = outputs.nodes.count
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        for index in start..<outputs.nodes.count {
            outputs.alignmentGuides.append(AlignmentGuideRecord(
                node: outputs.nodes[index].id, horizontal: modifier.horizontal, vertical: modifier.vertical, compute: modifier.compute
            ))
        }
    }
}

/// Places a `ZStack`'s children by their alignment guides, as SwiftUI does: each child's guide
/// (the value its closure returns, or the guide's default) lies on one line, and the stack is the
/// union of the children's boxes. A server does not measure, so each child's dimensions are its
/// estimated size; the closures run once each, in order, the horizontal guide before the vertical.
enum AlignmentGuidePlacement {
    /// Gives each child the leading and top padding that puts it where its guides place it in the
    /// stack's top leading corner.
    static func place(_ nodes: inout [RenderNode], guides: [AlignmentGuideRecord], alignment: Alignment) {
        var byNode: [ViewIdentity: [AlignmentGuideRecord]] = [:]
        for guide in guides { byNode[guide.node, default: []].append(guide) }
        var origins: [CGPoint] = []
        origins.reserveCapacity(nodes.count)
        for node in nodes {
            let size = node.estimatedSize
            let dimensions = ViewDimensions(width: size.width, height: size.height)
            let own = byNode[node.id] ?? []
            // The last guide set for an alignment wins, as the outermost modifier does in SwiftUI.
            let x = own.last { $0.horizontal == alignment.horizontal }?.compute(dimensions) ?? dimensions[alignment.horizontal]
            let y = own.last { $0.vertical == alignment.vertical }?.compute(dimensions) ?? dimensions[alignment.vertical]
            origins.append(CGPoint(x: -x, y: -y))
        }
        guard let minX = origins.map(\.x).min(), let minY = origins.map(\.y).min() else { return }
        for index in nodes.indices {
            let leading = origins[index].x - minX, top = origins[index].y - minY
            guard leading.isFinite, top.isFinite, leading != 0 || top != 0 else { continue }
            nodes[index].effects.append(.padding(EdgeInsets(top: top, leading: leading, bottom: 0, trailing: 0)))
        }
    }
}
