import CoreGraphics
import SwiftUI

/// A band of light that sweeps across placeholder content while it loads.
public struct Shimmer: ViewModifier {
    private let isActive: Bool
    private let bandWidth: CGFloat
    @State private var phase: CGFloat = 0

    public init(isActive: Bool = true, bandWidth: CGFloat = 0.3) {
        self.isActive = isActive
        self.bandWidth = min(max(bandWidth, 0.05), 1)
    }

    public func body(content: Content) -> some View {
        if isActive {
            content
                .mask(band)
                .onAppear {
                    withAnimation(.linear(duration: 1.4).repeatForever(autoreverses: false)) { phase = 1 }
                }
                .accessibilityLabel(Text("Loading"))
        } else {
            content
        }
    }

    private var band: some View {
        LinearGradient(
            stops: [
                .init(color: .black.opacity(0.4), location: phase - bandWidth),
                .init(color: .black, location: phase),
                .init(color: .black.opacity(0.4), location: phase + bandWidth),
            ],
            startPoint: .leading,
            endPoint: .trailing
        )
    }
}

extension View {
    /// Sweeps a band of light across this view while `isActive` is true.
    public func shimmering(_ isActive: Bool = true) -> some View {
        modifier(Shimmer(isActive: isActive))
    }
}
