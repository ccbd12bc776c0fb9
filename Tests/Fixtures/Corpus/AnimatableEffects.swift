import SwiftUI

/// Animates a number counting up, by interpolating `animatableData`.
struct CountingText: AnimatableModifier {
    var value: Double

    var animatableData: Double {
        get { value }
        set { value = newValue }
    }

    func body(content: Content) -> some View {
        Text("\(Int(value))")
            .font(.system(size: 44, weight: .bold, design: .rounded))
            .monospacedDigit()
    }
}

/// A sine wave whose phase and amplitude can be animated together.
struct Wave: Shape {
    var phase: Double
    var amplitude: Double

    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, amplitude) }
        set {
            phase = newValue.first
            amplitude = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midHeight = rect.height / 2
        let wavelength = rect.width / 2
        path.move(to: CGPoint(x: 0, y: midHeight))
        for x in stride(from: 0, through: rect.width, by: 2) {
            let relativeX = x / wavelength
            let sine = sin(relativeX * 2 * .pi + phase)
            let y = midHeight + sine * amplitude
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

/// A shake offset driven by an animatable number of shakes.
struct Shake: ViewModifier, Animatable {
    var shakes: CGFloat

    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }

    func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 8)
    }
}

struct AnimatableDemo: View {
    @State private var total = 1250.0
    @State private var phase = 0.0
    @State private var attempts: CGFloat = 0

    var body: some View {
        VStack(spacing: 24) {
            Color.clear
                .frame(height: 50)
                .modifier(CountingText(value: total))

            Wave(phase: phase, amplitude: 12)
                .fill(Color.blue.opacity(0.6))
                .frame(height: 80)
                .onAppear {
                    withAnimation(.linear(duration: 2).repeatForever(autoreverses: false)) {
                        phase = .pi * 2
                    }
                }

            SecureField("Password", text: .constant(""))
                .modifier(Shake(shakes: attempts))
            Button("Try again") {
                withAnimation(.default) { attempts += 1 }
            }
        }
        .padding()
    }
}

#Preview {
    AnimatableDemo()
}
