import SwiftUI

// A gallery of loading indicators in the styles people share on GitHub and Dribbble clones:
// marching-ants dashed borders, a spinning triangle built from shape modifiers, a dot loader
// drawn by TimelineView + Canvas, and a skeleton list whose rows report their count upward.

struct SpinnerTriangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}

struct MarchingAntsBorder: View {
    @State private var phase: CGFloat = 0

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .stroke(style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [8, 6], dashPhase: phase))
            .foregroundColor(.accentColor)
            .frame(height: 80)
            .overlay(Text("Drop files here").foregroundColor(.secondary))
            .onAppear {
                withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                    phase -= 14
                }
            }
    }
}

struct SpinningTriangle: View {
    @State private var angle = 0.0

    var body: some View {
        ZStack {
            SpinnerTriangle()
                .rotation(.degrees(angle))
                .stroke(Color.purple, lineWidth: 3)
            Circle()
                .scale(0.25)
                .offset(y: -4)
                .fill(Color.purple.opacity(0.4))
            Rectangle()
                .rotation(.degrees(45))
                .scale(0.2)
                .fill(Color.pink)
        }
        .frame(width: 60, height: 60)
        .onAppear {
            withAnimation(.interpolatingSpring(stiffness: 40, damping: 6).repeatForever(autoreverses: false)) {
                angle = 360
            }
        }
    }
}

struct DotLoader: View {
    var count = 3
    var color: Color = .blue

    var body: some View {
        TimelineView(.animation(minimumInterval: 1 / 30)) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                let spacing = size.width / CGFloat(count)
                for index in 0..<count {
                    let wave = sin(time * 4 - Double(index) * 0.6)
                    let radius = spacing * 0.25 * (1 + 0.3 * wave)
                    let center = CGPoint(x: spacing * (CGFloat(index) + 0.5), y: size.height / 2)
                    var dot = context
                    dot.opacity = 0.5 + 0.5 * wave
                    dot.fill(Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)), with: .color(color))
                }
            }
        }
        .frame(width: 60, height: 20)
        .accessibilityLabel("Loading")
    }
}

struct SkeletonCountKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

struct SkeletonRow: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color(.systemGray5))
                .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 6) {
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray5)).frame(height: 12)
                RoundedRectangle(cornerRadius: 4).fill(Color(.systemGray6)).frame(width: 120, height: 10)
            }
        }
        .preference(key: SkeletonCountKey.self, value: 1)
    }
}

struct LoadingIndicators: View {
    @State private var skeletonRows = 0
    @State private var isLoading = true

    var body: some View {
        VStack(spacing: 24) {
            MarchingAntsBorder()
            HStack(spacing: 32) {
                SpinningTriangle()
                DotLoader()
                ProgressView()
                    .progressViewStyle(CircularProgressViewStyle(tint: .orange))
            }
            VStack(spacing: 16) {
                ForEach(0..<3, id: \.self) { _ in SkeletonRow() }
            }
            .transformPreference(SkeletonCountKey.self) { value in
                value = isLoading ? value : 0
            }
            .redacted(reason: isLoading ? .placeholder : [])
            Text("\(skeletonRows) placeholder rows")
                .font(.footnote)
                .foregroundColor(.secondary)
            Button(isLoading ? "Finish loading" : "Reload") {
                isLoading.toggle()
            }
        }
        .padding()
        .onPreferenceChange(SkeletonCountKey.self) { skeletonRows = $0 }
    }
}

#Preview {
    LoadingIndicators()
}
