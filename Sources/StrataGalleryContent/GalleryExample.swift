import SwiftUI

/// One gallery page's content.
struct GalleryExample {
    let slug: String
    let title: String
    let summary: String
    let content: AnyView

    init<Content: View>(slug: String, title: String, summary: String, @ViewBuilder content: () -> Content) {
        self.slug = slug
        self.title = title
        self.summary = summary
        self.content = AnyView(content())
    }
}

/// A captioned specimen inside a gallery page.
nonisolated struct Specimen<Content: View>: View {
    let caption: String
    let content: Content

    init(_ caption: String, @ViewBuilder content: () -> Content) {
        self.caption = caption
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(caption).font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
