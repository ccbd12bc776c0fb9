import SwiftUI

// A paged onboarding flow: TabView(selection:) with PageTabViewStyle, an @AppStorage flag,
// GeometryReader-driven parallax, and a fullScreenCover presented from the app root.

struct IntroPage: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let image: String
    let tint: Color
}

struct OnboardingPages: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage = 0

    private let pages = [
        IntroPage(id: 0, title: "Track your habits", subtitle: "Build routines that stick.", image: "checkmark.circle", tint: .green),
        IntroPage(id: 1, title: "Stay motivated", subtitle: "Streaks and reminders keep you going.", image: "flame", tint: .orange),
        IntroPage(id: 2, title: "See your progress", subtitle: "Charts for every week and month.", image: "chart.bar", tint: .blue),
    ]

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") { hasSeenOnboarding = true }
                    .foregroundColor(.secondary)
                    .opacity(currentPage == pages.count - 1 ? 0 : 1)
            }
            .padding()

            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    GeometryReader { proxy in
                        VStack(spacing: 20) {
                            Image(systemName: page.image)
                                .resizable()
                                .scaledToFit()
                                .frame(width: proxy.size.width * 0.4)
                                .foregroundColor(page.tint)
                                .offset(x: proxy.frame(in: .global).minX * 0.2)
                            Text(page.title)
                                .font(.title.bold())
                            Text(page.subtitle)
                                .multilineTextAlignment(.center)
                                .foregroundColor(.secondary)
                        }
                        .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(PageTabViewStyle(indexDisplayMode: .always))
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))

            Button(action: {
                if currentPage < pages.count - 1 {
                    withAnimation { currentPage += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            }) {
                Text(currentPage < pages.count - 1 ? "Next" : "Get Started")
                    .fontWeight(.semibold)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(pages[currentPage].tint)
                    .foregroundColor(.white)
                    .cornerRadius(14)
            }
            .padding(.horizontal, 24)
            .padding(.bottom)
        }
    }
}

struct HabitsRoot: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        NavigationStack {
            Text("Your habits")
                .navigationTitle("Today")
        }
        .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
            OnboardingPages()
        }
    }
}

struct OnboardingPages_Previews: PreviewProvider {
    static var previews: some View {
        OnboardingPages()
        HabitsRoot()
            .previewDisplayName("Root")
    }
}
