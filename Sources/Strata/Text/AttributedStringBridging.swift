#if !canImport(Darwin)
extension AttributedString {
    /// An attributed string with the characters of a Foundation `NSAttributedString` (as Apple's
    /// `AttributedString(_:)`). Its attributes are UIKit/AppKit ones (fonts, colors), which Strata
    /// does not read, so the text comes across without them.
    public init(_ nsString: NSAttributedString) {
        self.init(nsString.string)
    }
}
#endif

#if !canImport(Darwin)
extension NSAttributedString {
    /// A Foundation attributed string with the characters of `attributedString` (as Apple's
    /// `NSAttributedString(_:)`); SwiftUI text attributes have no Foundation keys on Linux.
    public convenience init(_ attributedString: AttributedString) {
        self.init(string: String(attributedString.characters))
    }
}
#endif
