import SwiftUI

/// Motion on a live page: a circle that grows with a spring (`animation(_:value:)`), and a banner
/// that `withAnimation` brings in with its `transition`. Static pages show final states.
nonisolated struct MotionDemo: View {
    @State private var grown = false
    @State private var showsBanner = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 24) {
                Circle()
                    .fill(Color.accentColor)
                    .frame(width: 44, height: 44)
                    .scaleEffect(grown ? 1.5 : 1)
                    .animation(.spring(response: 0.6, dampingFraction: 0.7), value: grown)
                    .accessibilityHidden(true)
                Button(grown ? "Shrink" : "Grow") { grown.toggle() }
            }
            Button(showsBanner ? "Hide banner" : "Show banner") {
                withAnimation(.easeOut(duration: 0.5)) { showsBanner.toggle() }
            }
            if showsBanner {
                Label("Saved to your library", systemImage: "checkmark.circle.fill")
                    .padding(10)
                    .background(RoundedRectangle(cornerRadius: 10).fill(Color(UIColor.secondarySystemBackground)))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
    }
}
