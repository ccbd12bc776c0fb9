import Strata

/// The benchmark's card: a title, a message with characters that need escaping, and two buttons,
/// one destructive.
nonisolated struct ConfirmationCard: View {
    let title: String
    let message: String

    var body: some View {
        VStack(spacing: 12) {
            Text(title).font(.headline)
            Text(message)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            HStack(spacing: 12) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
    }
}

/// A page of `count` cards.
nonisolated struct CardPage: View {
    let count: Int

    var body: some View {
        VStack(spacing: 16) {
            ForEach(0..<count) { index in
                ConfirmationCard(title: "Card \(index)", message: "Delete <draft> & \"notes\" for card \(index)?")
            }
        }
    }
}
