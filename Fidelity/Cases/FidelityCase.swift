import SwiftUI

/// One view that a public package's snapshot test recorded on an iOS simulator, rebuilt here with
/// the SwiftUI API so Strata can draw it beside the recorded image (`Fidelity/References/<id>.png`).
///
/// The case's canvas is the reference's size in points: a `.fixed` or `.device` layout's size, or
/// the size a `.sizeThatFits` layout measured. The view is centered in it, as the hosting
/// controller of swift-snapshot-testing centers it.
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
    public let view: AnyView

    public init(
        _ id: String, source: String, width: CGFloat, height: CGFloat, safeArea: EdgeInsets = EdgeInsets(),
        colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight,
        @ViewBuilder view: () -> some View
    ) {
        self.id = id
        self.source = source
        self.width = width
        self.height = height
        self.safeArea = safeArea
        self.colorScheme = colorScheme
        self.layoutDirection = layoutDirection
        self.view = AnyView(view())
    }

    /// The view on its canvas, in the case's appearance and direction.
    public var canvas: some View {
        view
            .padding(safeArea)
            .frame(width: width, height: height)
            .environment(\.colorScheme, colorScheme)
            .environment(\.layoutDirection, layoutDirection)
    }
}

/// The devices swift-snapshot-testing's `.device(config:)` layouts name, as points and safe areas.
public enum FidelityDevice {
    public static let iPhoneSE = (width: CGFloat(320), height: CGFloat(568), safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))
    public static let iPhone13 = (width: CGFloat(390), height: CGFloat(844), safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
}
