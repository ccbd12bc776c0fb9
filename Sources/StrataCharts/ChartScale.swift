import Strata

/// Maps the values of one axis to points along it: categories to bands, numbers and dates
/// to a linear range.
struct ChartScale {
    enum Kind: Equatable {
        case band([String])
        case number
        case date
    }

    let kind: Kind
    /// The domain of a number or date scale (dates as seconds since the reference date).
    let lower: Double
    let upper: Double
    /// The points the domain's lower and upper ends (or the first and last band edges) map to.
    var start: CGFloat = 0
    var end: CGFloat = 1
    /// The values marked on the axis by default.
    let ticks: [_ChartValue]
    /// For dates: the calendar unit the default ticks step by.
    let tickUnit: Calendar.Component?

    var isBand: Bool { if case .band = kind { true } else { false } }

    /// The categories of a band scale.
    var categories: [String] { if case .band(let names) = kind { names } else { [] } }

    /// The width of one band (or, for continuous scales, zero).
    var bandWidth: CGFloat {
        guard case .band(let names) = kind, !names.isEmpty else { return 0 }
        return abs(end - start) / CGFloat(names.count)
    }

    /// Swaps the ends of the range (`.automatic(reversed: true)`).
    mutating func reverse() {
        (start, end) = (end, start)
    }

    /// The point of `value`: a band's center, or the value's place on the range.
    func position(_ value: _ChartValue) -> CGFloat? {
        switch kind {
        case .band(let names):
            guard let index = names.firstIndex(of: value.text) else { return nil }
            let step = (end - start) / CGFloat(max(names.count, 1))
            return start + step * (CGFloat(index) + 0.5)
        case .number, .date:
            guard let number = value.numeric else { return nil }
            return position(number: number)
        }
    }

    /// The point of a number on a continuous scale.
    func position(number: Double) -> CGFloat {
        let span = upper - lower
        let fraction = span == 0 ? 0.5 : (number - lower) / span
        return start + (end - start) * CGFloat(fraction)
    }

    /// The value at a point (for `ChartProxy`).
    func value(at point: CGFloat) -> _ChartValue? {
        switch kind {
        case .band(let names):
            guard !names.isEmpty, end != start else { return nil }
            let index = Int(((point - start) / (end - start) * CGFloat(names.count)).rounded(.down))
            return names.indices.contains(index) ? .category(names[index]) : nil
        case .number, .date:
            guard end != start else { return nil }
            let number = lower + Double((point - start) / (end - start)) * (upper - lower)
            return kind == .date ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
        }
    }

    /// A scale for `values`, or nil when there are none.
    static func make(values: [_ChartValue], domain: ScaleDomain?, includesZero: Bool, dateUnit: Calendar.Component?) -> ChartScale? {
        if case .categories(let names)? = domain {
            return ChartScale(kind: .band(names.map(\.text)), lower: 0, upper: 0, ticks: names, tickUnit: nil)
        }
        if values.contains(where: { if case .category = $0 { true } else { false } }) {
            var names: [String] = []
            for value in values where !names.contains(value.text) { names.append(value.text) }
            return ChartScale(kind: .band(names), lower: 0, upper: 0, ticks: names.map { .category($0) }, tickUnit: nil)
        }
        let isDate = values.contains { if case .date = $0 { true } else { false } }
        var numbers = values.compactMap(\.numeric)
        if case .range(let low, let high)? = domain, let low = low.numeric, let high = high.numeric {
            let ticks = isDate ? dateTicks(low, high).ticks : niceTicks(low, high, count: 5).ticks.filter { $0 >= low - 1e-9 && $0 <= high + 1e-9 }
            let unit = isDate ? dateTicks(low, high).unit : nil
            return ChartScale(kind: isDate ? .date : .number, lower: low, upper: high, ticks: ticks.map { isDate ? .date(Date(timeIntervalSinceReferenceDate: $0)) : .number($0) }, tickUnit: unit)
        }
        guard !numbers.isEmpty else { return nil }
        if isDate {
            var low = numbers.min() ?? 0, high = numbers.max() ?? 0
            if let dateUnit {
                // Dates with a unit span it: the domain runs from the first unit's start to the last one's end.
                low = ChartDateBins.interval(of: Date(timeIntervalSinceReferenceDate: low), unit: dateUnit).start.timeIntervalSinceReferenceDate
                high = ChartDateBins.interval(of: Date(timeIntervalSinceReferenceDate: high), unit: dateUnit).end.timeIntervalSinceReferenceDate
            }
            if low == high { low -= 43_200; high += 43_200 }
            let (ticks, unit) = dateTicks(low, high)
            return ChartScale(kind: .date, lower: low, upper: high, ticks: ticks.map { .date(Date(timeIntervalSinceReferenceDate: $0)) }, tickUnit: unit)
        }
        var zero = includesZero
        if case .automatic(let includes?, _)? = domain { zero = includes }
        if zero { numbers.append(0) }
        let nice = niceTicks(numbers.min() ?? 0, numbers.max() ?? 0, count: 5)
        return ChartScale(kind: .number, lower: nice.lower, upper: nice.upper, ticks: nice.ticks.map { .number($0) }, tickUnit: nil)
    }

    /// Rounded ticks covering `low...high` in about `count` steps of 1, 2, 2.5 or 5 times a power of ten.
    static func niceTicks(_ low: Double, _ high: Double, count: Int) -> (lower: Double, upper: Double, ticks: [Double]) {
        var low = low, high = high
        if low == high {
            if low == 0 { high = 1 } else if low > 0 { low = 0 } else { high = 0 }
        }
        let raw = (high - low) / Double(max(count - 1, 1))
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        let fraction = raw / magnitude
        let step = (fraction < 1.5 ? 1 : fraction < 2.25 ? 2 : fraction < 3.5 ? 2.5 : fraction < 7.5 ? 5 : 10) * magnitude
        let lower = (low / step).rounded(.down) * step
        let upper = (high / step).rounded(.up) * step
        var ticks: [Double] = []
        var tick = lower
        while tick <= upper + step / 2, ticks.count < 50 {
            ticks.append(abs(tick) < step / 1e6 ? 0 : tick)
            tick += step
        }
        return (lower, upper, ticks)
    }

    /// Ticks at calendar boundaries inside `low...high` (seconds since the reference date).
    static func dateTicks(_ low: Double, _ high: Double) -> (ticks: [Double], unit: Calendar.Component) {
        let span = high - low
        let day = 86_400.0
        let (unit, step): (Calendar.Component, Int) =
            span <= 1.5 * day ? (.hour, max(1, Int((span / 3600 / 6).rounded(.up))))
            : span <= 60 * day ? (.day, max(1, Int((span / day / 5).rounded(.up))))
            : span <= 800 * day ? (.month, max(1, Int((span / (30 * day) / 6).rounded(.up))))
            : (.year, max(1, Int((span / (365 * day) / 6).rounded(.up))))
        return (strideDates(low, high, unit: unit, count: step), unit)
    }

    /// Dates every `count` units from the first unit boundary at or after `low` up to `high`.
    static func strideDates(_ low: Double, _ high: Double, unit: Calendar.Component, count: Int) -> [Double] {
        let calendar = Calendar.current
        let lowDate = Date(timeIntervalSinceReferenceDate: low)
        guard var date = calendar.dateInterval(of: unit, for: lowDate)?.start else { return [] }
        if date < lowDate { date = calendar.date(byAdding: unit, value: 1, to: date) ?? lowDate }
        var dates: [Double] = []
        while date.timeIntervalSinceReferenceDate <= high + 1, dates.count < 60 {
            dates.append(date.timeIntervalSinceReferenceDate)
            guard let next = calendar.date(byAdding: unit, value: max(count, 1), to: date) else { break }
            date = next
        }
        return dates
    }

    /// The values an axis marks for `values` (`AxisMarks(values:)`).
    func axisValues(_ values: AxisMarkValues) -> [_ChartValue] {
        switch values.storage {
        case .automatic(let desired):
            guard let desired, desired > 0, kind == .number else { return ticks }
            return ChartScale.niceTicks(lower, upper, count: desired).ticks.filter { $0 >= lower && $0 <= upper }.map { .number($0) }
        case .explicit(let list):
            return list
        case .strideNumbers(let step):
            guard step > 0, kind != .date, !isBand else { return ticks }
            var list: [_ChartValue] = []
            var value = (lower / step).rounded(.up) * step
            while value <= upper + step / 1e6, list.count < 200 { list.append(.number(value)); value += step }
            return list
        case .strideDates(let unit, let count):
            guard kind == .date else { return ticks }
            return ChartScale.strideDates(lower, upper, unit: unit, count: count).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
        }
    }

    /// The calendar unit labels of `values` are written with.
    func labelUnit(_ values: AxisMarkValues) -> Calendar.Component {
        if case .strideDates(let unit, _) = values.storage { return unit }
        return tickUnit ?? .day
    }
}
