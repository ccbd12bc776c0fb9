/// Builds views from closures, as in SwiftUI: sequences become a `TupleView`, `if`/`else` a
/// `_ConditionalContent`, `if` without `else` an optional view.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    // Inlinable so that view code builds its tuples with static types (no runtime tuple metadata).
    @inlinable
    public static func buildBlock<Content: View>(_ content: consuming Content) -> Content { content }

    /// Any number of views; the fixed-arity overloads below are preferred up to ten.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat consuming each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    // Two to ten views: the same `TupleView` types, with a renderer that calls each element with
    // its static type. Inlinable, so view code specializes the renderer into a plain function and
    // the elements' own (inlinable) hooks with it. Fixed arities: packs are not specialized.
    @inlinable
    public static func buildBlock<C0: View, C1: View>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<(C0, C1)> {
        TupleView((c0, c1)) { tuple, inputs, outputs in
            outputs.reserve(2)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2) -> TupleView<(C0, C1, C2)> {
        TupleView((c0, c1, c2)) { tuple, inputs, outputs in
            outputs.reserve(3)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3) -> TupleView<(C0, C1, C2, C3)> {
        TupleView((c0, c1, c2, c3)) { tuple, inputs, outputs in
            outputs.reserve(4)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4) -> TupleView<(C0, C1, C2, C3, C4)> {
        TupleView((c0, c1, c2, c3, c4)) { tuple, inputs, outputs in
            outputs.reserve(5)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
        TupleView((c0, c1, c2, c3, c4, c5)) { tuple, inputs, outputs in
            outputs.reserve(6)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
            C5._makeView(tuple.5, inputs: inputs.child(5), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6)) { tuple, inputs, outputs in
            outputs.reserve(7)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
            C5._makeView(tuple.5, inputs: inputs.child(5), outputs: &outputs)
            C6._makeView(tuple.6, inputs: inputs.child(6), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) { tuple, inputs, outputs in
            outputs.reserve(8)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
            C5._makeView(tuple.5, inputs: inputs.child(5), outputs: &outputs)
            C6._makeView(tuple.6, inputs: inputs.child(6), outputs: &outputs)
            C7._makeView(tuple.7, inputs: inputs.child(7), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) { tuple, inputs, outputs in
            outputs.reserve(9)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
            C5._makeView(tuple.5, inputs: inputs.child(5), outputs: &outputs)
            C6._makeView(tuple.6, inputs: inputs.child(6), outputs: &outputs)
            C7._makeView(tuple.7, inputs: inputs.child(7), outputs: &outputs)
            C8._makeView(tuple.8, inputs: inputs.child(8), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildBlock<C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View, C9: View>(_ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3, _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7, _ c8: consuming C8, _ c9: consuming C9) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
        TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { tuple, inputs, outputs in
            outputs.reserve(10)
            C0._makeView(tuple.0, inputs: inputs.child(0), outputs: &outputs)
            C1._makeView(tuple.1, inputs: inputs.child(1), outputs: &outputs)
            C2._makeView(tuple.2, inputs: inputs.child(2), outputs: &outputs)
            C3._makeView(tuple.3, inputs: inputs.child(3), outputs: &outputs)
            C4._makeView(tuple.4, inputs: inputs.child(4), outputs: &outputs)
            C5._makeView(tuple.5, inputs: inputs.child(5), outputs: &outputs)
            C6._makeView(tuple.6, inputs: inputs.child(6), outputs: &outputs)
            C7._makeView(tuple.7, inputs: inputs.child(7), outputs: &outputs)
            C8._makeView(tuple.8, inputs: inputs.child(8), outputs: &outputs)
            C9._makeView(tuple.9, inputs: inputs.child(9), outputs: &outputs)
        }
    }

    @inlinable
    public static func buildExpression<Content: View>(_ content: consuming Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: consuming TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: consuming FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
