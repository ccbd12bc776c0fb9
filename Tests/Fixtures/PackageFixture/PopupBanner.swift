// A popup that logs when it is made, as popup packages' views do.
import SwiftUI

/// A banner popup with a title.
public struct PopupBanner: View {
    let title: String

    public init(id: String, title: String, onScreen: Int = 1) {
        self.title = title
        PopupLog.presented(id: id, title: title, onScreen: onScreen)
    }

    public var body: some View {
        Text(title)
            .padding()
            .background(Capsule().fill(Color.black.opacity(0.8)))
            .foregroundColor(.white)
    }
}
