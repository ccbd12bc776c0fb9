// Text fields bound to a value through a format style (iOS 15) or a Foundation formatter: the
// field shows the formatted value and writes back what parses; text that does not parse leaves the
// value unchanged.

extension TextField where Label == Text {
    /// A field editing a value through a parseable format style: `TextField("Age", value: $age, format: .number)`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let title = Text(titleKey)
        self.init(text: _formattedText(value, format: format), prompt: prompt?.plainText ?? title.plainText, isSecure: false, label: title)
    }

    /// A field editing a value through a parseable format style.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: _formattedText(value, format: format), prompt: prompt?.plainText ?? String(title), isSecure: false, label: Text(title))
    }

    /// A field editing a value through a Foundation formatter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        let title = Text(titleKey)
        self.init(text: _formattedText(value, formatter: formatter), prompt: title.plainText, isSecure: false, label: title)
    }

    /// A field editing a value through a Foundation formatter.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: _formattedText(value, formatter: formatter), prompt: String(title), isSecure: false, label: Text(title))
    }
}

extension TextField {
    /// A field with a custom label editing a value through a parseable format style.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label) where F.FormatOutput == String {
        self.init(text: _formattedText(value, format: format), prompt: prompt?.plainText ?? "", isSecure: false, label: label())
    }
}

/// The text of a value formatted with `format`; writing parses it back.
func _formattedText<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, format: F) -> Binding<String> where F.FormatOutput == String {
    Binding(
        get: { format.format(value.wrappedValue) },
        set: { text in
            if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
        }
    )
}

/// The text of a value formatted with a Foundation formatter; numbers parse back through a
/// `NumberFormatter`.
func _formattedText<V>(_ value: Binding<V>, formatter: Formatter) -> Binding<String> {
    Binding(
        get: { formatter.string(for: value.wrappedValue) ?? "" },
        set: { text in
            guard let number = (formatter as? NumberFormatter)?.number(from: text) else { return }
            if let parsed = number.doubleValue as? V {
                value.wrappedValue = parsed
            } else if let parsed = number.intValue as? V {
                value.wrappedValue = parsed
            }
        }
    )
}
