import SwiftUI

// A design system's form components: an outlined text field style (the `_body` spelling every
// tutorial uses), a ring gauge style, a chevron disclosure style, stacked labeled content and a
// settings-row toggle style that embeds the system switch.

struct OutlinedTextFieldStyle: TextFieldStyle {
    var icon: String?
    @FocusState private var isFocused: Bool

    func _body(configuration: TextField<Self._Label>) -> some View {
        HStack {
            if let icon = icon {
                Image(systemName: icon)
                    .foregroundColor(.secondary)
            }
            configuration
                .focused($isFocused)
        }
        .padding(.vertical, 12)
        .padding(.horizontal, 16)
        .background(
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .stroke(isFocused ? Color.accentColor : Color(.systemGray4), lineWidth: isFocused ? 2 : 1)
        )
    }
}

struct RingGaugeStyle: GaugeStyle {
    var tint: Color = .green

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: 10)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(tint, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 2) {
                configuration.currentValueLabel
                    .font(.title3.bold())
                configuration.label
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
        .frame(width: 96, height: 96)
    }
}

struct ChevronDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            Button {
                withAnimation(.easeInOut(duration: 0.2)) {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack {
                    configuration.label
                        .font(.headline)
                    Spacer()
                    Image(systemName: "chevron.down")
                        .rotationEffect(.degrees(configuration.isExpanded ? 180 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)

            if configuration.isExpanded {
                configuration.content
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
            configuration.content
                .font(.body.weight(.medium))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct SettingsRowToggleStyle: ToggleStyle {
    var systemImage: String
    var tint: Color

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .foregroundColor(.white)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 6))
            configuration.label
            Spacer()
            Toggle(configuration)
                .labelsHidden()
        }
    }
}

struct AccountForm: View {
    @State private var email = ""
    @State private var name = "Ada Lovelace"
    @State private var showAdvanced = false
    @State private var syncOn = true
    let storageUsed = 0.62

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                TextField("Email", text: $email)
                    .textFieldStyle(OutlinedTextFieldStyle(icon: "envelope"))
                TextField("Full name", text: $name)
                    .textFieldStyle(OutlinedTextFieldStyle())

                HStack(spacing: 24) {
                    Gauge(value: storageUsed) {
                        Text("Storage")
                    } currentValueLabel: {
                        Text("\(Int(storageUsed * 100))%")
                    }
                    .gaugeStyle(RingGaugeStyle(tint: storageUsed > 0.8 ? .red : .blue))

                    VStack(alignment: .leading, spacing: 12) {
                        LabeledContent("Plan", value: "Family")
                        LabeledContent("Renews") {
                            Text(Date().addingTimeInterval(86_400 * 30), style: .date)
                        }
                    }
                    .labeledContentStyle(StackedLabeledContentStyle())
                }

                DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                    Toggle("iCloud Sync", isOn: $syncOn)
                        .toggleStyle(SettingsRowToggleStyle(systemImage: "icloud", tint: .blue))
                }
                .disclosureGroupStyle(ChevronDisclosureStyle())
            }
            .padding()
        }
    }
}

struct AccountForm_Previews: PreviewProvider {
    static var previews: some View {
        AccountForm()
    }
}
