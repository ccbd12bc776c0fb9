// A layout built on SwiftUI's variadic views, as flow and list libraries do.
import SwiftUI

/// Stacks its content vertically with a divider between each pair of views.
public struct DividedStack<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        _VariadicView.Tree(DividedLayout()) {
            content
        }
    }

    struct DividedLayout: _VariadicView_UnaryViewRoot {
        @ViewBuilder
        func body(children: _VariadicView.Children) -> some View {
            let last = children.last?.id
            VStack(spacing: 0) {
                ForEach(children) { child in
                    child
                    if child.id != last {
                        Divider()
                    }
                }
            }
        }
    }
}

/// A trait that marks a row as highlighted for `BadgedRows`.
public struct HighlightedTrait: _ViewTraitKey {
    public static let defaultValue = false
}

extension View {
    /// Marks this row as highlighted inside `BadgedRows`.
    public func highlighted(_ isOn: Bool = true) -> some View {
        _trait(HighlightedTrait.self, isOn)
    }
}

/// Each child of its content, numbered, with a star on the highlighted ones (a multi-view root).
public struct BadgedRows<Content: View>: View {
    var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        _VariadicView.Tree(root: Badger(), content: content)
    }

    struct Badger: _VariadicView_MultiViewRoot {
        func body(children: _VariadicView.Children) -> some View {
            ForEach(Array(children.enumerated()), id: \.offset) { index, child in
                HStack {
                    Text("#\(index + 1)")
                    child
                    if child[HighlightedTrait.self] {
                        Image(systemName: "star.fill")
                    }
                }
            }
        }
    }
}
