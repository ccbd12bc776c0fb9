import SwiftUI

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 16
    var gradient = Gradient(colors: [.purple, .pink, .orange])

    @State private var animatedProgress: Double = 0

    var body: some View {
        ZStack {
            Circle()
                .stroke(lineWidth: lineWidth)
                .opacity(0.15)
                .foregroundColor(.gray)

            Circle()
                .trim(from: 0.0, to: CGFloat(min(animatedProgress, 1.0)))
                .stroke(
                    AngularGradient(gradient: gradient, center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * animatedProgress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
                )
                .rotationEffect(Angle(degrees: 270))
                .animation(.easeInOut(duration: 1.0), value: animatedProgress)

            VStack(spacing: 2) {
                Text(String(format: "%.0f%%", min(progress, 1.0) * 100.0))
                    .font(.largeTitle)
                    .bold()
                Text("Goal")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .onAppear {
            animatedProgress = progress
        }
        .onChange(of: progress) { newValue in
            animatedProgress = newValue
        }
    }
}

struct ProgressRing_Previews: PreviewProvider {
    static var previews: some View {
        ProgressRing(progress: 0.72)
            .frame(width: 200, height: 200)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
