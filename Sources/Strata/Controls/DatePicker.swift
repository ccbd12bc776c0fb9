/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for selecting a date, a time or both, bound to a `Date`.
///
/// On the web it is a native `<input type="date">` (`time` for `.hourAndMinute` only,
/// `datetime-local` for both) inside a `<label>`. Dates are read and written in UTC: a server has
/// no meaningful local time zone for its visitors. A range given with `in:` clamps entered dates.
nonisolated public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let range: ClosedRange<Date>?
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, range: ClosedRange<Date>?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = range
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
        self.label = label
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        let format = _DateInputFormat(components: view.components)
        let binding = view.selection
        let range = view.range
        let isEnabled = inputs.environment.isEnabled
        var field = RenderTextField(
            text: format.string(from: binding.wrappedValue),
            setText: { text in
                guard isEnabled, var date = format.date(from: text, keepingTimeOf: binding.wrappedValue) else { return }
                if let range { date = min(max(date, range.lowerBound), range.upperBound) }
                binding.wrappedValue = date
            },
            prompt: "", isSecure: false, isEnabled: isEnabled, onSubmit: inputs.environment.submitAction
        )
        field.inputType = format.inputType
        var children = _ViewOutputs()
        Label._makeView(view.label, inputs: inputs.child(0), outputs: &children)
        outputs.nodes.append(RenderNode(id: inputs.identity, kind: .textField(field), children: children.nodes))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: Text(titleKey))
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: Text(titleKey))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: nil, components: displayedComponents, label: Text(title))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, range: range, components: displayedComponents, label: Text(title))
    }
}

/// How a date is written into and read from an HTML date/time input, in UTC.
struct _DateInputFormat {
    let components: DatePickerComponents

    var inputType: String {
        switch (components.contains(.date), components.contains(.hourAndMinute)) {
        case (true, false): "date"
        case (false, true): "time"
        default: "datetime-local"
        }
    }

    private var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    func string(from date: Date) -> String {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year ?? 1970, parts.month ?? 1, parts.day ?? 1)
        let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        switch inputType {
        case "date": return day
        case "time": return time
        default: return day + "T" + time
        }
    }

    /// Parses `yyyy-MM-dd`, `HH:mm` or `yyyy-MM-ddTHH:mm`; parts the input lacks come from `base`.
    func date(from text: String, keepingTimeOf base: Date) -> Date? {
        var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
        let pieces = text.split(separator: "T", omittingEmptySubsequences: false).map(String.init)
        for piece in pieces {
            let dateFields = piece.split(separator: "-").compactMap { Int($0) }
            let timeFields = piece.split(separator: ":").compactMap { Int($0) }
            if dateFields.count == 3, piece.contains("-") {
                parts.year = dateFields[0]
                parts.month = dateFields[1]
                parts.day = dateFields[2]
            } else if timeFields.count >= 2, piece.contains(":") {
                parts.hour = timeFields[0]
                parts.minute = timeFields[1]
            } else {
                return nil
            }
        }
        guard let month = parts.month, (1...12).contains(month), let day = parts.day, (1...31).contains(day),
              let hour = parts.hour, (0...23).contains(hour), let minute = parts.minute, (0...59).contains(minute)
        else { return nil }
        return calendar.date(from: parts)
    }
}

/// A style for date pickers; on the web every style is the native input.
public protocol DatePickerStyle {}

/// The platform's default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// A compact date picker style.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar-grid date picker style.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// A spinning-wheel date picker style.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
/// A text-field date picker style (macOS).
public struct FieldDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}
extension DatePickerStyle where Self == FieldDatePickerStyle {
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

nonisolated extension View {
    /// Sets the style of date pickers in this view (every style is the native input on the web).
    public consuming func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
