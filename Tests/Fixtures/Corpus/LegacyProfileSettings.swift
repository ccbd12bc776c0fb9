import SwiftUI
import Combine

// A profile settings screen written for iOS 13/14 in 2020: appearance proxies in init,
// onCommit text fields, the label-last Stepper and Slider, a hidden isActive NavigationLink,
// an ObservableObject persisted in didSet, and onReceive of a @Published value.

final class ProfileSettings: ObservableObject {
    @Published var displayName = "" {
        didSet { UserDefaults.standard.set(displayName, forKey: "displayName") }
    }
    @Published var dailyGoal = 3
    @Published var volume = 0.6
    @Published var savedCount = 0
}

struct LegacyProfileSettings: View {
    @EnvironmentObject var settings: ProfileSettings
    @State private var password = ""
    @State private var showSaved = false
    @State private var goToSummary = false
    @State private var lastEvent = "none"

    init() {
        UITableView.appearance().backgroundColor = .clear
        UITableViewCell.appearance().selectionStyle = .none
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemIndigo]
        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.systemIndigo, .font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
    }

    var body: some View {
        NavigationView {
            ZStack {
                Color(.systemGroupedBackground).edgesIgnoringSafeArea(.all)

                Form {
                    Section(header: Text("Profile")) {
                        TextField("Display name", text: $settings.displayName, onEditingChanged: { editing in
                            lastEvent = editing ? "editing" : "idle"
                        }, onCommit: {
                            lastEvent = "committed"
                        })
                        .autocapitalization(.words)
                        SecureField("New password", text: $password, onCommit: save)
                    }

                    Section(header: Text("Goals"), footer: Text("Last event: \(lastEvent)")) {
                        Stepper(onIncrement: { settings.dailyGoal += 1 }, onDecrement: { settings.dailyGoal = max(1, settings.dailyGoal - 1) }) {
                            Text("Daily goal: \(settings.dailyGoal) sessions")
                        }
                        Slider(value: $settings.volume, in: 0...1, step: 0.1, onEditingChanged: { _ in },
                               minimumValueLabel: Image(systemName: "speaker.fill"), maximumValueLabel: Image(systemName: "speaker.wave.3.fill")) {
                            Text("Volume")
                        }
                    }

                    Section {
                        Button(action: save) {
                            Text("Save")
                                .frame(maxWidth: .infinity)
                        }
                        NavigationLink(destination: Text("Saved \(settings.savedCount) times"), isActive: $goToSummary) {
                            EmptyView()
                        }
                    }
                }
            }
            .navigationBarTitle("Settings")
            .alert(isPresented: $showSaved) {
                Alert(title: Text("Saved"), message: Text("Your settings were saved."), dismissButton: .default(Text("OK")) {
                    goToSummary = true
                })
            }
        }
        .onReceive(settings.$savedCount.dropFirst()) { count in
            lastEvent = "saved \(count)"
        }
    }

    private func save() {
        settings.savedCount += 1
        showSaved = true
    }
}

struct LegacyProfileSettings_Previews: PreviewProvider {
    static var previews: some View {
        LegacyProfileSettings()
            .environmentObject(ProfileSettings())
    }
}
