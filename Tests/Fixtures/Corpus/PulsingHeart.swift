import SwiftUI

enum PulsePhase: CaseIterable {
    case rest, grow, shrink

    var scale: Double {
        switch self {
        case .rest: 1.0
        case .grow: 1.3
        case .shrink: 0.9
        }
    }

    var opacity: Double {
        self == .grow ? 0.8 : 1.0
    }
}

struct PulsingHeart: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 24) {
            PhaseAnimator(PulsePhase.allCases, trigger: likes) { phase in
                Image(systemName: "heart.fill")
                    .font(.system(size: 64))
                    .foregroundStyle(.red)
                    .scaleEffect(phase.scale)
                    .opacity(phase.opacity)
            } animation: { phase in
                switch phase {
                case .rest: .smooth
                case .grow: .spring(duration: 0.2, bounce: 0.5)
                case .shrink: .easeOut(duration: 0.15)
                }
            }

            Text("Loading")
                .font(.headline)
                .phaseAnimator([false, true]) { content, dimmed in
                    content.opacity(dimmed ? 0.4 : 1)
                }

            Button("Like (\(likes))") {
                likes += 1
            }
            .buttonStyle(.borderedProminent)
            .sensoryFeedback(.impact(weight: .light), trigger: likes)
        }
    }
}

#Preview {
    PulsingHeart()
}
