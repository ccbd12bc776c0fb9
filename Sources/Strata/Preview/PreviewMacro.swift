/// Declares a preview: `#Preview { Badge(count: 3) }` or `#Preview("Dark") { ... }`.
/// It expands to a `PreviewProvider`, so previews render like any other view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "StrataMacros", type: "PreviewMacro")

/// A preview with traits such as `.sizeThatFitsLayout`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "StrataMacros", type: "PreviewMacro")

/// A UIKit preview: the body builds and returns a view controller.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "StrataMacros", type: "PreviewMacro")

/// A UIKit preview: the body builds and returns a view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "StrataMacros", type: "PreviewMacro")

/// Marks a property declared inside a `#Preview` body, such as `@Previewable @State var on = true`:
/// the preview keeps it as the state of a view built around the rest of the body.
@attached(peer)
public macro Previewable() = #externalMacro(module: "StrataMacros", type: "PreviewableMacro")
