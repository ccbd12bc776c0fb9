import SwiftUI
import Combine

// A workout timer: Timer.publish + autoconnect + onReceive, Text date styles,
// monospaced digits, contentTransition(.numericText()) and a stored cancellable.

struct WorkoutTimer: View {
    @State private var elapsed: TimeInterval = 0
    @State private var isRunning = false
    @State private var startDate = Date()
    @State private var laps: [TimeInterval] = []
    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    private var formatted: String {
        let minutes = Int(elapsed) / 60
        let seconds = Int(elapsed) % 60
        let tenths = Int((elapsed - floor(elapsed)) * 10)
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths)
    }

    var body: some View {
        VStack(spacing: 20) {
            Text(formatted)
                .font(.system(size: 64, weight: .thin, design: .monospaced))
                .contentTransition(.numericText())
                .onReceive(timer) { _ in
                    guard isRunning else { return }
                    elapsed += 0.1
                }

            Text("Started \(startDate, style: .relative) ago")
                .font(.footnote)
                .foregroundColor(.secondary)
            Text(startDate, style: .timer)
                .monospacedDigit()
            Text(startDate.addingTimeInterval(3600), style: .offset)
            Text(startDate...startDate.addingTimeInterval(1800))
            Text(startDate, format: .dateTime.hour().minute())
            Text(startDate.formatted(date: .abbreviated, time: .shortened))

            HStack(spacing: 24) {
                Button(isRunning ? "Pause" : "Start") {
                    if !isRunning && elapsed == 0 { startDate = Date() }
                    isRunning.toggle()
                }
                .buttonStyle(.borderedProminent)
                .tint(isRunning ? .orange : .green)
                .controlSize(.large)

                Button("Lap") {
                    laps.insert(elapsed, at: 0)
                }
                .buttonStyle(.bordered)
                .controlSize(.large)
                .disabled(!isRunning)

                Button("Reset", role: .destructive) {
                    isRunning = false
                    elapsed = 0
                    laps.removeAll()
                }
                .buttonStyle(.bordered)
                .controlSize(.large)
            }

            List {
                ForEach(Array(laps.enumerated()), id: \.offset) { index, lap in
                    HStack {
                        Text("Lap \(laps.count - index)")
                        Spacer()
                        Text(String(format: "%.1f s", lap))
                            .monospacedDigit()
                    }
                }
            }
            .listStyle(.plain)
        }
        .padding()
        .onDisappear {
            timer.upstream.connect().cancel()
        }
    }
}

struct WorkoutTimer_Previews: PreviewProvider {
    static var previews: some View {
        WorkoutTimer()
            .preferredColorScheme(.dark)
    }
}
