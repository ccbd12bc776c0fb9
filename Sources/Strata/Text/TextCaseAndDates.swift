extension Text {
    /// A letter case applied to text (`textCase(_:)`).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// How `Text(_:style:)` presents a date.
    public struct DateStyle: Hashable, Sendable {
        let name: String
        public static let time = DateStyle(name: "time")
        public static let date = DateStyle(name: "date")
        public static let relative = DateStyle(name: "relative")
        public static let offset = DateStyle(name: "offset")
        public static let timer = DateStyle(name: "timer")

        /// The date as this style shows it, relative to `now` for relative styles.
        func format(_ date: Date, now: Date = Date()) -> String {
            switch name {
            case "time": return date.formatted(date: .omitted, time: .shortened)
            case "date": return date.formatted(date: .long, time: .omitted)
            case "relative", "offset":
                let seconds = Int(abs(date.timeIntervalSince(now)))
                let (value, unit) = seconds >= 86_400 ? (seconds / 86_400, "day") : seconds >= 3_600 ? (seconds / 3_600, "hr") : seconds >= 60 ? (seconds / 60, "min") : (seconds, "sec")
                let amount = "\(value) \(unit)\(value == 1 || unit == "hr" || unit == "min" || unit == "sec" ? "" : "s")"
                return name == "offset" ? (date < now ? "-" : "+") + amount : amount
            default:
                let seconds = Int(abs(date.timeIntervalSince(now)))
                return String(format: "%d:%02d", seconds / 60, seconds % 60)
            }
        }
    }

    /// Text showing a date in a style (relative styles are relative to the time of rendering).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// Text showing a range of dates.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound))
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Interpolates a date in a style: `Text("Edited \(date, style: .relative)")`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
        appendInterpolation(style.format(date))
    }
}

private struct TextCaseKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct FontDesignKey: EnvironmentKey { static var defaultValue: Font.Design? { nil } }

extension EnvironmentValues {
    /// The letter case text in this environment is shown in.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// The font design text in this environment uses when its font sets none.
    public var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Shows text in this view in upper or lower case (nil leaves it as written).
    public consuming func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Sets the font design of text in this view.
    public consuming func fontDesign(_ design: Font.Design?) -> some View {
        environment(\.fontDesign, design)
    }
}
