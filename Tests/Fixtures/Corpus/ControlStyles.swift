import SwiftUI

// Custom control styles collected from design-system repos: a GroupBoxStyle, a gradient
// ProgressViewStyle, a vertical LabelStyle, toggle styles reading configuration.isOn and
// configuration.$isOn, and a ButtonStyle that reads isEnabled and the configuration role.

struct SecondaryGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label
                .font(.headline)
            configuration.content
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color(.secondarySystemBackground)))
    }
}

struct GradientProgressStyle: ProgressViewStyle {
    var colors: [Color] = [.purple, .blue]
    var height: Double = 10

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0

        return VStack(alignment: .leading, spacing: 4) {
            configuration.label
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color.gray.opacity(0.2))
                    Capsule()
                        .fill(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing))
                        .frame(width: geometry.size.width * CGFloat(fraction))
                }
            }
            .frame(height: height)
            configuration.currentValueLabel
                .font(.caption)
        }
    }
}

struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
            configuration.title
                .font(.caption)
        }
    }
}

struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == StackedLabelStyle {
    static var stacked: StackedLabelStyle { StackedLabelStyle() }
}

struct iOSCheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(action: {
            configuration.isOn.toggle()
        }, label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        })
    }
}

struct ColoredSwitchStyle: ToggleStyle {
    var onColor = Color.green
    var offColor = Color(UIColor.systemGray5)
    var thumbColor = Color.white

    func makeBody(configuration: Self.Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 16, style: .circular)
                .fill(configuration.isOn ? onColor : offColor)
                .frame(width: 50, height: 29)
                .overlay(
                    Circle()
                        .fill(thumbColor)
                        .shadow(radius: 1, x: 0, y: 1)
                        .padding(1.5)
                        .offset(x: configuration.isOn ? 10 : -10))
                .animation(Animation.easeInOut(duration: 0.2), value: configuration.isOn)
                .onTapGesture { configuration.$isOn.wrappedValue.toggle() }
        }
        .font(.title3)
        .padding(.horizontal)
    }
}

struct PillButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.body.weight(.semibold))
            .padding(.vertical, 12)
            .padding(.horizontal, 24)
            .foregroundColor(.white)
            .background(configuration.role == .destructive ? Color.red : Color.blue)
            .clipShape(Capsule())
            .opacity(isEnabled ? (configuration.isPressed ? 0.7 : 1) : 0.4)
            .scaleEffect(configuration.isPressed ? 0.96 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct ControlStylesDemo: View {
    @State private var notifications = true
    @State private var agreed = false
    @State private var progress = 0.45

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                GroupBox(label: Label("Storage", systemImage: "internaldrive")) {
                    ProgressView(value: progress) {
                        Text("Used")
                    } currentValueLabel: {
                        Text("\(Int(progress * 100))%")
                    }
                    .progressViewStyle(GradientProgressStyle())
                }
                .groupBoxStyle(SecondaryGroupBoxStyle())

                HStack(spacing: 24) {
                    Label("Home", systemImage: "house")
                    Label("Search", systemImage: "magnifyingglass")
                    Label("Profile", systemImage: "person")
                }
                .labelStyle(.stacked)

                Label("Next", systemImage: "chevron.right")
                    .labelStyle(TrailingIconLabelStyle())

                Toggle("Notifications", isOn: $notifications)
                    .toggleStyle(ColoredSwitchStyle())
                Toggle(isOn: $agreed) {
                    Text("I agree to the terms")
                }
                .toggleStyle(iOSCheckboxToggleStyle())

                Button("Continue") { progress = min(1, progress + 0.1) }
                    .buttonStyle(PillButtonStyle())
                    .disabled(!agreed)
                Button("Delete", role: .destructive) {}
                    .buttonStyle(PillButtonStyle())
            }
            .padding()
        }
    }
}

struct ControlStylesDemo_Previews: PreviewProvider {
    static var previews: some View {
        ControlStylesDemo()
    }
}
