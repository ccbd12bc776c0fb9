import SwiftUI

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let detail: String
}

struct OnboardingPager: View {
    @Binding var page: Int
    let pages: [OnboardingPage]

    var body: some View {
        VStack(spacing: 20) {
            let current = pages[min(page, pages.count - 1)]
            Image(systemName: current.symbol)
                .font(.system(size: 56))
                .foregroundStyle(Color.teal.gradient)
            Text(current.title)
                .font(.title.bold())
            Text(current.detail)
                .multilineTextAlignment(.center)
                .foregroundStyle(.secondary)

            HStack(spacing: 8) {
                ForEach(pages.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == page ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: index == page ? 20 : 8, height: 8)
                }
            }
            .animation(.snappy, value: page)

            Button(page == pages.count - 1 ? "Get started" : "Next") {
                withAnimation {
                    page = min(page + 1, pages.count - 1)
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding(32)
    }
}

let samplePages = [
    OnboardingPage(symbol: "sparkles", title: "Welcome", detail: "Everything you need in one place."),
    OnboardingPage(symbol: "bell.badge", title: "Stay in the loop", detail: "Turn on notifications for updates."),
    OnboardingPage(symbol: "lock.shield", title: "Private by design", detail: "Your data stays on your device."),
]

#Preview("Pager") {
    @Previewable @State var page = 0
    OnboardingPager(page: $page, pages: samplePages)
}

#Preview("Last page", traits: .sizeThatFitsLayout) {
    OnboardingPager(page: .constant(2), pages: samplePages)
}
