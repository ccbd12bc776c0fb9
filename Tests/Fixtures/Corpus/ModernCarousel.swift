import SwiftUI
import Observation

// iOS 17 code: an @Observable model, @Bindable, a paging carousel with scrollTargetBehavior,
// containerRelativeFrame, scrollTransition, sensoryFeedback and onChange(of:initial:).

@Observable
final class CarouselModel {
    var items: [Destination] = (1...5).map { Destination(id: $0, title: "Destination \($0)", hue: Double($0) / 6) }
    var selectedID: Int? = 1
    var favorites: Set<Int> = []
}

struct Destination: Identifiable, Hashable {
    let id: Int
    let title: String
    let hue: Double
}

struct ModernCarousel: View {
    @State private var model = CarouselModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Explore")
                .font(.largeTitle.bold())
                .padding(.horizontal)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(model.items) { item in
                        CarouselCard(item: item, model: model)
                            .containerRelativeFrame(.horizontal, count: 1, spacing: 12)
                            .scrollTransition { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $model.selectedID)
            .scrollIndicators(.hidden)
            .contentMargins(.horizontal, 24, for: .scrollContent)
            .frame(height: 260)

            SelectionSummary(model: model)
                .padding(.horizontal)
        }
        .onChange(of: model.selectedID, initial: true) { oldValue, newValue in
            print("Scrolled from \(String(describing: oldValue)) to \(String(describing: newValue))")
        }
    }
}

struct CarouselCard: View {
    let item: Destination
    @Bindable var model: CarouselModel

    var isFavorite: Bool { model.favorites.contains(item.id) }

    var body: some View {
        RoundedRectangle(cornerRadius: 24, style: .continuous)
            .fill(Color(hue: item.hue, saturation: 0.6, brightness: 0.9).gradient)
            .overlay(alignment: .bottomLeading) {
                Text(item.title)
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                    .padding()
            }
            .overlay(alignment: .topTrailing) {
                Button {
                    if isFavorite { model.favorites.remove(item.id) } else { model.favorites.insert(item.id) }
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .font(.title3)
                        .padding(10)
                        .background(.ultraThinMaterial, in: Circle())
                }
                .padding()
                .sensoryFeedback(.impact(weight: .light), trigger: isFavorite)
            }
    }
}

struct SelectionSummary: View {
    var model: CarouselModel

    var body: some View {
        HStack {
            Text("Favorites: \(model.favorites.count)")
            Spacer()
            if let id = model.selectedID {
                Text("Page \(id) of \(model.items.count)")
                    .foregroundStyle(.secondary)
            }
        }
        .font(.subheadline)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ModernCarousel()
}
