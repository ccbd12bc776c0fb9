import SwiftUI

struct SettingsSheet: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var theme = 0
    @State private var syncEnabled = true
    @State private var storageUsed = 0.42
    @State private var savedMessage = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Appearance")) {
                    Picker(selection: $theme, label: Text("Theme")) {
                        Text("System").tag(0)
                        Text("Light").tag(1)
                        Text("Dark").tag(2)
                    }
                    Toggle("iCloud Sync", systemImage: "icloud", isOn: $syncEnabled)
                }

                Section(header: Text("Storage")) {
                    ProgressView(value: storageUsed)
                        .progressViewStyle(LinearProgressViewStyle(tint: .orange))
                    Text("\(Image(systemName: "externaldrive")) \(Int(storageUsed * 100))% used")
                        .font(.footnote)
                        .textSelection(.enabled)
                }

                Section {
                    Button("Save") {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            savedMessage = "Saving…"
                        } completion: {
                            savedMessage = "Saved"
                        }
                    }
                    if !savedMessage.isEmpty {
                        Text(savedMessage)
                    }
                }
            }
            .navigationBarTitle("Settings")
            .navigationBarItems(trailing: Button("Done") {
                presentationMode.wrappedValue.dismiss()
            })
        }
        .background(EllipticalGradient(colors: [.blue.opacity(0.1), .clear]))
    }
}

struct SettingsSheet_Previews: PreviewProvider {
    static var previews: some View {
        SettingsSheet()
    }
}
