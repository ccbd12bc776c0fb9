import SwiftUI

/// One choice of a `Select`: the value it stands for, its title and an optional thumbnail.
public struct SelectOption<Value: Hashable> {
    /// The value chosen when the person picks this option.
    public let value: Value
    /// What the option is called on screen and for assistive technology.
    public let title: String
    /// A picture shown next to the title (a flag, a logo); `nil` shows none.
    public let thumbnail: Image?

    /// Creates an option.
    public init(_ title: String, value: Value, thumbnail: Image? = nil) {
        self.value = value
        self.title = title
        self.thumbnail = thumbnail
    }
}

extension SelectOption where Value == String {
    /// An option whose value is its title.
    public init(_ title: String, thumbnail: Image? = nil) {
        self.init(title, value: title, thumbnail: thumbnail)
    }
}

extension SelectOption: Sendable where Value: Sendable {}
