import SwiftUI

struct PricingCard: View {
    let plan: String
    let price: Decimal
    let features: [String]
    var isPopular = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ViewThatFits(in: .horizontal) {
                HStack {
                    title
                    Spacer()
                    priceLabel
                }
                VStack(alignment: .leading) {
                    title
                    priceLabel
                }
            }

            ForEach(features, id: \.self) { feature in
                Label(feature, systemImage: "checkmark.circle.fill")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.green)
            }
        }
        .padding(20)
        .background {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(.background)
                .shadow(color: .black.opacity(0.08), radius: 12, y: 6)
        }
        .overlay(alignment: .top) {
            if isPopular {
                Text("Most popular")
                    .font(.caption.bold())
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.orange))
                    .foregroundStyle(.white)
                    .offset(y: -12)
            }
        }
    }

    private var title: some View {
        Text(plan)
            .font(.title3.weight(.semibold))
    }

    private var priceLabel: some View {
        Text(price, format: .currency(code: "USD"))
            .font(.title2.monospacedDigit())
            .lineLimit(1)
    }
}

#Preview("Plans") {
    VStack(spacing: 24) {
        PricingCard(plan: "Starter", price: 0, features: ["1 project", "Community support"])
        PricingCard(plan: "Pro", price: 12, features: ["Unlimited projects", "Priority support"], isPopular: true)
    }
    .padding()
}
