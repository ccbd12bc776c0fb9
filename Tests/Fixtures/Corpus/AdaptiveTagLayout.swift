import SwiftUI

// A Layout-protocol "equal width" row that falls back to a vertical stack through AnyLayout
// when the size class is compact, plus a simple flow layout using the cache.

struct EqualWidthHStack: Layout {
    var spacing: CGFloat = 8

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let maxSize = maxSize(subviews: subviews)
        let totalSpacing = spacing * CGFloat(subviews.count - 1)
        return CGSize(width: maxSize.width * CGFloat(subviews.count) + totalSpacing, height: maxSize.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let maxSize = maxSize(subviews: subviews)
        let placementProposal = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for index in subviews.indices {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placementProposal)
            x += maxSize.width + spacing
        }
    }

    private func maxSize(subviews: Subviews) -> CGSize {
        let subviewSizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return subviewSizes.reduce(.zero) { currentMax, subviewSize in
            CGSize(width: max(currentMax.width, subviewSize.width), height: max(currentMax.height, subviewSize.height))
        }
    }
}

struct WrappingHStack: Layout {
    var horizontalSpacing: CGFloat = 8
    var verticalSpacing: CGFloat = 8

    struct Cache {
        var sizes: [CGSize] = []
    }

    func makeCache(subviews: Subviews) -> Cache {
        Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        let maxWidth = proposal.replacingUnspecifiedDimensions().width
        var rowWidth: CGFloat = 0, rowHeight: CGFloat = 0, total = CGSize.zero
        for size in cache.sizes {
            if rowWidth + size.width > maxWidth, rowWidth > 0 {
                total.width = max(total.width, rowWidth - horizontalSpacing)
                total.height += rowHeight + verticalSpacing
                rowWidth = 0
                rowHeight = 0
            }
            rowWidth += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
        }
        total.width = max(total.width, rowWidth - horizontalSpacing)
        total.height += rowHeight
        return total
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var origin = bounds.origin
        var rowHeight: CGFloat = 0
        for (subview, size) in zip(subviews, cache.sizes) {
            if origin.x + size.width > bounds.maxX, origin.x > bounds.minX {
                origin.x = bounds.minX
                origin.y += rowHeight + verticalSpacing
                rowHeight = 0
            }
            subview.place(at: origin, proposal: ProposedViewSize(size))
            origin.x += size.width + horizontalSpacing
            rowHeight = max(rowHeight, size.height)
        }
    }
}

struct AdaptiveTagLayout: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var tags = ["SwiftUI", "Layout", "iOS 16", "Accessibility", "Design", "Animation", "Swift"]

    var body: some View {
        let layout = sizeClass == .regular ? AnyLayout(EqualWidthHStack()) : AnyLayout(VStackLayout(spacing: 8))

        VStack(alignment: .leading, spacing: 24) {
            layout {
                Button("Accept") {}.buttonStyle(.borderedProminent)
                Button("Maybe later") {}.buttonStyle(.bordered)
                Button("Decline") {}.buttonStyle(.bordered)
            }

            WrappingHStack(horizontalSpacing: 6, verticalSpacing: 6) {
                ForEach(tags, id: \.self) { tag in
                    Text("#\(tag)")
                        .font(.callout)
                        .padding(.horizontal, 10)
                        .padding(.vertical, 5)
                        .background(Color.accentColor.opacity(0.15), in: Capsule())
                }
            }
        }
        .padding()
    }
}

#Preview("Compact") {
    AdaptiveTagLayout()
}

#Preview("Regular") {
    AdaptiveTagLayout()
        .environment(\.horizontalSizeClass, .regular)
}
