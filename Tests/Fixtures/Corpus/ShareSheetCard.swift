import SwiftUI

// Sharing from a detail card with ShareLink (iOS 16), as in Apple's "Sharing" docs and
// Hacking with Swift's "How to let users share content using the system share sheet".

struct Recipe: Identifiable {
    let id = UUID()
    var title: String
    var minutes: Int
    var url: URL
}

struct RecipeShareCard: View {
    let recipe: Recipe
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.orange.gradient)
                .frame(height: 140)
                .overlay {
                    Image(systemName: "fork.knife")
                        .font(.system(size: 44))
                        .foregroundStyle(.white)
                }

            Text(recipe.title)
                .font(.title3.weight(.semibold))
            Label("\(recipe.minutes) min", systemImage: "clock")
                .font(.subheadline)
                .foregroundStyle(.secondary)

            HStack {
                Button {
                    isFavorite.toggle()
                } label: {
                    Label(isFavorite ? "Saved" : "Save", systemImage: isFavorite ? "heart.fill" : "heart")
                }
                .buttonStyle(.bordered)

                Spacer()

                ShareLink(item: recipe.url)

                ShareLink(item: recipe.url, subject: Text(recipe.title), message: Text("Try this tonight!")) {
                    Image(systemName: "square.and.arrow.up")
                }

                ShareLink("Send", item: recipe.title, preview: SharePreview(recipe.title, image: Image(systemName: "fork.knife")))
            }
        }
        .padding()
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

struct ShareSheetCard: View {
    let recipes = [
        Recipe(title: "Lemon pasta", minutes: 20, url: URL(string: "https://example.com/lemon-pasta")!),
        Recipe(title: "Tomato soup", minutes: 35, url: URL(string: "https://example.com/tomato-soup")!),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(recipes) { recipe in
                    RecipeShareCard(recipe: recipe)
                }
                ShareLink(items: recipes.map(\.url)) {
                    Label("Share all", systemImage: "square.and.arrow.up.on.square")
                }
            }
            .padding()
        }
    }
}

#Preview {
    ShareSheetCard()
}
