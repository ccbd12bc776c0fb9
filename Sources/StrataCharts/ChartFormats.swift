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
