// A card background as packages adopt Liquid Glass: the glass only where the compiler and the OS
// have it, a material otherwise.
import SwiftUI

/// Puts the card's background behind its content: glass where available.
public struct GlassCardBackground: ViewModifier {
    let cornerRadius: CGFloat
    let tint: Color?

    public init(cornerRadius: CGFloat = 16, tint: Color? = nil) {
        self.cornerRadius = cornerRadius
        self.tint = tint
    }

    @ViewBuilder
    public func body(content: Content) -> some View {
        #if compiler(>=6.2)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
            content
                .padding()
                .glassEffect(.regular.tint(tint).interactive(), in: .rect(cornerRadius: cornerRadius))
        } else {
            fallback(content)
        }
        #else
        fallback(content)
        #endif
    }

    private func fallback(_ content: Content) -> some View {
        content
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius))
    }
}

/// A "what's new" headline whose symbol swaps with a replace effect.
public struct NewFeatureBadge: View {
    let symbol: String

    public init(symbol: String) {
        self.symbol = symbol
    }

    public var body: some View {
        Label("New", systemImage: symbol)
            .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .repeat(.continuous)))
            .modifier(GlassCardBackground(cornerRadius: 12, tint: .blue))
            .presentationBackground { Color.blue.opacity(0.1) }
    }
}
