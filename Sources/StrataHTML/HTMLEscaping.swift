/// Escapes text for HTML written outside a render tree (page chrome, reports), with the same
/// rules as the renderer: text escapes `& < >`, attribute values also `"` and `'`.
public enum HTMLEscaping {
    /// `text` safe to place between tags.
    public static func text(_ text: String) -> String {
        var writer = HTMLWriter(capacity: text.utf8.count + 16)
        writer.text(text)
        return writer.string
    }

    /// `value` safe to place inside a double-quoted attribute.
    public static func attribute(_ value: String) -> String {
        var writer = HTMLWriter(capacity: value.utf8.count + 16)
        writer.attributeValue(value)
        return writer.string
    }
}
