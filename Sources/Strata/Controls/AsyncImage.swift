/// The loading phase of an `AsyncImage`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The loading error, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL.
///
/// A server renders the page before any image loads, so the content is shown in the `.empty`
/// phase: your placeholder, or a light gray box for the default form, as SwiftUI shows first.
nonisolated public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: ((AsyncImagePhase) -> Content)?

    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.content = nil
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1,
        @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase -> _ConditionalContent<I, P> in
            if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
            return ViewBuilder.buildEither(second: placeholder())
        }
    }

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        if let content {
            content(.empty)
        } else {
            Color.gray.opacity(0.2)
                .accessibilityLabel(url?.lastPathComponent ?? "Image")
        }
    }
}
