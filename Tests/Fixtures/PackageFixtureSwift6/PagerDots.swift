// A pager's page dots, configured through the environment as pager packages do, with arrow keys
// turning pages where the platform has them.
import SwiftUI

/// The dots under a pager: one per page, the current one filled.
public struct PagerDots: View {
    /// When the dots show. Public and not declared `Sendable`, like many packages' option enums.
    public enum Visibility {
        case automatic, always, never
    }

    @Binding var page: Int
    let count: Int
    @Environment(\.pagerDotsVisibility) private var visibility

    public init(page: Binding<Int>, count: Int) {
        _page = page
        self.count = count
    }

    public var body: some View {
        if visibility == .never || (visibility == .automatic && count < 2) {
            EmptyView()
        } else {
            dots
            #if os(iOS) || os(watchOS)
                .accessibilityAdjustableAction { _ in }
            #else
                .onMoveCommand { direction in
                    switch direction {
                    case .left: page = max(page - 1, 0)
                    case .right: page = min(page + 1, count - 1)
                    default: break
                    }
                }
            #endif
        }
    }

    private var dots: some View {
        HStack(spacing: 6) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(index == page ? Color.primary : Color.secondary)
                    .frame(width: 6, height: 6)
            }
        }
        .animation(.interpolatingSpring(stiffness: 170, damping: 15), value: page)
    }
}

public extension EnvironmentValues {
    /// When `PagerDots` show; a stored default of a type that is not `Sendable`.
    @Entry var pagerDotsVisibility = PagerDots.Visibility.automatic
}

public extension View {
    /// Sets when page dots show.
    func pagerDotsVisibility(_ visibility: PagerDots.Visibility) -> some View {
        environment(\.pagerDotsVisibility, visibility)
    }
}
