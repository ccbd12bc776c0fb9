import SwiftUI

/// A gallery page: its heading, summary and specimens. Live pages add an appearance switch.
struct GalleryPageView: View {
    let example: GalleryExample
    let isLive: Bool
    @State private var appearance = GalleryAppearance.system

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack {
                Text("Strata gallery").font(.footnote).foregroundStyle(.secondary)
                Spacer()
                if isLive {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(GalleryAppearance.allCases, id: \.self) { option in
                            Text(option.title).tag(option)
                        }
                    }
                    .pickerStyle(.segmented)
                    .fixedSize()
                }
            }
            Text(example.title).font(.largeTitle).bold().accessibilityAddTraits(.isHeader)
            Text(example.summary).foregroundStyle(.secondary)
            example.content
        }
        .frame(maxWidth: 760, alignment: .leading)
        .modifier(GalleryAppearanceModifier(appearance: appearance))
    }
}

/// The page's appearance: the browser's, or forced light or dark.
enum GalleryAppearance: String, CaseIterable, Hashable {
    case system, light, dark

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

/// Forces an appearance on the page and paints the page background to match.
private struct GalleryAppearanceModifier: ViewModifier {
    let appearance: GalleryAppearance

    func body(content: Content) -> some View {
        switch appearance {
        case .system:
            content
        case .light:
            content.padding(16).background(Color(white: 0.95)).colorScheme(.light)
        case .dark:
            content.padding(16).background(Color(red: 0.11, green: 0.11, blue: 0.12)).colorScheme(.dark)
        }
    }
}
