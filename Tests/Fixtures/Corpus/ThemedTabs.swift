import SwiftUI

// App-wide UIKit appearance set in an initializer, as SwiftUI apps did before toolbar and list
// background modifiers existed.

struct ThemedRoot: View {
    init() {
        UITableView.appearance().backgroundColor = .clear
        UITableView.appearance().separatorStyle = .none
        UITableViewCell.appearance().backgroundColor = .clear
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = UIColor(named: "Brand") ?? .systemBlue
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UITabBar.appearance().unselectedItemTintColor = UIColor.gray
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemBlue
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        UIPageControl.appearance().currentPageIndicatorTintColor = .black
        UIScrollView.appearance().bounces = false
    }
    var body: some View {
        TabView {
            NavigationView { List { Text("One") }.navigationTitle("Home") }
                .tabItem { Label("Home", systemImage: "house") }
        }
        .accentColor(.orange)
    }
}
