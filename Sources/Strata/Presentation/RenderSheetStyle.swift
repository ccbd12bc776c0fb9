/// How a sheet is drawn, as set from inside it by `presentationDetents(_:)`,
/// `presentationDragIndicator(_:)`, `presentationCornerRadius(_:)` and `presentationBackground(_:)`.
/// Renderers read it from `RenderPresentation.sheetStyle`.
public struct RenderSheetStyle {
    /// The heights the sheet rests at, in a stable order; never empty (`[.large]` by default).
    public var detents: [PresentationDetent]
    /// The detent the sheet is shown at, or nil for the smallest of `detents` (as iOS does).
    public var selection: PresentationDetent?
    /// Whether the drag indicator (the grabber at the top) is drawn.
    public var showsDragIndicator: Bool
    /// The radius of the sheet's top corners, or nil for the system's.
    public var cornerRadius: CGFloat?
    /// The sheet's background, or nil for the system's.
    public var background: Paint?
    /// Whether the sheet covers the whole screen (`fullScreenCover`): no detents, grabber or corners.
    public var coversScreen = false

    /// The style of a sheet that sets none of it: full height, no grabber.
    public static var standard: RenderSheetStyle {
        RenderSheetStyle(detents: [.large], selection: nil, showsDragIndicator: false, cornerRadius: nil, background: nil)
    }

    /// Whether the sheet rests at its full height, so renderers can keep their plain drawing.
    public var isFullHeight: Bool {
        (selection ?? (detents.count == 1 ? detents[0] : nil)) == .large
    }
}

/// What the sheet decoration modifiers wrote, field by field (nil: not set). The first value
/// written for a field wins, so the modifier nearest the content decides, as with SwiftUI's
/// other presentation modifiers.
struct SheetStyleValue {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility?
    var cornerRadius: CGFloat?
    var background: Paint?
    var coversScreen: Bool?

    mutating func fill(from other: SheetStyleValue) {
        if detents == nil { detents = other.detents; selection = other.selection }
        if dragIndicator == nil { dragIndicator = other.dragIndicator }
        if cornerRadius == nil { cornerRadius = other.cornerRadius }
        if background == nil { background = other.background }
        if coversScreen == nil { coversScreen = other.coversScreen }
    }

    /// The style a renderer draws: detents in a stable order, a selection that is one of them,
    /// and the grabber `.automatic` shows when there is more than one detent. A full-screen cover
    /// keeps only its background.
    var resolved: RenderSheetStyle {
        if coversScreen == true {
            var cover = RenderSheetStyle.standard
            cover.background = background
            cover.coversScreen = true
            return cover
        }
        let detents = detents.flatMap { $0.isEmpty ? nil : PresentationDetent.ordered($0) } ?? [.large]
        let selected = selection?.wrappedValue
        let showsIndicator = switch dragIndicator ?? .automatic {
        case .visible: true
        case .hidden: false
        case .automatic: detents.count > 1
        }
        let radius = cornerRadius.flatMap { $0.isFinite ? max($0, 0) : nil }
        return RenderSheetStyle(
            detents: detents, selection: selected.flatMap { detents.contains($0) ? $0 : nil },
            showsDragIndicator: showsIndicator, cornerRadius: radius, background: background
        )
    }
}

/// Carries sheet decorations from inside a sheet's content up to the sheet.
struct SheetStyleKey: PreferenceKey {
    static var defaultValue: SheetStyleValue { SheetStyleValue() }
    static func reduce(value: inout SheetStyleValue, nextValue: () -> SheetStyleValue) {
        value.fill(from: nextValue())
    }
}

/// Writes one sheet decoration, resolved in the content's environment (for background styles).
nonisolated struct _SheetStyleModifier: ViewModifier {
    let make: (EnvironmentValues) -> SheetStyleValue
    typealias Body = Never

    static func _makeView<Content: View>(
        modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs
    ) {
        Content._makeView(content, inputs: inputs, outputs: &outputs)
        inputs.pass.write(SheetStyleKey.self, value: modifier.make(inputs.environment))
    }
}

extension RenderPass {
    /// Renders a presentation's content and returns the sheet style it set. The style stays with
    /// this presentation (an enclosing sheet does not see it); other preferences pass on as usual.
    func collectingSheetStyle(_ render: () -> Void) -> SheetStyleValue {
        var style = SheetStyleValue()
        collectingPreferences(render) { sink in
            style = sink.value(SheetStyleKey.self)
            // An empty value fills nothing when the enclosing collector reduces it with its own.
            sink.transform(SheetStyleKey.self) { $0 = SheetStyleValue() }
        }
        return style
    }
}
