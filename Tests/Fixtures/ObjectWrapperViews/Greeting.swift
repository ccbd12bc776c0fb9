import SwiftUI

// A greeting that reads its settings from the environment.

final class Settings: ObservableObject {
    @Published var name = "Ada"
}

struct Greeting: View {
    @EnvironmentObject var settings: Settings
    var body: some View { Text("Hello, \(settings.name)") }
}
