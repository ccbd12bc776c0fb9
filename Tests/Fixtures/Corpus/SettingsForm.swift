import SwiftUI

// A settings screen in the 2021 style: Form sections with footers, AppStorage-backed enum
// pickers, a navigation link to an acknowledgements page, Link rows and a version footer.

enum ThemePreference: String, CaseIterable, Identifiable {
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

struct SettingsForm: View {
    @AppStorage("theme") private var theme: ThemePreference = .system
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("reminderHour") private var reminderHour = 9
    @AppStorage("username") private var username = ""
    @State private var showResetAlert = false
    @Environment(\.openURL) private var openURL

    private var appVersion: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Account"), footer: Text("Your name appears on shared lists.")) {
                    TextField("Name", text: $username)
                        .textContentType(.name)
                        .autocapitalization(.words)
                }

                Section(header: Text("Appearance")) {
                    Picker("Theme", selection: $theme) {
                        ForEach(ThemePreference.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                }

                Section {
                    Toggle(isOn: $notificationsEnabled.animation()) {
                        Label("Daily reminder", systemImage: "bell.badge")
                    }
                    if notificationsEnabled {
                        Stepper(value: $reminderHour, in: 0...23) {
                            Text("At \(reminderHour):00")
                        }
                    }
                } header: {
                    Text("Notifications")
                }

                Section("About") {
                    NavigationLink(destination: Text("Thanks to everyone!").padding()) {
                        Label("Acknowledgements", systemImage: "heart")
                    }
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        Label("Privacy Policy", systemImage: "hand.raised")
                    }
                    Button {
                        openURL(URL(string: "mailto:support@example.com")!)
                    } label: {
                        Label("Contact support", systemImage: "envelope")
                    }
                    HStack {
                        Text("Version")
                        Spacer()
                        Text(appVersion).foregroundColor(.secondary)
                    }
                }

                Section {
                    Button("Reset all settings", role: .destructive) {
                        showResetAlert = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Reset settings?", isPresented: $showResetAlert) {
                Button("Reset", role: .destructive) {
                    theme = .system
                    notificationsEnabled = true
                    reminderHour = 9
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
        .preferredColorScheme(theme.colorScheme)
    }
}

struct SettingsForm_Previews: PreviewProvider {
    static var previews: some View {
        SettingsForm()
    }
}
