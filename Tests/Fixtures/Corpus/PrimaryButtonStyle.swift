//
//  PrimaryButtonStyle.swift
//  Shared button styles for the app.
//

import SwiftUI

struct PrimaryButtonStyle: ButtonStyle {
    var color: Color = .blue
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .padding(.vertical, 14)
            .frame(maxWidth: .infinity)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(isEnabled ? color : Color.gray)
            )
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(.easeOut(duration: 0.15), value: configuration.isPressed)
    }
}

struct SecondaryButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.subheadline.weight(.semibold))
            .foregroundColor(.accentColor)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().stroke(Color.accentColor, lineWidth: 1.5))
            .contentShape(Capsule())
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}

struct PrimaryButtonStyle_Previews: PreviewProvider {
    static var previews: some View {
        VStack(spacing: 20) {
            Button("Continue") {}
                .buttonStyle(.primary)
            Button("Disabled") {}
                .buttonStyle(PrimaryButtonStyle(color: .green))
                .disabled(true)
            Button("Learn more") {}
                .buttonStyle(SecondaryButtonStyle())
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
