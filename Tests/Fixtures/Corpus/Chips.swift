import SwiftUI

extension EnvironmentValues {
    @Entry var chipTint: Color = .accentColor
    @Entry var chipCornerRadius: CGFloat = 16
    @Entry var chipIsCompact = false
}

struct Chip: View {
    let title: String
    var systemImage: String? = nil
    @Binding var isSelected: Bool

    @Environment(\.chipTint) private var tint
    @Environment(\.chipCornerRadius) private var cornerRadius
    @Environment(\.chipIsCompact) private var isCompact

    var body: some View {
        Button {
            isSelected.toggle()
        } label: {
            HStack(spacing: 4) {
                if let systemImage {
                    Image(systemName: systemImage)
                }
                Text(title)
            }
            .font(isCompact ? .caption : .subheadline)
            .padding(.horizontal, isCompact ? 8 : 12)
            .padding(.vertical, isCompact ? 4 : 8)
            .foregroundStyle(isSelected ? Color.white : tint)
            .background(
                RoundedRectangle(cornerRadius: cornerRadius)
                    .fill(isSelected ? tint : tint.opacity(0.12))
            )
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

struct ChipRow: View {
    @State private var selection: Set<String> = ["Vegan"]
    let options = ["Vegan", "Gluten free", "Spicy", "Nut free"]

    var body: some View {
        HStack {
            ForEach(options, id: \.self) { option in
                Chip(title: option, isSelected: Binding(
                    get: { selection.contains(option) },
                    set: { isOn in
                        if isOn { selection.insert(option) } else { selection.remove(option) }
                    }
                ))
            }
        }
        .environment(\.chipTint, .green)
    }
}

#Preview("Chips") {
    VStack(spacing: 20) {
        ChipRow()
        ChipRow()
            .environment(\.chipIsCompact, true)
            .environment(\.chipCornerRadius, 4)
    }
    .padding()
}
