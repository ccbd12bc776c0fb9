import SwiftUI

/// A checkbox-style toggle, like the one on macOS, for iOS.
struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                .foregroundColor(configuration.isOn ? .accentColor : .secondary)
                .font(.system(size: 20, weight: .regular))
                .onTapGesture {
                    configuration.isOn.toggle()
                }
            configuration.label
        }
    }
}

struct TermsView: View {
    @State private var acceptsTerms = false
    @State private var newsletter = true

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Toggle("I accept the terms and conditions", isOn: $acceptsTerms)
            Toggle(isOn: $newsletter) {
                Text("Send me the newsletter")
            }
            Button("Sign up") {}
                .disabled(!acceptsTerms)
        }
        .toggleStyle(CheckboxToggleStyle())
        .padding()
    }
}

#Preview {
    TermsView()
}
