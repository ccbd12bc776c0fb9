import Strata

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
