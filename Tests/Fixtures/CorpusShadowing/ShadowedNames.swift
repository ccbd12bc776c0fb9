import SwiftUI

// An app that defines its own `Picker`, `Label` and `Button` types. Inside this module the
// user's types must win over SwiftUI's.

struct Label: View {
    let text: String
    var color: Color = .primary

    var body: some View {
        Text(text.uppercased())
            .font(.caption.weight(.heavy))
            .foregroundColor(color)
    }
}

struct Picker<Option: Hashable & CustomStringConvertible>: View {
    let options: [Option]
    @Binding var selection: Option

    var body: some View {
        HStack(spacing: 4) {
            ForEach(options, id: \.self) { option in
                Text(option.description)
                    .padding(6)
                    .background(option == selection ? Color.accentColor.opacity(0.2) : Color.clear)
                    .onTapGesture { selection = option }
                    .accessibilityLabel(option.description)
                    .accessibilityAddTraits(.isButton)
            }
        }
    }
}

struct Button: View {
    let title: String
    let action: () -> Void

    var body: some View {
        SwiftUI.Button(action: action) {
            Label(text: title, color: .white)
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(Capsule().fill(Color.indigo))
        }
    }
}

struct ShadowedNamesScreen: View {
    @State private var size = "M"
    @State private var added = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label(text: "Size", color: .secondary)
            Picker(options: ["S", "M", "L"], selection: $size)
            Button(title: "Add to bag (\(added))") { added += 1 }
            SwiftUI.Label("Free returns", systemImage: "arrow.uturn.left")
        }
        .padding()
    }
}

#Preview {
    ShadowedNamesScreen()
}
