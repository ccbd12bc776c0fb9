import SwiftUI

/// One view that a public package's snapshot test recorded on an iOS simulator, rebuilt here with
/// the SwiftUI API so Strata can draw it beside the recorded image (`Fidelity/References/<id>.png`).
///
/// The case's canvas is the reference's size in points: a `.fixed` or `.device` layout's size, or
/// the size a `.sizeThatFits` layout measured. In a fixed canvas the view is centered, as a hosting
/// controller centers it; a size-that-fits view takes its ideal size from the canvas's top left.
public struct FidelityCase {
    /// `<repository slug>/<test name>`; also the reference image's path under `Fidelity/References`.
    public let id: String
    /// Where the reference comes from: repository, test file and test.
    public let source: String
    /// The canvas in points.
    public let width: CGFloat
    public let height: CGFloat
    /// The simulator's safe-area insets that a `.device` layout keeps clear (status bar, home indicator).
    public let safeArea: EdgeInsets
    public let colorScheme: ColorScheme
    public let layoutDirection: LayoutDirection
    /// The text size the simulator used: swift-snapshot-testing's `.device` layouts set `.medium`.
    public let dynamicTypeSize: DynamicTypeSize
    public let layout: FidelityLayout
    public let view: AnyView

    public init(
        _ id: String, source: String, width: CGFloat, height: CGFloat, safeArea: EdgeInsets = EdgeInsets(),
        colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight, dynamicTypeSize: DynamicTypeSize = .large,
        layout: FidelityLayout = .fixed,
        @ViewBuilder view: () -> some View
    ) {
        self.id = id
        self.source = source
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.dynamicTypeSize = dynamicTypeSize
        self.layout = layout
        self.view = AnyView(view())
    }

    /// The view on its canvas, in the case's appearance and direction. A hosting controller
    /// stacks the views of a root that has several (`Group { A; B }`) one under another.
    @ViewBuilder public var canvas: some View {
        switch layout {
        case .fixed:
            VStack(spacing: 0) { view }.padding(safeArea).frame(width: width, height: height).modifier(Appearance(of: self))
        case .sizeThatFits:
            view.fixedSize().frame(width: width, height: height, alignment: .topLeading).modifier(Appearance(of: self))
        }
    }
}

/// How the test sized the view: in a fixed canvas (`.fixed`, `.device`) or at its ideal size.
public enum FidelityLayout {
    case fixed
    case sizeThatFits
}

/// A case's color scheme, layout direction and text size.
private struct Appearance: ViewModifier {
    let colorScheme: ColorScheme
    let layoutDirection: LayoutDirection
    let dynamicTypeSize: DynamicTypeSize

    init(of fidelityCase: FidelityCase) {
        colorScheme = fidelityCase.colorScheme
        layoutDirection = fidelityCase.layoutDirection
        dynamicTypeSize = fidelityCase.dynamicTypeSize
    }

    func body(content: Content) -> some View {
        content
            .environment(\.colorScheme, colorScheme)
            .environment(\.layoutDirection, layoutDirection)
            .environment(\.dynamicTypeSize, dynamicTypeSize)
    }
}

/// The devices swift-snapshot-testing's `.device(config:)` layouts name, as points and safe areas.
/// Their traits also set the text size to `.medium` (body text 16 points, not 17).
public enum FidelityDevice {
    public static let textSize = DynamicTypeSize.medium
    public static let iPhoneSE = (width: CGFloat(320), height: CGFloat(568), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    public static let iPhone13 = (width: CGFloat(390), height: CGFloat(844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
}
