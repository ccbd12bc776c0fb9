import SwiftUI

// The classic "round only some corners" snippet, plus the UIKit names SwiftUI code on iOS
// reaches for without importing UIKit.

struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct BottomSheetCard: View {
    @State private var isFavorite = false
    private let cardWidth = UIScreen.main.bounds.width - 32

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Capsule()
                .fill(Color(.systemGray4))
                .frame(width: 40, height: 5)
                .frame(maxWidth: .infinity)
            HStack {
                Text("Weekend in Porto")
                    .font(.title3.bold())
                Spacer()
                Button {
                    UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                    isFavorite.toggle()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .foregroundColor(isFavorite ? .red : Color(UIColor.secondaryLabel))
                }
                .accessibilityLabel("Favorite")
            }
            Text("3 nights · 2 guests")
                .foregroundColor(Color(uiColor: .secondaryLabel))
        }
        .padding()
        .frame(width: cardWidth)
        .background(Color(.secondarySystemBackground))
        .cornerRadius(24, corners: [.topLeft, .topRight])
    }
}

#Preview {
    BottomSheetCard()
        .padding(.top, 40)
}
