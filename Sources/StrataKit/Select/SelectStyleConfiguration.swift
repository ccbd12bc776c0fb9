import SwiftUI

/// What a `SelectStyle` receives: the pieces of the field as views, the option list, and the action
/// to run when the person taps the field.
///
/// The style assembles the tappable area (thumbnail, value, chevron and padding together), so the
/// configuration hands it `trigger()` instead of a tappable view, like
/// `PrimitiveButtonStyleConfiguration`.
public struct SelectStyleConfiguration {
    /// The picture of the current choice. Without an image it renders no element at all.
    nonisolated public struct Thumbnail: View {
        let image: Image?

        fileprivate init(_ image: Image?) { self.image = image }

        /// Whether there is no image.
        public var isEmpty: Bool { image == nil }

        public var body: some View {
            if let image { image }
        }
    }

    /// The current choice's title, or the prompt while nothing is chosen.
    nonisolated public struct Value: View {
        let text: String
        /// Whether the prompt is shown instead of a choice.
        public let isPrompt: Bool

        fileprivate init(_ text: String, isPrompt: Bool) {
            self.text = text
            self.isPrompt = isPrompt
        }

        public var body: some View { Text(text) }
    }

    /// The list of choices while the select is expanded; empty (rendering nothing) otherwise.
    nonisolated public struct Options: View {
        let entries: [Select.Entry]

        fileprivate init(_ entries: [Select.Entry]) { self.entries = entries }

        /// Whether there is no list to show.
        public var isEmpty: Bool { entries.isEmpty }

        /// The choices, each a button that picks it.
        public var items: [Option] { entries.indices.map { Option(entry: entries[$0], index: $0) } }

        public var body: some View {
            ForEach(items) { $0 }
        }
    }

    /// One choice in the list: a button that picks it, announced as selected when it is.
    nonisolated public struct Option: View, Identifiable {
        let entry: Select.Entry
        /// The option's position in the list.
        public let id: Int

        fileprivate init(entry: Select.Entry, index: Int) {
            self.entry = entry
            self.id = index
        }

        /// Whether this is the current choice.
        public var isSelected: Bool { entry.isSelected }

        public var body: some View {
            let button = Button(action: entry.choose) {
                HStack(spacing: 8) {
                    Thumbnail(entry.thumbnail)
                    Text(entry.title)
                }
            }
            .accessibilityLabel(entry.title)
            if entry.isSelected {
                button.accessibilityAddTraits(.isSelected)
            } else {
                button
            }
        }
    }

    /// Names the tappable field after the label and announces the current choice as its value.
    nonisolated public struct FieldSemantics: ViewModifier {
        let name: String
        let value: String

        public func body(content: Content) -> some View {
            content.accessibilityLabel(name).accessibilityValue(value)
        }
    }

    /// The label above the field.
    public let label: InputLabel
    /// The current choice.
    public let value: Value
    /// The current choice's picture; renders nothing without an image.
    public let thumbnail: Thumbnail
    /// Helper text below the field.
    public let information: Information
    /// The choices, while expanded.
    public let options: Options
    /// Whether the choices are showing (or, for a caller-presented select, being presented).
    public let isExpanded: Bool
    private let action: () -> Void

    /// The field's content semantics (its name is the label, its value the current choice), to
    /// apply to the tappable area the style builds: `.modifier(configuration.fieldSemantics)`.
    public var fieldSemantics: FieldSemantics { FieldSemantics(name: label.plainText, value: value.text) }

    /// Opens (or closes) the choices. Call it from the tappable area the style assembles.
    public func trigger() { action() }

    init(
        label: InputLabel, value: String?, prompt: String, thumbnail: Image?, information: Information,
        options: [Select.Entry], isExpanded: Bool, action: @escaping () -> Void
    ) {
        self.label = label
        self.value = Value(value ?? prompt, isPrompt: value == nil)
        self.thumbnail = Thumbnail(thumbnail)
        self.information = information
        self.options = Options(options)
        self.isExpanded = isExpanded
        self.action = action
    }
}
