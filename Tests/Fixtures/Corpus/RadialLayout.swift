import SwiftUI

/// Lets a subview ask to be drawn larger in a `RadialLayout`.
private struct Emphasis: LayoutValueKey {
    static let defaultValue: CGFloat = 1
}

extension View {
    func emphasis(_ value: CGFloat) -> some View {
        layoutValue(key: Emphasis.self, value: value)
    }
}

/// Arranges subviews on a circle, as in Apple's WWDC22 "Compose custom layouts" sample.
struct RadialLayout: Layout {
    var rotation: Angle = .zero

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        let radius = min(bounds.size.width, bounds.size.height) / 3.0
        let angle = Angle.degrees(360.0 / Double(subviews.count)).radians

        for (index, subview) in subviews.enumerated() {
            var point = CGPoint(x: 0, y: -radius)
                .applying(CGAffineTransform(rotationAngle: CGFloat(angle) * CGFloat(index) + CGFloat(rotation.radians)))
            point.x += bounds.midX
            point.y += bounds.midY
            let scale = subview[Emphasis.self]
            let size = subview.sizeThatFits(.unspecified)
            subview.place(at: point, anchor: .center, proposal: ProposedViewSize(width: size.width * scale, height: size.height * scale))
        }
    }

    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        var spacing = ViewSpacing()
        for index in subviews.indices {
            spacing.formUnion(subviews[index].spacing, edges: .all)
        }
        return spacing
    }
}

struct PetChooser: View {
    let pets = ["🐶", "🐱", "🐰", "🦊", "🐼"]

    var body: some View {
        RadialLayout(rotation: .degrees(10)) {
            ForEach(pets, id: \.self) { pet in
                Text(pet)
                    .font(.largeTitle)
                    .emphasis(pet == "🐱" ? 1.5 : 1)
            }
        }
        .frame(width: 240, height: 240)
    }
}

#Preview {
    PetChooser()
}
