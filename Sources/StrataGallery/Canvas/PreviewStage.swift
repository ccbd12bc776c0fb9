import Foundation
import Strata

/// A preview as the canvas shows it: inside its modifier traits, in the chosen appearance,
/// Dynamic Type size, layout direction and locale, on a device-sized screen (or at its own size).
nonisolated struct PreviewStage: View {
    let entry: PreviewEntry
    let options: CanvasOptions

    var body: some View {
        if entry.isProvider {
            // Each top-level view of a `PreviewProvider` is a preview of its own, as in Xcode.
            Group(subviews: entry.makeModifiedView()) { subviews in
                VStack(alignment: .leading, spacing: 24) {
                    ForEach(subviews) { subview in
                        VStack(alignment: .leading, spacing: 8) {
                            if let name = subview.containerValues.previewDisplayName {
                                Text(name).font(.subheadline.weight(.semibold))
                            }
                            screen(subview)
                        }
                    }
                }
            }
        } else {
            screen(entry.makeModifiedView())
        }
    }

    /// The identifier of a sized screen (a device, a turned device, a fixed layout): in a window
    /// narrower than the screen, the gallery's stylesheet gives it the window's width, so the
    /// preview lays out as on that phone instead of running off the window.
    static let deviceScreenID = "strata-device-screen"

    private func screen(_ content: some View) -> some View {
        let size = options.canvasSize(for: entry.traits)
        let screen = RoundedRectangle(cornerRadius: size == nil ? 8 : 28)
        return options.variant.apply(to: sized(content, size, fitsWindow: !options.isThumbnail))
            .clipShape(screen)
            .overlay(screen.stroke(Color.gray.opacity(0.45), lineWidth: 1))
    }

    @ViewBuilder private func sized(_ content: some View, _ size: (width: Double, height: Double)?, fitsWindow: Bool) -> some View {
        if let size, fitsWindow {
            content
                .frame(width: size.width)
                .accessibilityIdentifier(Self.deviceScreenID)
                .frame(minHeight: size.height, alignment: .center)
        } else if let size {
            content
                .frame(width: size.width)
                .frame(minHeight: size.height, alignment: .center)
        } else {
            content
        }
    }
}
