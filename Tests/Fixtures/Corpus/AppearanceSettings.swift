import SwiftUI

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct AppearanceSettings: View {
    @AppStorage("theme") private var theme: AppTheme = .system
    @AppStorage("fontScale") private var fontScale = 1.0
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @AppStorage("username") private var username: String?
    @SceneStorage("selectedTab") private var selectedTab = 0

    var body: some View {
        Form {
            Picker("Theme", selection: $theme) {
                ForEach(AppTheme.allCases) { theme in
                    Text(theme.rawValue.capitalized).tag(theme)
                }
            }
            Slider(value: $fontScale, in: 0.8...1.4, step: 0.1) {
                Text("Text size")
            }
            Text("Preview text at \(fontScale, specifier: "%.1f")×")
                .font(.system(size: 17 * fontScale))
            Toggle("Show onboarding again", isOn: Binding(
                get: { !hasSeenOnboarding },
                set: { hasSeenOnboarding = !$0 }
            ))
            Text("Signed in as \(username ?? "guest")")
        }
        .preferredColorScheme(theme.colorScheme)
    }
}

#Preview {
    AppearanceSettings()
}
