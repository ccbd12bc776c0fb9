import SwiftUI

struct CarouselItem: Identifiable {
    let id: Int
    let color: Color
    let caption: String
}

struct PhotoCarousel: View {
    let items = [
        CarouselItem(id: 1, color: .orange, caption: "Lisbon"),
        CarouselItem(id: 2, color: .teal, caption: "Reykjavík"),
        CarouselItem(id: 3, color: .pink, caption: "Kyoto"),
    ]
    @State private var currentID: Int?

    var body: some View {
        VStack(alignment: .leading) {
            Text("Trips")
                .font(.title.bold())
                .fontDesign(.rounded)
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(items) { item in
                        UnevenRoundedRectangle(topLeadingRadius: 24, bottomLeadingRadius: 8, bottomTrailingRadius: 24, topTrailingRadius: 8)
                            .fill(item.color.gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text(item.caption)
                                    .font(.headline)
                                    .foregroundStyle(.white)
                                    .padding()
                            }
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                            .frame(height: 200)
                            .id(item.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollIndicators(.hidden)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            .safeAreaPadding(.horizontal, 20)
        }
        .safeAreaInset(edge: .bottom) {
            Text("Swipe to browse")
                .font(.footnote)
                .frame(maxWidth: .infinity)
                .padding(8)
                .background(.bar)
        }
    }
}

#Preview {
    PhotoCarousel()
}
