import SwiftUI

struct MediaControls: View {
    @State private var volume = 0.6
    @State private var position = 42.0
    @State private var isPlaying = false
    @State private var isEditing = false
    let duration = 215.0

    private func timeString(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return String(format: "%d:%02d", total / 60, total % 60)
    }

    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 8)
                .fill(LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 220, height: 220)
                .clipShape(.rect(cornerRadius: 24))
                .shadow(radius: 12)

            VStack(spacing: 4) {
                Slider(value: $position, in: 0...duration) { editing in
                    isEditing = editing
                }
                HStack {
                    Text(timeString(position))
                    Spacer()
                    Text("-" + timeString(duration - position))
                }
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
            }

            HStack(spacing: 40) {
                Button { position = max(0, position - 15) } label: { Image(systemName: "gobackward.15") }
                    .accessibilityLabel("Back 15 seconds")
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.largeTitle)
                }
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                Button { position = min(duration, position + 15) } label: { Image(systemName: "goforward.15") }
                    .accessibilityLabel("Forward 15 seconds")
            }
            .buttonStyle(.plain)
            .contentShape(.rect)

            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.3.fill")
            }
            .padding(.horizontal)
            .padding(.vertical, 8)
            .background(.thinMaterial, in: .capsule)
        }
        .padding()
    }
}

#Preview {
    MediaControls()
}
