import SwiftUI

/// A compact stepper for quantities in a basket, with its value spelled out for VoiceOver.
public struct QuantityStepper: View {
    @Binding private var quantity: Int
    private let range: ClosedRange<Int>
    private let unit: String

    public init(quantity: Binding<Int>, in range: ClosedRange<Int> = 0...99, unit: String = "items") {
        _quantity = quantity
        self.range = range
        self.unit = unit
    }

    public var body: some View {
        HStack(spacing: 12) {
            Button {
                quantity = max(range.lowerBound, quantity - 1)
            } label: {
                Image(systemName: "minus")
            }
            .disabled(quantity <= range.lowerBound)
            .accessibilityLabel("Fewer \(unit)")
            Text("\(quantity)")
                .font(.body.monospacedDigit())
                .frame(minWidth: 28)
            Button {
                quantity = min(range.upperBound, quantity + 1)
            } label: {
                Image(systemName: "plus")
            }
            .disabled(quantity >= range.upperBound)
            .accessibilityLabel("More \(unit)")
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 6)
        .background(Capsule().fill(Color.gray.opacity(0.15)))
        .accessibilityElement(children: .contain)
        .accessibilityValue("\(quantity) \(unit)")
    }
}

/// The sizes a basket row can show.
enum BasketDensity: String, CaseIterable {
    case compact, regular, spacious
}

#Preview("Basket row", traits: .fixedLayout(width: 360, height: 120)) {
    @Previewable @State var quantity = 2
    @Previewable @State var isGift = false
    @Previewable @State var density = BasketDensity.regular
    HStack {
        VStack(alignment: .leading) {
            Text("Espresso beans")
            if isGift { Text("Gift wrapped").font(.caption).foregroundStyle(.secondary) }
        }
        Spacer()
        QuantityStepper(quantity: $quantity, in: 0...10, unit: "bags")
    }
    .padding(density == .compact ? 4 : density == .regular ? 12 : 24)
}

#Preview(traits: .landscapeLeft) {
    QuantityStepper(quantity: .constant(99))
}

private struct QuantityStepperGallery_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 20) {
            QuantityStepper(quantity: .constant(0))
            QuantityStepper(quantity: .constant(5), unit: "tickets")
        }
        .padding()
    }
}
