import SwiftUI

/// A tile dragged with `DragGesture`: `@GestureState` follows the pointer, `onEnded` keeps where
/// the tile was let go. Live, the server runs the gesture and patches the offset.
struct DragDemo: View {
    @GestureState private var dragOffset = CGSize.zero
    @State private var resting = CGSize.zero

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .strokeBorder(Color.secondary.opacity(0.5), style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                RoundedRectangle(cornerRadius: 12)
                    .fill(.indigo.gradient)
                    .frame(width: 72, height: 72)
                    .overlay(Image(systemName: "hand.draw").foregroundStyle(.white).accessibilityHidden(true))
                    .offset(x: resting.width + dragOffset.width, y: resting.height + dragOffset.height)
                    .accessibilityLabel("Tile")
                    .gesture(
                        DragGesture()
                            .updating($dragOffset) { value, state, _ in state = value.translation }
                            .onEnded { value in
                                resting.width += value.translation.width
                                resting.height += value.translation.height
                            }
                    )
            }
            .frame(maxWidth: 320, minHeight: 200, maxHeight: 200)
            HStack {
                Text("Tile at \(Int(resting.width)), \(Int(resting.height))")
                    .monospacedDigit()
                Spacer()
                Button("Reset") { resting = .zero }
            }
            .frame(maxWidth: 320)
        }
    }
}
