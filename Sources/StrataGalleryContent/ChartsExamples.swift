import Charts
import SwiftUI

/// The "Charts" gallery page: each Swift Charts mark `import Charts` provides, drawn as SVG.
enum ChartsExamples {
    struct Sale: Identifiable {
        let month: String
        let shop: String
        let amount: Double
        var id: String { month + shop }
    }

    static var sales: [Sale] {
        ["Jan", "Feb", "Mar", "Apr"].enumerated().flatMap { index, month in
            [Sale(month: month, shop: "North", amount: Double(20 + index * 6)), Sale(month: month, shop: "South", amount: Double(32 - index * 4))]
        }
    }

    static var days: [(day: Int, rain: Double, temperature: Double)] {
        [(1, 2, 14), (2, 5, 15.5), (3, 1, 17), (4, 0, 19), (5, 3, 18), (6, 8, 16), (7, 4, 17.5)]
    }

    static var charts: GalleryExample {
        GalleryExample(
            slug: "charts", title: "Charts",
            summary: "Swift Charts code compiles unchanged with `import Charts`: BarMark, LineMark, AreaMark, PointMark, RuleMark, RectangleMark and SectorMark, with series colors, legends, axes and annotations. A chart lays itself out at a fixed size and draws its marks as SVG paths; it is one image for assistive technology, labeled with its values."
        ) {
            // Charts lay themselves out at a fixed size: one that fits a 320-point phone.
            Group { specimens }.environment(\.geometryEstimate, CGSize(width: 288, height: 200))
        }
    }

    @ViewBuilder
    private static var specimens: some View {
        Specimen("BarMark, stacked by foregroundStyle(by:)") {
            Chart(sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Shop", sale.shop))
            }
        }
        Specimen("BarMark, grouped with position(by:), and a RuleMark target") {
            Chart {
                ForEach(sales) { sale in
                    BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                        .foregroundStyle(by: .value("Shop", sale.shop))
                        .position(by: .value("Shop", sale.shop))
                        .cornerRadius(4)
                }
                RuleMark(y: .value("Target", 30))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) { Text("Target").font(.caption2) }
            }
        }
        Specimen("Horizontal BarMark with annotations") {
            Chart {
                ForEach(["Swift", "Kotlin", "TypeScript"], id: \.self) { language in
                    BarMark(x: .value("Stars", language.count * 10), y: .value("Language", language))
                        .annotation(position: .trailing) { Text("\(language.count * 10)").font(.caption) }
                }
            }
            .chartXScale(domain: 0...130)
            // An annotation's room (120 points) reaches past the chart's trailing edge; its text does not.
            .clipped()
        }
        Specimen("LineMark per series with symbols") {
            Chart(sales) { sale in
                LineMark(x: .value("Month", sale.month), y: .value("Sales", sale.amount))
                    .foregroundStyle(by: .value("Shop", sale.shop))
                    .symbol(by: .value("Shop", sale.shop))
                    .interpolationMethod(.catmullRom)
            }
            .chartYAxis { AxisMarks(position: .leading) }
        }
        Specimen("AreaMark with a LineMark on top") {
            Chart {
                ForEach(days, id: \.day) { day in
                    AreaMark(x: .value("Day", day.day), y: .value("Temperature", day.temperature))
                        .foregroundStyle(.teal.opacity(0.3))
                    LineMark(x: .value("Day", day.day), y: .value("Temperature", day.temperature))
                        .foregroundStyle(.teal)
                }
            }
            .chartXAxisLabel("Day")
            .chartYAxisLabel("°C")
        }
        Specimen("PointMark scatter") {
            Chart {
                ForEach(days, id: \.day) { day in
                    PointMark(x: .value("Rain", day.rain), y: .value("Temperature", day.temperature))
                        .foregroundStyle(by: .value("Week half", day.day <= 3 ? "Early" : "Late"))
                        .symbol(by: .value("Week half", day.day <= 3 ? "Early" : "Late"))
                }
            }
        }
        Specimen("RectangleMark heat map") {
            Chart {
                ForEach(Array(["Mon", "Tue", "Wed"].enumerated()), id: \.offset) { day in
                    ForEach(Array(["Morning", "Evening"].enumerated()), id: \.offset) { time in
                        RectangleMark(x: .value("Day", day.element), y: .value("Time", time.element))
                            .foregroundStyle(by: .value("Load", (day.offset + time.offset) % 2 == 0 ? "Busy" : "Quiet"))
                    }
                }
            }
        }
        Specimen("SectorMark pie and donut") {
            SpecimenFlow(spacing: 16) {
                Chart(sales.prefix(4)) { sale in
                    SectorMark(angle: .value("Sales", sale.amount))
                        .foregroundStyle(by: .value("Sale", "\(sale.month) \(sale.shop)"))
                }
                .chartLegend(.hidden)
                Chart(sales.prefix(4)) { sale in
                    SectorMark(angle: .value("Sales", sale.amount), innerRadius: .ratio(0.6), angularInset: 2)
                        .foregroundStyle(by: .value("Sale", "\(sale.month) \(sale.shop)"))
                }
            }
            .environment(\.geometryEstimate, CGSize(width: 136, height: 160))
        }
    }
}
