import SwiftUI

// iOS 17 shader effects as effect packages use them: a ripple distortion driven by a time value,
// a color shader from the default library, and a canvas that blends its sparks additively.
struct ShaderRipple: View {
    @State private var elapsed: Double = 0
    @State private var glowing = true

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: "drop.fill")
                .font(.system(size: 64))
                .foregroundStyle(.cyan)
                .distortionEffect(
                    ShaderLibrary.ripple(.float(elapsed), .float2(32, 32), .boundingRect),
                    maxSampleOffset: CGSize(width: 12, height: 12)
                )
                .colorEffect(ShaderLibrary.default.glow(.color(.cyan), .float(0.4)), isEnabled: glowing)
            Canvas { context, size in
                context.blendMode = .plusLighter
                for index in 0..<12 {
                    let angle = Double(index) / 12 * 2 * .pi
                    let point = CGPoint(x: size.width / 2 + cos(angle) * 40, y: size.height / 2 + sin(angle) * 40)
                    context.fill(Path(ellipseIn: CGRect(x: point.x - 3, y: point.y - 3, width: 6, height: 6)),
                                 with: .color(.orange))
                }
            }
            .frame(width: 120, height: 120)
            Toggle("Glow", isOn: $glowing)
            Button("Ripple") { elapsed += 0.5 }
        }
        .padding()
    }
}
