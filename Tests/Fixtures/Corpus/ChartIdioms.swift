import SwiftUI
import Charts

// Idioms collected from chart screens: gradients under lines, a selection rule driven by a drag in
// chartOverlay, custom axis marks and labels, horizontal and floating bars, a donut with selection,
// scroll and scale modifiers. Compiles against Swift Charts as it is; drawn statically here.

struct ChartSample: Identifiable {
    let id = UUID()
    let date: Date
    let value: Double
    let type: String
}

struct ChartIdiomsScreen: View {
    var data: [ChartSample] = ChartSample.preview
    @State private var selectedDate: Date?
    @State private var selectedAngle: Double?
    var maxValue: Double { data.map(\.value).max() ?? 1 }

    var body: some View {
        VStack(spacing: 24) {
            Chart(data) {
                BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Sales", $0.value), width: .ratio(0.6))
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .month)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.month(.narrow), centered: true)
                }
            }
            Chart {
                ForEach(data) { item in
                    LineMark(x: .value("Date", item.date), y: .value("Value", item.value))
                        .lineStyle(StrokeStyle(lineWidth: 3))
                        .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing))
                        .interpolationMethod(.monotone)
                    AreaMark(x: .value("Date", item.date), y: .value("Value", item.value))
                        .foregroundStyle(LinearGradient(gradient: Gradient(colors: [.blue.opacity(0.5), .clear]), startPoint: .top, endPoint: .bottom))
                    PointMark(x: .value("Date", item.date), y: .value("Value", item.value))
                        .symbolSize(100)
                        .symbol(.circle)
                        .symbol {
                            Circle().fill(.blue).frame(width: 8)
                        }
                }
                if let selectedDate {
                    RuleMark(x: .value("Selected", selectedDate))
                        .foregroundStyle(Color.gray.opacity(0.3))
                        .offset(yStart: -10)
                        .zIndex(-1)
                        .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
                            Text(selectedDate, style: .date)
                        }
                }
            }
            .chartXSelection(value: $selectedDate)
            .chartYAxis(.hidden)
            .chartXAxis(.hidden)
            .chartYScale(domain: 0...(maxValue * 1.2))
            .chartXScale(range: .plotDimension(padding: 20))
            .chartOverlay { proxy in
                GeometryReader { geometry in
                    Rectangle().fill(.clear).contentShape(Rectangle())
                        .gesture(DragGesture().onChanged { value in
                            let origin = geometry[proxy.plotAreaFrame].origin
                            let location = CGPoint(x: value.location.x - origin.x, y: value.location.y - origin.y)
                            if let (date, _) = proxy.value(at: location, as: (Date, Double).self) {
                                selectedDate = date
                            }
                            if let x: Date = proxy.value(atX: location.x) { selectedDate = x }
                        })
                }
            }
            .chartLegend(position: .top, alignment: .leading, spacing: 16)
            .chartPlotStyle { plotArea in
                plotArea.background(.gray.opacity(0.1)).border(.gray, width: 1)
            }
            .frame(height: 300)

            Chart(data, id: \.type) { item in
                BarMark(x: .value("Amount", item.value), y: .value("Category", item.type))
                    .annotation(position: .trailing, alignment: .leading) { Text("\(item.value, specifier: "%.1f")") }
                    .foregroundStyle(by: .value("Type", item.type))
                    .accessibilityLabel(item.type)
                    .accessibilityValue("\(item.value)")
            }
            .chartForegroundStyleScale(["A": .green, "B": .purple])
            .chartYAxis {
                AxisMarks(position: .leading, values: .automatic) { value in
                    AxisGridLine(centered: true, stroke: StrokeStyle(dash: [1, 2]))
                    AxisTick(centered: true, stroke: StrokeStyle(lineWidth: 2)).foregroundStyle(Color.red)
                    AxisValueLabel() {
                        if let intValue = value.as(Int.self) {
                            Text("\(intValue) km").font(.system(size: 10))
                        }
                    }
                }
            }
            .chartXAxis {
                AxisMarks(values: .automatic(desiredCount: 4))
                AxisMarks(preset: .aligned, position: .top, values: [0, 25, 50]) { value in
                    AxisValueLabel("\(value.as(Int.self) ?? 0)%")
                }
            }

            Chart(data) { item in
                SectorMark(angle: .value("Value", item.value), innerRadius: .ratio(0.5), angularInset: 2)
                    .cornerRadius(4)
                    .opacity(selectedAngle == nil ? 1 : 0.5)
                    .foregroundStyle(by: .value("Type", item.type))
                    .annotation(position: .overlay) { Text(item.type).font(.caption) }
            }
            .chartAngleSelection(value: $selectedAngle)
            .chartLegend(alignment: .center, spacing: 18)
            .chartGesture { proxy in
                DragGesture(minimumDistance: 0).onChanged { _ in }
            }

            Chart {
                ForEach(data) { item in
                    BarMark(
                        xStart: .value("Start", item.date),
                        xEnd: .value("End", item.date.addingTimeInterval(item.value * 3600)),
                        y: .value("Task", item.type),
                        height: 20
                    )
                    .foregroundStyle(by: .value("Task", item.type))
                    RectangleMark(xStart: .value("Start", item.date), xEnd: .value("End", item.date.addingTimeInterval(3600)), y: .value("Task", item.type))
                        .foregroundStyle(.gray.opacity(0.3))
                }
            }
            .chartXScale(domain: data.first!.date...data.last!.date.addingTimeInterval(86_400))
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 7)

            Chart {
                ForEach(data) { item in
                    AreaMark(x: .value("Date", item.date), yStart: .value("Min", item.value - 1), yEnd: .value("Max", item.value + 1))
                        .foregroundStyle(.gray.opacity(0.3))
                    LineMark(x: .value("Date", item.date), y: .value("Value", item.value))
                }
                RuleMark(y: .value("Goal", 5)).lineStyle(.init(lineWidth: 2, dash: [4]))
            }
            .chartYScale(domain: .automatic(includesZero: false))
            .chartYAxis {
                AxisMarks(values: .stride(by: 2)) {
                    AxisValueLabel(format: FloatingPointFormatStyle<Double>.Currency(code: "USD"))
                }
            }
        }
        .padding()
    }
}

extension ChartSample {
    static let preview: [ChartSample] = (0..<8).map { day in
        ChartSample(
            date: Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400),
            value: [3.2, 4.8, 4.1, 6.5, 5.9, 7.2, 6.8, 8.4][day],
            type: day.isMultiple(of: 2) ? "A" : "B"
        )
    }
}

#Preview("Chart idioms") {
    ChartIdiomsScreen()
}

// The WWDC-style "sales by city" line chart: modifiers on a ForEach of marks, a style scale with
// implicit colors, a symbol scale, and mood categories from a Plottable enum.

enum SalesMood: String, Plottable, CaseIterable {
    case good = "Good week"
    case slow = "Slow week"
}

struct CitySales: Identifiable {
    let city: String
    let sales: [(weekday: Date, sales: Int)]
    var id: String { city }

    static let preview: [CitySales] = ["San Francisco", "Cupertino"].enumerated().map { index, city in
        CitySales(city: city, sales: (0..<7).map { day in
            (Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400), 40 + day * (index == 0 ? 6 : 3) - index * 10)
        })
    }
}

struct CitySalesChart: View {
    var data: [CitySales] = CitySales.preview

    var body: some View {
        VStack(alignment: .leading) {
            Chart(data) { series in
                ForEach(series.sales, id: \.weekday) { element in
                    LineMark(x: .value("Day", element.weekday, unit: .day), y: .value("Sales", element.sales))
                }
                .foregroundStyle(by: .value("City", series.city))
                .symbol(by: .value("City", series.city))
                .interpolationMethod(.catmullRom)
            }
            .chartForegroundStyleScale(["San Francisco": .purple, "Cupertino": .green])
            .chartSymbolScale(["San Francisco": BasicChartSymbolShape.circle.strokeBorder(lineWidth: 2), "Cupertino": .square])
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisTick()
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartLegend(position: .top)

            Chart(data) { series in
                BarMark(x: .value("City", series.city), y: .value("Total", series.sales.reduce(0) { $0 + $1.sales }))
                    .foregroundStyle(by: .value("Mood", series.sales.last!.sales > 60 ? SalesMood.good : .slow))
            }
            .chartForegroundStyleScale { (mood: SalesMood) -> Color in
                mood == .good ? .mint : .gray
            }
            .chartYAxis {
                AxisMarks { AxisValueLabel() }
            }
        }
        .padding()
    }
}

#Preview("City sales") {
    CitySalesChart()
}
