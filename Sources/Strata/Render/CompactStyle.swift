// Fonts and paints as render-node payloads store them. `Font?` takes 46 bytes and `Paint?`
// 41, and a text's payload sets the size of every node's kind (so of every node in the
// tree); these forms keep the usual values inline in one word and box the rest, so nodes
// stay small and a page's tree touches less memory. Readers see `Font?` and `Paint?`.

/// An immutable value kept out of line, so the payload that holds it stays one word wide.
@usableFromInline
package final class StyleBox<Value: Sendable>: Sendable {
    @usableFromInline package let value: Value

    @inlinable package init(_ value: Value) { self.value = value }
}

/// A `Font?` in one word: no font, a text style and nothing more (`.headline`), or any other
/// font boxed.
@usableFromInline
package enum CompactFont: Sendable {
    case none
    case textStyle(Font.TextStyle)
    case boxed(StyleBox<Font>)

    @inlinable
    package init(_ font: Font?) {
        guard let font else {
            self = .none
            return
        }
        if let style = font.textStyleAlone {
            self = .textStyle(style)
        } else {
            self = .boxed(StyleBox(font))
        }
    }

    /// The font this stands for.
    @inlinable
    package var font: Font? {
        switch self {
        case .none: nil
        case .textStyle(let style): Font(base: .textStyle(style))
        case .boxed(let box): box.value
        }
    }
}

/// A `Paint?` in one word: no paint, a hierarchical level, the tint, an opaque system color (by
/// its place in `Color.systemColorNames`), or any other paint boxed.
@usableFromInline
package enum CompactPaint: Sendable {
    case none
    case hierarchical(Int32)
    case tint
    /// `Color.system(Color.systemColorNames[index])` at full opacity.
    case system(UInt8)
    case boxed(StyleBox<Paint>)

    @inlinable
    package init(_ paint: Paint?) {
        switch paint {
        case nil: self = .none
        case .hierarchical(let level):
            if let compact = Int32(exactly: level) { self = .hierarchical(compact) } else { self = .boxed(StyleBox(.hierarchical(level))) }
        case .tint: self = .tint
        case .color(let color):
            if color.alpha == 1, case .system(let name) = color.definition, let index = Color.systemColorIndex(of: name) {
                self = .system(index)
            } else {
                self = .boxed(StyleBox(.color(color)))
            }
        case let paint?: self = .boxed(StyleBox(paint))
        }
    }

    /// The paint this stands for.
    @inlinable
    package var paint: Paint? {
        switch self {
        case .none: nil
        case .hierarchical(let level): .hierarchical(Int(level))
        case .tint: .tint
        case .system(let index): .color(Color(definition: .system(Color.systemColorNames[Int(index)])))
        case .boxed(let box): box.value
        }
    }
}

extension Color {
    /// The place of `name` in `systemColorNames`, for `CompactPaint`.
    @usableFromInline
    static func systemColorIndex(of name: String) -> UInt8? {
        systemColorNames.firstIndex(of: name).map { UInt8($0) }
    }
}
