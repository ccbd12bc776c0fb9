import SwiftUI

struct FeaturePage: View {
    let icon: String
    let title: String
    let subtitle: String

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: icon)
                .resizable()
                .scaledToFit()
                .frame(width: 80, height: 80)
                .foregroundStyle(.tint)
                .symbolEffect(.bounce, value: title)
            Text(title)
                .font(.title2)
                .fontWeight(.bold)
            Text(subtitle)
                .font(.body)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 40)
        }
    }
}

struct WelcomeTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            FeaturePage(icon: "star", title: "Favorites", subtitle: "Keep the things you love close.")
                .tag(0)
            FeaturePage(icon: "bell", title: "Reminders", subtitle: "Never miss what matters.")
                .tag(1)
            FeaturePage(icon: "person.2", title: "Sharing", subtitle: "Plan together with friends.")
                .tag(2)
        }
        .tabViewStyle(.page)
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            Text("Home feed")
                .tabItem {
                    Label("Home", systemImage: "house")
                }
            Text("Your profile")
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
                .badge(2)
        }
    }
}

struct WelcomeTabs_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            WelcomeTabs()
            MainTabs()
                .previewDisplayName("Tabs")
        }
    }
}
