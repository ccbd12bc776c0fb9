/// Apple's Dynamic Type metrics for iOS: the point size and line height of each text style at
/// each `DynamicTypeSize`, from the typography figures of the Human Interface Guidelines.
extension Font.TextStyle {
    /// The point size of the style at `size`.
    public func pointSize(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Self.metrics[self.metricsRow].sizes[size.metricsColumn])
    }

    /// The line height (size plus leading) of the style at `size`.
    public func lineHeight(at size: DynamicTypeSize) -> CGFloat {
        CGFloat(Self.metrics[self.metricsRow].lineHeights[size.metricsColumn])
    }

    private var metricsRow: Int {
        switch self {
        case .largeTitle: 0
        case .title: 1
        case .title2: 2
        case .title3: 3
        case .headline: 4
        case .body: 5
        case .callout: 6
        case .subheadline: 7
        case .footnote: 8
        case .caption: 9
        case .caption2: 10
        }
    }

    /// Rows in `metricsRow` order; columns from xSmall to accessibility5.
    private static let metrics: [(sizes: [UInt8], lineHeights: [UInt8])] = [
        // largeTitle
        ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 62, 67, 72]),
        // title
        ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 36, 39, 41, 46, 51, 57, 63, 69]),
        // title2
        ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 60, 67]),
        // title3
        ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 59, 66]),
        // headline
        ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 27, 29, 34, 40, 48, 57, 64]),
        // body
        ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 27, 29, 34, 40, 48, 57, 64]),
        // callout
        ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 26, 28, 32, 39, 46, 53, 61]),
        // subheadline
        ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 27, 31, 37, 43, 51, 59]),
        // footnote
        ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 25, 29, 33, 40, 46, 53]),
        // caption
        ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 18, 21, 24, 27, 32, 39, 45, 52]),
        // caption2
        ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]
}

extension DynamicTypeSize {
    fileprivate var metricsColumn: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibility1: 7
        case .accessibility2: 8
        case .accessibility3: 9
        case .accessibility4: 10
        case .accessibility5: 11
        }
    }

    /// The size clamped to `lower...upper`.
    func clamped(to lower: DynamicTypeSize, _ upper: DynamicTypeSize) -> DynamicTypeSize {
        Swift.min(Swift.max(self, lower), upper)
    }
}
