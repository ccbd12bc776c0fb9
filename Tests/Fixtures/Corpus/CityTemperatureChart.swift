import SwiftUI
import Charts

// Temperatures of two cities over the last two weeks: a line per city with foregroundStyle(by:),
// symbols, smoothed lines, a date axis every other day and a range picker.

struct TemperatureReading: Identifiable {
    var id: String { "\(city)-\(date.timeIntervalSince1970)" }
    let city: String
    let date: Date
    let celsius: Double
}

enum TemperatureRange: String, CaseIterable, Identifiable {
    case week = "7 days"
    case fortnight = "14 days"

    var id: Self { self }
    var days: Int { self == .week ? 7 : 14 }
}

struct CityTemperatureChart: View {
    @State private var range: TemperatureRange = .week

    static let readings: [TemperatureReading] = {
        let start = Calendar.current.startOfDay(for: Date()).addingTimeInterval(-13 * 86_400)
        let lisbon = [17.0, 18, 18.5, 20, 21, 19.5, 18, 17.5, 19, 20.5, 22, 23, 21.5, 20]
        let oslo = [4.0, 3.5, 5, 6, 4.5, 2, 1, 2.5, 3, 5.5, 6.5, 7, 5, 4]
        return lisbon.indices.flatMap { day -> [TemperatureReading] in
            let date = start.addingTimeInterval(Double(day) * 86_400)
            return [
                TemperatureReading(city: "Lisbon", date: date, celsius: lisbon[day]),
                TemperatureReading(city: "Oslo", date: date, celsius: oslo[day]),
            ]
        }
    }()

    private var visible: [TemperatureReading] {
        let cutoff = Calendar.current.date(byAdding: .day, value: -range.days, to: Date()) ?? Date()
        return Self.readings.filter { $0.date > cutoff }
    }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Picker("Range", selection: $range) {
                    ForEach(TemperatureRange.allCases) { range in
                        Text(range.rawValue).tag(range)
                    }
                }
                .pickerStyle(.segmented)

                Chart(visible) { reading in
                    LineMark(
                        x: .value("Date", reading.date),
                        y: .value("Temperature", reading.celsius)
                    )
                    .foregroundStyle(by: .value("City", reading.city))
                    .symbol(by: .value("City", reading.city))
                    .interpolationMethod(.catmullRom)
                }
                .chartForegroundStyleScale([
                    "Lisbon": Color.orange,
                    "Oslo": Color.blue,
                ])
                .chartXAxis {
                    AxisMarks(values: .stride(by: .day, count: 2)) { value in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel(format: .dateTime.month(.abbreviated).day())
                    }
                }
                .chartYAxis {
                    AxisMarks { value in
                        AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 3]))
                        AxisValueLabel {
                            if let celsius = value.as(Double.self) {
                                Text("\(celsius, specifier: "%.0f")°")
                            }
                        }
                    }
                }
                .chartYAxisLabel("°C")
                .chartLegend(position: .top, alignment: .leading)
                .frame(height: 240)

                Spacer()
            }
            .padding()
            .navigationTitle("Temperature")
        }
    }
}

#Preview("Temperature") {
    CityTemperatureChart()
}
