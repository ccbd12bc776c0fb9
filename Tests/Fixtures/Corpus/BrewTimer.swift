import SwiftUI

// A pour-over brew timer (iOS 16-17 style): timer-interval text and progress, a hex color
// extension, an adaptive UIKit color, a searchable recipe list with dismissSearch, and a
// transaction that skips the animation on reset.

extension Color {
    init(hexString hex: String) {
        let hex = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
        var int: UInt64 = 0
        Scanner(string: hex).scanHexInt64(&int)
        let r, g, b: UInt64
        switch hex.count {
        case 3: (r, g, b) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
        case 6: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
        default: (r, g, b) = (0, 0, 0)
        }
        self.init(.sRGB, red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: 1)
    }

    static let coffee = Color(hexString: "#6F4E37")
}

extension UIColor {
    static let cardBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : UIColor(white: 0.97, alpha: 1)
    }
}

struct BrewRecipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let seconds: Double
}

struct BrewTimerView: View {
    let recipe: BrewRecipe
    @State private var start = Date()
    @State private var isBrewing = false

    var body: some View {
        VStack(spacing: 16) {
            Text(recipe.name)
                .font(.title2.bold())
            if isBrewing {
                ProgressView(timerInterval: start...start.addingTimeInterval(recipe.seconds), countsDown: true) {
                    Text("Brewing")
                }
                .tint(.coffee)
                Text(timerInterval: start...start.addingTimeInterval(recipe.seconds))
                    .font(.system(size: 48, weight: .light, design: .rounded))
                    .monospacedDigit()
            } else {
                Text("Ready when you are")
                    .foregroundStyle(.secondary)
            }
            Button(isBrewing ? "Reset" : "Start") {
                if isBrewing {
                    var transaction = Transaction()
                    transaction.disablesAnimations = true
                    withTransaction(transaction) { isBrewing = false }
                } else {
                    start = .now
                    withAnimation(.snappy) { isBrewing = true }
                }
            }
            .buttonStyle(.borderedProminent)
            .tint(Color.coffee)
        }
        .padding(24)
        .frame(maxWidth: .infinity)
        .background(Color(uiColor: .cardBackground), in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }
}

struct RecipeSearchResults: View {
    let recipes: [BrewRecipe]
    @Binding var selected: BrewRecipe?
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        ForEach(recipes) { recipe in
            Button {
                selected = recipe
                if isSearching { dismissSearch() }
            } label: {
                LabeledContent(recipe.name, value: Duration.seconds(recipe.seconds).formatted(.time(pattern: .minuteSecond)))
            }
        }
    }
}

struct BrewTimer: View {
    @State private var query = ""
    @State private var selected: BrewRecipe?
    private let recipes = [
        BrewRecipe(name: "V60", seconds: 180),
        BrewRecipe(name: "Chemex", seconds: 240),
        BrewRecipe(name: "AeroPress", seconds: 90),
    ]

    var filtered: [BrewRecipe] {
        query.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List {
                if let selected {
                    BrewTimerView(recipe: selected)
                        .listRowInsets(EdgeInsets())
                }
                Section("Recipes") {
                    RecipeSearchResults(recipes: filtered, selected: $selected)
                }
            }
            .searchable(text: $query, prompt: "Find a recipe")
            .navigationTitle("Brew")
        }
    }
}

#Preview {
    BrewTimer()
}
