extension Image {
    /// Which way an image's pixels are turned or mirrored, as Core Graphics images record it.
    public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
        case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
    }

    /// An image of a Core Graphics image's pixels. A server has none to send: it draws nothing and
    /// keeps its accessible name.
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
        self.init("", label: label)
    }

    /// An image of a Core Graphics image's pixels, ignored by assistive technology.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
        self.init(decorative: "")
    }
}
