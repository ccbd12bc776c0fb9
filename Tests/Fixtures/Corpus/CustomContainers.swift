import SwiftUI

struct PinnedCardStack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                ForEach(subviews.indices, id: \.self) { index in
                    subviews[index].offset(y: CGFloat(index) * 4)
                }
                Text("\(subviews.count) cards")
            }
            ForEach(subviews: content) { subview in
                subview.padding(4).background(Color.gray.opacity(0.2))
            }
            Group(sections: content) { sections in
                ForEach(sections) { section in
                    section.header
                    section.content
                }
            }
        }
    }
}

struct ContainerShowcase: View {
    var body: some View {
        PinnedCardStack {
            Text("One").containerValue(\.isFeatured, true)
            Text("Two")
        }
    }
}

extension ContainerValues {
    @Entry var isFeatured: Bool = false
}

struct FeaturedHighlighter<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        ForEach(subviews: content) { subview in
            subview.foregroundStyle(subview.containerValues.isFeatured ? .red : .primary)
                .id(subview.id)
        }
    }
}

#Preview { ContainerShowcase() }
