import Charts
import Foundation
import StrataHTML
import StrataTesting
import Testing

/// `import Charts`: marks become SVG paths in the chart's size, axes and legends become text.
@MainActor
@Suite("Charts")
struct ChartsTests {
    struct Steps: Identifiable {
        let day: String
        let count: Int
        var id: String { day }
    }

    static let week = [
        Steps(day: "Mon", count: 4000), Steps(day: "Tue", count: 8000), Steps(day: "Wed", count: 6000), Steps(day: "Thu", count: 2000),
        Steps(day: "Fri", count: 9000), Steps(day: "Sat", count: 12000), Steps(day: "Sun", count: 3000),
    ]

    @Test func barHeightsAreProportionalToTheirValuesFromZero() throws {
        let output = html(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 5))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 10))
        })
        let bars = RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }
        try #require(bars.count == 2)
        #expect(abs(bars[1].bounds.height - 2 * bars[0].bounds.height) < 0.05, "10 is twice as tall as 5: \(bars.map(\.bounds))")
        #expect(abs(bars[0].bounds.maxY - bars[1].bounds.maxY) < 0.01, "both stand on the zero line")
        #expect(bars[0].bounds.midX < bars[1].bounds.midX, "categories in data order")
        #expect(abs(bars[0].bounds.width - bars[1].bounds.width) < 0.01)
        for label in [">Mon<", ">Tue<", ">0<", ">10<"] { #expect(output.contains(label), "axis label \(label)") }
    }

    @Test func aChartOverIdentifiableDataHasABarPerElementAndALabelPerDay() {
        let output = html(Chart(Self.week) { entry in
            BarMark(x: .value("Day", entry.day), y: .value("Steps", entry.count))
        })
        let bars = RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }
        #expect(bars.count == Self.week.count)
        let tallest = bars.max { $0.bounds.height < $1.bounds.height }
        #expect(tallest?.bounds.midX == bars[5].bounds.midX, "Saturday's 12,000 is the tallest")
        for day in Self.week { #expect(output.contains(">\(day.day)<")) }
        for tick in [">0<", ">2,500<", ">10,000<", ">12,500<"] { #expect(output.contains(tick), "rounded ticks with thousands separators: \(tick)") }
        #expect(output.contains("role=\"img\""))
        #expect(output.contains("aria-label=\"Bar chart with 7 marks. Steps by Day"))
        #expect(output.contains("Sat: 12,000"))
    }

    @Test func crowdedCategoryLabelsAreThinned() {
        let days = (1...30).map { "Day \($0)" }
        let output = html(Chart(days, id: \.self) { BarMark(x: .value("Day", $0), y: .value("Count", $0.count)) })
        let drawn = days.filter { output.contains(">\($0)<") }
        #expect(RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }.count == 30, "every bar is drawn")
        #expect(drawn.first == "Day 1" && drawn.count < 30 && drawn.count >= 5, "\(drawn.count) of 30 labels")
        #expect(output.contains("Day 24: 6; and 6 more"), "the description names 24 values and counts the rest")
    }

    @Test func chartWithAnIDKeyPathAndAnExplicitYDomain() throws {
        let output = html(
            Chart(Self.week.prefix(2), id: \.day) { entry in
                BarMark(x: .value("Day", entry.day), y: .value("Steps", entry.count))
            }
            .chartYScale(domain: 0...20000)
        )
        let bars = RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }
        try #require(bars.count == 2)
        let grid = RenderedPaths.in(output).filter { $0.stroke != nil && $0.fill == nil && $0.bounds.height == 0 }
        let plotHeight = (grid.map(\.bounds.maxY).max() ?? 0) - (grid.map(\.bounds.minY).min() ?? 0)
        #expect(abs(bars[1].bounds.height - plotHeight * 0.4) < 0.05, "8,000 of 20,000 is 40% of the plot: \(bars[1].bounds) in \(plotHeight)")
        #expect(output.contains(">20,000<"))
    }

    @Test func linePointsFollowTheDatesInOrder() throws {
        let start = Date(timeIntervalSinceReferenceDate: 780_000_000)
        let values = [3.0, 5, 4, 8, 6]
        let output = html(Chart {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("Date", start.addingTimeInterval(Double(index) * 86_400)), y: .value("Value", values[index]))
            }
        })
        let lines = RenderedPaths.in(output).filter { $0.stroke == "var(--s-blue)" }
        try #require(lines.count == 1)
        let points = lines[0].points
        #expect(points.count == values.count)
        #expect(points.map(\.x) == points.map(\.x).sorted(), "left to right")
        #expect(points[3].y < points[0].y, "8 is drawn above 3")
        #expect(lines[0].d.hasPrefix("M") && !lines[0].d.contains("C"), "linear by default")

        let curved = html(Chart {
            ForEach(values.indices, id: \.self) { index in
                LineMark(x: .value("Date", start.addingTimeInterval(Double(index) * 86_400)), y: .value("Value", values[index]))
                    .interpolationMethod(.catmullRom)
            }
        })
        #expect(RenderedPaths.in(curved).contains { $0.d.contains("C") }, "catmullRom draws curves")
    }

    @Test func foregroundStyleBySeriesDrawsALinePerSeriesAndALegend() {
        let output = html(Chart {
            ForEach(["Mon", "Tue", "Wed"], id: \.self) { day in
                LineMark(x: .value("Day", day), y: .value("Temp", day.count * 3)).foregroundStyle(by: .value("City", "Paris"))
                LineMark(x: .value("Day", day), y: .value("Temp", day.count * 2)).foregroundStyle(by: .value("City", "Oslo"))
            }
        })
        let lines = RenderedPaths.in(output).filter { $0.stroke?.hasPrefix("var(--s-") == true && $0.stroke != "var(--s-gray)" }
        #expect(Set(lines.compactMap(\.stroke)) == ["var(--s-blue)", "var(--s-green)"], "the palette in turn: \(lines.map(\.stroke))")
        #expect(lines.count == 2)
        #expect(output.contains(">Paris<") && output.contains(">Oslo<"), "legend entries")
    }

    @Test func stackedBarsStartWhereTheBarBelowEnds() throws {
        let output = html(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10)).foregroundStyle(by: .value("Shop", "North"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 20)).foregroundStyle(by: .value("Shop", "South"))
        })
        let north = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" })
        let south = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-green)" })
        #expect(abs(north.bounds.minY - south.bounds.maxY) < 0.01, "south sits on north")
        #expect(abs(south.bounds.height - 2 * north.bounds.height) < 0.05)

        let grouped = html(Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 10)).foregroundStyle(by: .value("Shop", "North")).position(by: .value("Shop", "North"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 20)).foregroundStyle(by: .value("Shop", "South")).position(by: .value("Shop", "South"))
        })
        let left = try #require(RenderedPaths.in(grouped).first { $0.fill == "var(--s-blue)" })
        let right = try #require(RenderedPaths.in(grouped).first { $0.fill == "var(--s-green)" })
        #expect(left.bounds.maxX <= right.bounds.minX, "position(by:) puts them side by side")
        #expect(abs(left.bounds.maxY - right.bounds.maxY) < 0.01)
    }

    @Test func hostileCategoriesAreEscaped() {
        let output = html(Chart {
            BarMark(x: .value("Name", "<b>&\""), y: .value("Value", 3)).foregroundStyle(by: .value("Group", "<script>"))
        })
        #expect(!output.contains("<b>&"))
        #expect(!output.contains("<script>"))
        #expect(output.contains("&lt;b&gt;&amp;"))
        #expect(output.contains("&lt;script&gt;"))
    }

    @Test func sectorsSplitTheCircleByShareAndMakeADonut() throws {
        let slices = [("Rent", 50.0), ("Food", 30.0), ("Fun", 20.0)]
        let output = html(Chart(slices, id: \.0) { slice in
            SectorMark(angle: .value("Amount", slice.1), innerRadius: .ratio(0.6), angularInset: 1)
                .foregroundStyle(by: .value("Category", slice.0))
        })
        let sectors = RenderedPaths.in(output).filter { $0.fill != nil }.filter { ["var(--s-blue)", "var(--s-green)", "var(--s-orange)"].contains($0.fill) && $0.points.count > 10 }
        try #require(sectors.count == 3)
        #expect(sectors[0].bounds.width > sectors[2].bounds.width, "half the circle is wider than a fifth")
        let center = CGPoint(x: sectors[0].bounds.midX, y: sectors[0].bounds.minY)
        #expect(center.y < sectors[2].bounds.maxY)
        for name in ["Rent", "Food", "Fun"] { #expect(output.contains(">\(name)<")) }
        #expect(output.contains("Pie chart with 3 marks"))
        #expect(!output.contains(">0<"), "no axes on a pie")
    }

    @Test func axesCanBeHiddenOrGivenMarksAndFormats() {
        let hidden = html(Chart(Self.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }.chartYAxis(.hidden).chartXAxis(.hidden))
        #expect(!hidden.contains(">Mon<"))
        #expect(!hidden.contains(">12,000<"))

        let formatted = html(
            Chart(Self.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
                .chartYAxis {
                    AxisMarks(position: .leading, values: [0, 5000, 10000]) { value in
                        AxisGridLine()
                        AxisValueLabel {
                            if let steps = value.as(Int.self) { Text("\(steps / 1000)k") }
                        }
                    }
                }
                .chartXAxisLabel("Weekday")
                .chartYAxisLabel("Steps")
        )
        for label in [">0k<", ">5k<", ">10k<", ">Weekday<", ">Steps<"] { #expect(formatted.contains(label), "\(label)") }
        #expect(!formatted.contains(">12,000<"))
    }

    @Test func rulesAnnotationsAndStyleScales() throws {
        let output = html(
            Chart {
                BarMark(x: .value("Team", "A"), y: .value("Score", 40)).foregroundStyle(by: .value("Kind", "Home"))
                    .annotation(position: .top) { Text("forty") }
                RuleMark(y: .value("Goal", 30)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 2, dash: [4, 2]))
            }
            .chartForegroundStyleScale(["Home": Color.purple])
        )
        #expect(RenderedPaths.in(output).contains { $0.fill == "var(--s-purple)" }, "the scale's color")
        let rule = try #require(RenderedPaths.in(output).first { $0.stroke == "var(--s-red)" })
        #expect(rule.bounds.height == 0 && rule.bounds.width > 100, "a horizontal line across the plot")
        #expect(output.contains("stroke-dasharray"))
        #expect(output.contains(">forty<"))
    }

    @Test func builderConditionalsOptionalsAndCustomContent() {
        struct Threshold: ChartContent {
            let value: Double
            var body: some ChartContent {
                RuleMark(y: .value("Threshold", value))
                PointMark(x: .value("X", 1), y: .value("Y", value)).symbol(by: .value("Kind", "limit"))
            }
        }
        let showAverage = Bool.random()
        let optional: Double? = 2
        let output = html(Chart {
            if showAverage {
                LineMark(x: .value("X", 0), y: .value("Y", 1))
            } else {
                AreaMark(x: .value("X", 0), y: .value("Y", 1))
            }
            if let optional { PointMark(x: .value("X", optional), y: .value("Y", optional)) }
            Threshold(value: 5)
        })
        #expect(RenderedPaths.in(output).filter { $0.stroke == "var(--s-blue)" || $0.fill == "var(--s-blue)" }.count >= 3)
        #expect(output.contains("Chart with 4 marks"))
    }

    @Test func plottableEnumsAndAnyAxisValueConversions() {
        enum Fruit: String, Plottable { case apple = "Apple", pear = "Pear" }
        let output = html(Chart {
            BarMark(x: .value("Fruit", Fruit.apple), y: .value("Count", 3))
            BarMark(x: .value("Fruit", Fruit.pear), y: .value("Count", 4.5))
        })
        #expect(output.contains(">Apple<") && output.contains(">Pear<"))
        #expect(Fruit(primitivePlottable: "Pear") == .pear)
        #expect(Fruit.apple.primitivePlottable == "Apple")
    }
}

/// The `<path>` elements of rendered HTML, with their coordinates.
enum RenderedPaths {
    struct Element {
        let d: String
        let fill: String?
        let stroke: String?

        /// The end points of the path's segments (curve controls left out).
        var points: [CGPoint] {
            var result: [CGPoint] = []
            var numbers: [Double] = []
            func flush() {
                if numbers.count >= 2 { result.append(CGPoint(x: numbers[numbers.count - 2], y: numbers[numbers.count - 1])) }
                numbers = []
            }
            for token in d.split(separator: " ") {
                if token.first?.isLetter == true {
                    flush()
                    if let number = Double(token.dropFirst()) { numbers.append(number) }
                } else if let number = Double(token) {
                    numbers.append(number)
                }
            }
            flush()
            return result
        }

        var bounds: CGRect {
            let xs = points.map(\.x), ys = points.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .zero }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    static func `in`(_ html: String) -> [Element] {
        html.components(separatedBy: "<path").dropFirst().map { chunk in
            let tag = String(chunk.prefix { $0 != ">" })
            return Element(d: attribute("d", tag) ?? "", fill: attribute("fill", tag).flatMap { $0 == "none" ? nil : $0 }, stroke: attribute("stroke", tag))
        }
    }

    private static func attribute(_ name: String, _ tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }
}

/// Dates, units, gradients and axis positions.
@MainActor
@Suite("Charts over dates")
struct ChartDateTests {
    static let november = Date(timeIntervalSinceReferenceDate: 720_000_000)

    @Test func datesWithAUnitAreBinnedIntoOneBarPerUnit() throws {
        let calendar = Calendar.current
        let start = try #require(calendar.dateInterval(of: .month, for: Self.november)).start
        let output = html(Chart {
            ForEach(0..<3) { day in
                BarMark(x: .value("Month", calendar.date(byAdding: .day, value: day * 3, to: start)!, unit: .month), y: .value("Sales", 10))
            }
        })
        let bars = RenderedPaths.in(output).filter { $0.fill == "var(--s-blue)" }
        try #require(bars.count == 3)
        #expect(Set(bars.map(\.bounds.minX)).count == 1, "three days of one month stack in the month's bar")
        #expect(abs(bars[1].bounds.maxY - bars[0].bounds.minY) < 0.01 && abs(bars[2].bounds.maxY - bars[1].bounds.minY) < 0.01)
        #expect(output.contains(">30<"), "the stack reaches 30")
    }

    @Test func centeredDateLabelsSitInTheMiddleOfTheirDay() throws {
        let start = Calendar.current.startOfDay(for: Self.november)
        func chart(centered: Bool) -> String {
            html(
                Chart {
                    ForEach(0..<4) { day in
                        BarMark(x: .value("Day", start.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", day + 1))
                    }
                }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day)) { _ in
                        AxisValueLabel(format: .dateTime.weekday(.wide), centered: centered)
                    }
                }
            )
        }
        let weekday = start.formatted(.dateTime.weekday(.wide))
        let centered = chart(centered: true), leading = chart(centered: false)
        #expect(centered.contains(">\(weekday)<") && leading.contains(">\(weekday)<"))
        let leadingAligned = { (html: String) in html.components(separatedBy: "justify-content:flex-start").count }
        #expect(leadingAligned(centered) + 4 == leadingAligned(leading), "centered labels are centered in their interval, the others start at their tick")
        let days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        #expect(days.filter { centered.contains(">\($0)<") }.count == 4, "a label per bar, none past the last day")
    }

    @Test func gradientsOnMarksAreSVGGradients() {
        let output = html(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 3)).foregroundStyle(Color.pink.gradient)
            AreaMark(x: .value("Day", "Mon"), y: .value("Steps", 2))
                .foregroundStyle(LinearGradient(colors: [.orange, .clear], startPoint: .top, endPoint: .bottom))
        })
        #expect(!output.contains("fill=\"linear-gradient"), "an SVG fill cannot be a CSS gradient")
        let fills = RenderedPaths.in(output).compactMap(\.fill)
        #expect(fills.filter { $0.hasPrefix("url(#s-gf") }.count == 2, "both marks refer to their gradients: \(fills)")
        #expect(output.contains("stop-color:var(--s-orange)") && output.contains("--s-pink"))
    }

    @Test func eachGroupOfAxisMarksGoesToItsOwnSide() throws {
        let output = html(
            Chart { BarMark(x: .value("Count", 30), y: .value("Name", "Ann")) }
                .chartXAxis {
                    AxisMarks(values: [0, 10])
                    AxisMarks(position: .top, values: [20]) { _ in AxisValueLabel("top") }
                }
        )
        let bar = try #require(RenderedPaths.in(output).first { $0.fill == "var(--s-blue)" })
        func y(of label: String) -> Double? {
            guard let range = output.range(of: ">\(label)<") else { return nil }
            let before = output[..<range.lowerBound]
            guard let translate = before.range(of: "translate(", options: .backwards) else { return nil }
            let y = before[translate.upperBound...].split(separator: ",")[1].prefix { $0 != "p" }
            return Double(y.trimmingCharacters(in: .whitespaces))
        }
        let top = try #require(y(of: "top")), bottom = try #require(y(of: "10"))
        #expect(top < bar.bounds.minY && bottom > bar.bounds.maxY, "top at \(top), bottom at \(bottom), bar \(bar.bounds)")
        #expect(output.range(of: ">Ann<").map { output[..<$0.lowerBound].contains("justify-content:flex-end") } == true, "categories lead the plot, aligned to it")
    }
}

/// Charts with nothing, one value, or values a scale cannot place.
@MainActor
@Suite("Charts with degenerate data")
struct ChartDegenerateDataTests {
    @Test func emptyAndNonFiniteDataDrawNoBrokenPaths() {
        let empty = html(Chart(ChartsTests.week.prefix(0)) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) })
        #expect(empty.contains("aria-label=\"Empty chart\""))
        let odd = html(Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", Double.nan))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", Double.infinity))
            BarMark(x: .value("Day", "Wed"), y: .value("Steps", 0.0))
        })
        #expect(!odd.lowercased().contains("nan") && !odd.contains("inf"))
        #expect(odd.contains(">Wed<") && !odd.contains(">Mon<"), "marks at NaN or infinity are left out")
        let pie = html(Chart { SectorMark(angle: .value("Share", -3)) })
        #expect(pie.contains("Pie chart with 1 mark") && !pie.lowercased().contains("nan"))
        let single = html(Chart { PointMark(x: .value("X", 4), y: .value("Y", 4)) })
        #expect(RenderedPaths.in(single).contains { $0.fill == "var(--s-blue)" })
        let negative = html(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Change", -12)) })
        #expect(negative.contains(">-15<") || negative.contains(">-12<") || negative.contains(">-10<"), "a negative domain")
    }
}
