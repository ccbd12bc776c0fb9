import SwiftUI

// Selectable filter chips with long modifier chains and ternaries everywhere, the kind of
// body that makes the type checker work hard. From a shopping app's filter bar.

enum SortOrder: String, CaseIterable, Identifiable {
    case relevance = "Relevance", priceLow = "Price: Low", priceHigh = "Price: High", newest = "Newest"
    var id: Self { self }
}

struct FilterChip: View {
    let title: String
    let systemImage: String?
    let isSelected: Bool
    let count: Int
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 6) {
                if let systemImage = systemImage {
                    Image(systemName: isSelected ? systemImage + ".fill" : systemImage)
                        .font(.system(size: 12, weight: .semibold))
                }
                Text(title)
                    .font(.system(size: 14, weight: isSelected ? .semibold : .regular))
                    .lineLimit(1)
                if count > 0 {
                    Text("\(count)")
                        .font(.system(size: 11, weight: .bold))
                        .foregroundColor(isSelected ? .blue : .white)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(isSelected ? Color.white : Color.blue)
                        .clipShape(Capsule())
                }
            }
            .padding(.horizontal, isSelected ? 14 : 12)
            .padding(.vertical, 8)
            .foregroundColor(isSelected ? .white : .primary)
            .background(
                Capsule()
                    .fill(isSelected ? Color.blue : Color(.systemGray6))
                    .shadow(color: isSelected ? Color.blue.opacity(0.3) : Color.clear, radius: isSelected ? 4 : 0, x: 0, y: isSelected ? 2 : 0)
            )
            .overlay(
                Capsule()
                    .stroke(isSelected ? Color.blue : Color.gray.opacity(0.3), lineWidth: isSelected ? 0 : 1)
            )
            .scaleEffect(isSelected ? 1.02 : 1.0)
            .animation(.spring(response: 0.3, dampingFraction: 0.7, blendDuration: 0.1), value: isSelected)
        }
        .buttonStyle(PlainButtonStyle())
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

struct FilterChips: View {
    @State private var selected: Set<String> = ["Shoes"]
    @State private var sort: SortOrder = .relevance
    @State private var maxPrice: Double = 150
    @State private var onlyInStock = true
    let categories = [("Shoes", "shoe"), ("Bags", "bag"), ("Hats", "crown"), ("Watches", "clock"), ("Sale", "tag")]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(categories, id: \.0) { name, icon in
                        FilterChip(title: name, systemImage: icon, isSelected: selected.contains(name), count: name == "Sale" ? 12 : 0) {
                            if selected.contains(name) { selected.remove(name) } else { selected.insert(name) }
                        }
                    }
                }
                .padding(.horizontal)
            }

            HStack {
                Text("Up to \(maxPrice, specifier: "%.0f") $")
                    .font(.subheadline)
                    .foregroundColor(maxPrice < 50 ? .orange : .secondary)
                Slider(value: $maxPrice, in: 10...500, step: 10)
                    .accentColor(.blue)
            }
            .padding(.horizontal)

            Picker("Sort by", selection: $sort) {
                ForEach(SortOrder.allCases) { order in
                    Text(order.rawValue).tag(order)
                }
            }
            .pickerStyle(SegmentedPickerStyle())
            .padding(.horizontal)

            Toggle("In stock only", isOn: $onlyInStock)
                .padding(.horizontal)
                .tint(.blue)

            Text(selected.isEmpty ? "All products" : "Showing " + selected.sorted().joined(separator: ", "))
                .font(.footnote.italic())
                .foregroundColor(selected.isEmpty ? .secondary : .primary)
                .frame(maxWidth: .infinity, alignment: .center)
                .padding(.vertical, 10)
                .background(RoundedRectangle(cornerRadius: 10).fill(Color(.tertiarySystemFill)))
                .padding(.horizontal)
                .opacity(onlyInStock ? 1 : 0.6)
                .offset(y: onlyInStock ? 0 : 4)
                .animation(.easeInOut, value: onlyInStock)
        }
        .padding(.vertical)
    }
}

struct FilterChips_Previews: PreviewProvider {
    static var previews: some View {
        FilterChips()
            .previewLayout(.sizeThatFits)
    }
}
