import SwiftUI

struct GaugeProgressStyle: ProgressViewStyle {
    var strokeColor = Color.blue
    var strokeWidth = 12.0

    func makeBody(configuration: Configuration) -> some View {
        let fractionCompleted = configuration.fractionCompleted ?? 0

        return ZStack {
            Circle()
                .stroke(strokeColor.opacity(0.2), lineWidth: strokeWidth)
            Circle()
                .trim(from: 0, to: fractionCompleted)
                .stroke(strokeColor, style: StrokeStyle(lineWidth: strokeWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(fractionCompleted * 100))%")
                .font(.system(.title3, design: .rounded))
                .bold()
        }
    }
}

struct DownloadView: View {
    @State private var progress = 0.6

    var body: some View {
        VStack(spacing: 24) {
            ProgressView(value: progress)
                .progressViewStyle(GaugeProgressStyle())
                .frame(width: 120, height: 120)
            ProgressView("Downloading…", value: progress, total: 1.0)
            Button("More") {
                if progress < 1.0 {
                    withAnimation {
                        progress += 0.1
                    }
                }
            }
        }
        .padding()
    }
}

#Preview("Gauge") {
    DownloadView()
}
