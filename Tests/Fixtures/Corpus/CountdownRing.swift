import SwiftUI

struct CountdownRing: View {
    let total: Int
    @State private var remaining: Int
    @State private var isRunning = false

    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    init(total: Int = 60) {
        self.total = total
        _remaining = State(initialValue: total)
    }

    private var progress: CGFloat {
        CGFloat(remaining) / CGFloat(total)
    }

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle()
                    .stroke(Color.secondary.opacity(0.2), lineWidth: 14)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(
                        AngularGradient(gradient: Gradient(colors: [.mint, .teal, .blue]), center: .center),
                        style: StrokeStyle(lineWidth: 14, lineCap: .round)
                    )
                    .rotationEffect(.degrees(-90))
                    .animation(.linear(duration: 1), value: remaining)
                Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
                    .font(.system(size: 40, weight: .semibold, design: .monospaced))
                    .contentTransition(.numericText(countsDown: true))
            }
            .frame(width: 200, height: 200)

            HStack(spacing: 16) {
                Button(isRunning ? "Pause" : "Start") { isRunning.toggle() }
                    .buttonStyle(.borderedProminent)
                Button("Reset") {
                    isRunning = false
                    remaining = total
                }
                .buttonStyle(.bordered)
            }
        }
        .onReceive(timer) { _ in
            guard isRunning else { return }
            if remaining > 0 {
                remaining -= 1
            } else {
                isRunning = false
                timer.upstream.connect().cancel()
            }
        }
    }
}

#Preview {
    CountdownRing(total: 90)
}
