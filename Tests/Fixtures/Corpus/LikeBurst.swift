import SwiftUI

struct BurstValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

struct LikeBurst: View {
    @State private var likes = 0

    var body: some View {
        VStack(spacing: 32) {
            Image(systemName: "hand.thumbsup.fill")
                .font(.system(size: 60))
                .foregroundStyle(.blue)
                .keyframeAnimator(initialValue: BurstValues(), trigger: likes) { content, value in
                    content
                        .rotationEffect(value.angle)
                        .scaleEffect(value.scale)
                        .scaleEffect(y: value.verticalStretch)
                        .offset(y: value.verticalTranslation)
                } keyframes: { _ in
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.zero, duration: 0.58)
                        CubicKeyframe(.degrees(16), duration: 0.125)
                        CubicKeyframe(.degrees(-16), duration: 0.125)
                        CubicKeyframe(.zero, duration: 0.125)
                    }
                    KeyframeTrack(\.verticalStretch) {
                        CubicKeyframe(1.0, duration: 0.1)
                        CubicKeyframe(0.6, duration: 0.15)
                        SpringKeyframe(1.0, duration: 0.3, spring: .bouncy)
                    }
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.36)
                        SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .bouncy)
                    }
                    KeyframeTrack(\.verticalTranslation) {
                        LinearKeyframe(0.0, duration: 0.1)
                        SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                        SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                        MoveKeyframe(0.0)
                    }
                }

            KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in
                Circle()
                    .fill(Color.pink)
                    .frame(width: 24, height: 24)
                    .scaleEffect(scale)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(1.4, duration: 0.4, timingCurve: .easeInOut)
                    LinearKeyframe(1.0, duration: 0.4, timingCurve: .easeInOut)
                }
            }

            Button("Like \(likes)") { likes += 1 }
                .buttonStyle(.bordered)
        }
    }
}

#Preview {
    LikeBurst()
}
