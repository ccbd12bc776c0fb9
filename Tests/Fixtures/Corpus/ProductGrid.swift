import SwiftUI

struct Product: Identifiable {
    let id: Int
    let name: String
    let price: Double
    let imageURL: URL?
    var isNew = false
}

struct ProductCard: View {
    let product: Product
    @State private var cardWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            AsyncImage(url: product.imageURL) { image in
                image
                    .resizable()
                    .scaledToFill()
            } placeholder: {
                ZStack {
                    Color.gray.opacity(0.15)
                    ProgressView()
                }
            }
            .frame(height: 140)
            .clipped()
            .overlay(alignment: .topLeading) {
                if product.isNew {
                    Text("NEW")
                        .font(.caption2.bold())
                        .padding(4)
                        .background(Color.yellow)
                        .alignmentGuide(.top) { d in d[.top] - 8 }
                        .alignmentGuide(.leading) { d in d[.leading] - 8 }
                }
            }

            Text(product.name)
                .font(.subheadline)
                .lineLimit(2, reservesSpace: true)
            Text(product.price, format: .currency(code: "EUR"))
                .font(.headline)
        }
        .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.width
        } action: { width in
            cardWidth = width
        }
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Add to cart") {}
    }
}

struct ProductGrid: View {
    let products = [
        Product(id: 1, name: "Ceramic mug", price: 14, imageURL: URL(string: "https://example.com/mug.jpg"), isNew: true),
        Product(id: 2, name: "Linen tote bag", price: 22.5, imageURL: URL(string: "https://example.com/tote.jpg")),
        Product(id: 3, name: "Notebook, dotted", price: 9.9, imageURL: nil),
    ]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                ForEach(products) { product in
                    ProductCard(product: product)
                }
            }
            .padding()
        }
        .coordinateSpace(.named("grid"))
    }
}

#Preview {
    ProductGrid()
}
