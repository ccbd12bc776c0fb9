import StrataKit
import SwiftUI

/// Every theme in light and dark, side by side (stacked at phone width), around `content`.
nonisolated struct ThemeMatrix<Content: View>: View {
    let content: () -> Content

    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(StrataTheme.all, id: \.name) { theme in
                // Side by side where there is room, one above the other on a phone.
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 260), spacing: 0, alignment: .topLeading)], alignment: .leading, spacing: 0) {
                    ForEach(ColorScheme.allCases, id: \.self) { scheme in
                        VStack(alignment: .leading, spacing: 8) {
                            Text("\(theme.name) · \(scheme == .dark ? "dark" : "light")")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                            content()
                        }
                        .padding(16)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(scheme == .dark ? Color.black : Color(white: 0.95))
                        .colorScheme(scheme)
                        .strataTheme(theme)
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}
