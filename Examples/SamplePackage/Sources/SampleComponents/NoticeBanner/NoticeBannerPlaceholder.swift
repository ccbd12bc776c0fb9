import PlaceholderShimmer
import SwiftUI

/// A banner-shaped placeholder shown while a notice loads, shimmering with a third-party modifier.
struct NoticeBannerPlaceholder: View {
    var body: some View {
        NoticeBanner("Loading the latest notice", message: "One moment", systemImage: "clock")
            .redacted(reason: .placeholder)
            .shimmering()
    }
}

#Preview("Loading placeholder") {
    NoticeBannerPlaceholder()
        .padding()
}
