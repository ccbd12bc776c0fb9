import Strata

/// How charts write numbers on axes and in descriptions.
enum ChartNumberFormat {
    /// Whole numbers with thousands separators; others with up to two decimals.
    static func string(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let whole = Int(rounded)
            let digits = String(abs(whole))
            var grouped = ""
            for (index, character) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
                grouped.append(character)
            }
            return whole < 0 ? "-" + grouped : grouped
        }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

/// How charts write dates on axes and in descriptions, by the calendar unit the axis steps by.
enum ChartDateFormat {
    static func string(_ date: Date, unit: Calendar.Component) -> String {
        switch unit {
        case .second, .minute, .hour: date.formatted(.dateTime.hour().minute())
        case .month: date.formatted(.dateTime.month(.abbreviated))
        case .year, .era: date.formatted(.dateTime.year())
        default: date.formatted(.dateTime.month(.abbreviated).day())
        }
    }
}

/// Dates plotted with a unit (`.value("Day", date, unit: .day)`) stand for the whole unit.
enum ChartDateBins {
    /// The calendar interval of `unit` containing `date`.
    static func interval(of date: Date, unit: Calendar.Component) -> (start: Date, end: Date) {
        guard let interval = Calendar.current.dateInterval(of: unit, for: date) else { return (date, date) }
        return (interval.start, interval.end)
    }

    /// The value a mark stands for: the start of its unit for dates with one.
    static func binned(_ value: PlottedValue) -> _ChartValue {
        guard let unit = value.unit, case .date(let date) = value.value else { return value.value }
        return .date(interval(of: date, unit: unit).start)
    }
}
