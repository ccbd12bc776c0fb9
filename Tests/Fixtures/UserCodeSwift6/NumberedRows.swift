// A variadic root as layout packages write one in the Swift 6 mode: a generic root holding a
// value that is not `Sendable` builds a `ForEach` over its children whose closure captures that
// value and makes main-actor views. It compiles only if `_VariadicView_ViewRoot` is main-actor
// bound, as Apple's is (a nonisolated `body(children:)` sends the value to the main actor).
import SwiftUI

/// How a row is labeled; a protocol so the root stays generic, as layout libraries keep theirs.
public protocol RowNumbering {
    func label(for index: Int) -> String
}

/// Numbers rows from a first number; a class, so not `Sendable`.
public final class CountingNumbering: RowNumbering {
    public var first: Int

    public init(first: Int) { self.first = first }

    public func label(for index: Int) -> String { "\(first + index)." }
}

/// A row: the numbering's label in front of one child.
struct NumberedRow<Numbering: RowNumbering>: View {
    let numbering: Numbering
    let index: Int
    let child: _VariadicView.Children.Element

    var body: some View {
        HStack {
            Text(numbering.label(for: index))
            child
        }
    }
}

/// Puts each child in a numbered row.
struct NumberedRowsRoot<Numbering: RowNumbering>: _VariadicView_MultiViewRoot {
    let numbering: Numbering

    @ViewBuilder
    func body(children: _VariadicView.Children) -> some View {
        ForEach(Array(zip(children, children.indices)), id: \.0.id) { child, index in
            NumberedRow(numbering: numbering, index: index, child: child)
        }
    }
}

/// A vertical list whose children are numbered by `numbering`.
public struct NumberedRows<Numbering: RowNumbering, Content: View>: View {
    let numbering: Numbering
    let content: Content

    public init(_ numbering: Numbering, @ViewBuilder content: () -> Content) {
        self.numbering = numbering
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading) {
            _VariadicView.Tree(NumberedRowsRoot(numbering: numbering)) {
                content
            }
        }
    }
}
