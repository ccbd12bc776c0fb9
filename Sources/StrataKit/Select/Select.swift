import SwiftUI

/// A field showing the current choice; tapping anywhere on it (thumbnail, value, chevron or padding)
/// opens the list of options. Drawn by the `SelectStyle` in the environment.
///
/// With options, the select lists them itself:
/// ```swift
/// Select("Country", selection: $country, options: [
///     SelectOption("Germany", value: "DE", thumbnail: Image(systemName: "flag")),
///     SelectOption("France", value: "FR"),
/// ])
/// ```
/// Or the caller presents the choices, and the select only says when to (state, not a callback):
/// ```swift
/// Select("Currency", value: currency, isPresented: $showCurrencies)
/// ```
nonisolated public struct Select: View {
    /// One option, with its value erased.
    struct Entry {
        let title: String
        let thumbnail: Image?
        let isSelected: Bool
        let choose: () -> Void
    }

    private enum Source {
        case options([Entry], selectedIndex: () -> Int?)
        case presented(value: String, thumbnail: Image?, isPresented: Binding<Bool>)
    }

    private let label: String
    private let source: Source
    private let prompt: String
    private let isOptional: Bool
    private let information: String?
    @State private var isExpanded = false
    @Environment(\.selectStyle) private var style

    /// A select that lists `options` and writes the chosen option's value to `selection`.
    /// - Parameters:
    ///   - label: What is being chosen; also the field's accessible name.
    ///   - selection: The chosen value. A value matching no option shows `prompt`.
    ///   - options: The choices, in order.
    ///   - prompt: Shown while no option is selected.
    ///   - isOptional: Appends " (Optional)" to the label.
    ///   - information: Helper text below the field.
    public init<Value: Hashable>(
        _ label: String, selection: Binding<Value>, options: [SelectOption<Value>],
        prompt: String = "Select", isOptional: Bool = false, information: String? = nil
    ) {
        self.label = label
        self.prompt = prompt
        self.isOptional = isOptional
        self.information = information
        let values = options.map(\.value)
        source = .options(
            options.map { option in
                Entry(title: option.title, thumbnail: option.thumbnail, isSelected: false) { selection.wrappedValue = option.value }
            },
            // Read when rendering, so the field follows the binding.
            selectedIndex: { values.firstIndex(of: selection.wrappedValue) }
        )
    }

    /// A select whose choices the caller presents: tapping it sets `isPresented` to true.
    /// - Parameters:
    ///   - label: What is being chosen; also the field's accessible name.
    ///   - value: The current choice, as shown.
    ///   - thumbnail: A picture next to the value; `nil` shows none.
    ///   - isPresented: Set to true when the person taps the field.
    ///   - isOptional: Appends " (Optional)" to the label.
    ///   - information: Helper text below the field.
    public init(
        _ label: String, value: String, thumbnail: Image? = nil, isPresented: Binding<Bool>,
        isOptional: Bool = false, information: String? = nil
    ) {
        self.label = label
        self.prompt = ""
        self.isOptional = isOptional
        self.information = information
        source = .presented(value: value, thumbnail: thumbnail, isPresented: isPresented)
    }

    /// This select with its choices showing, for previews and galleries that show the open state
    /// without tapping.
    @_spi(Previews)
    public func expanded() -> Select {
        var copy = self
        copy._isExpanded = State(initialValue: true)
        return copy
    }

    public var body: some View {
        style.makeBody(configuration: configuration)
    }

    private var configuration: SelectStyleConfiguration {
        let inputLabel = InputLabel(label, isOptional: isOptional)
        let info = Information(information)
        switch source {
        case let .options(entries, selectedIndex):
            let index = selectedIndex()
            let selected = index.map { entries[$0] }
            let expanded = $isExpanded
            let options = entries.enumerated().map { offset, entry in
                Entry(title: entry.title, thumbnail: entry.thumbnail, isSelected: offset == index) {
                    entry.choose()
                    expanded.wrappedValue = false
                }
            }
            return SelectStyleConfiguration(
                label: inputLabel, value: selected?.title, prompt: prompt, thumbnail: selected?.thumbnail,
                information: info, options: isExpanded ? options : [], isExpanded: isExpanded,
                action: { expanded.wrappedValue.toggle() }
            )
        case let .presented(value, thumbnail, isPresented):
            return SelectStyleConfiguration(
                label: inputLabel, value: value, prompt: prompt, thumbnail: thumbnail,
                information: info, options: [], isExpanded: isPresented.wrappedValue,
                action: { isPresented.wrappedValue = true }
            )
        }
    }
}
