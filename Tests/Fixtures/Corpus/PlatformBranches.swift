import SwiftUI
#if os(iOS)
import UIKit.UIApplication  // no such module on Linux: the preview list must not import it here
#endif

/// A badge whose previews and imports sit in platform branches, as in many real packages.
struct PlatformBadge: View {
    var title = "Beta"

    var body: some View {
        Text(title)
            .font(.caption.bold())
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(Color.orange.opacity(0.2)))
    }
}

#if os(iOS)
#Preview("iOS only") {
    PlatformBadge(title: UIApplication.shared.alternateIconName ?? "Default")
}
#elseif os(macOS)
#Preview("macOS only") {
    PlatformBadge(title: NSApplication.shared.description)
}
#else
#Preview("Elsewhere") {
    PlatformBadge(title: "Linux")
}
#endif

#if DEBUG
struct PlatformBadge_Previews: PreviewProvider {
    static var previews: some View {
        PlatformBadge()
    }
}
#endif

/// A provider iOS cannot use: not one of the gallery's previews.
@available(iOS, unavailable)
@available(macOS 13.0, *)
struct MacBadge_Previews: PreviewProvider {
    static var previews: some View {
        PlatformBadge(title: "Mac")
    }
}

#Preview("Split state") {
    @Previewable @State
    var title = "Split"

    PlatformBadge(title: title)
}
