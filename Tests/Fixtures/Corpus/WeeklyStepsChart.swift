import SwiftUI
import Charts

// A fitness-app card: this week's steps as bars over weekdays, the best day annotated, a dashed
// rule at the daily average, and a segmented goal picker (iOS 16 Swift Charts idioms).

struct DailySteps: Identifiable {
    let id = UUID()
    let date: Date
    let steps: Int
}

extension DailySteps {
    static var lastWeek: [DailySteps] {
        let calendar = Calendar.current
        let today = calendar.startOfDay(for: Date())
        let counts = [6_234, 8_912, 4_301, 10_457, 7_820, 12_390, 5_102]
        return counts.enumerated().map { offset, count in
            DailySteps(date: calendar.date(byAdding: .day, value: offset - 6, to: today)!, steps: count)
        }
    }
}

struct WeeklyStepsChart: View {
    var data: [DailySteps] = DailySteps.lastWeek
    @State private var goal = 8_000

    private var average: Double {
        guard !data.isEmpty else { return 0 }
        return Double(data.map(\.steps).reduce(0, +)) / Double(data.count)
    }

    private var best: DailySteps? { data.max { $0.steps < $1.steps } }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Steps", systemImage: "figure.walk")
                    .font(.headline)
                    .foregroundColor(.pink)
                Spacer()
                Text("Avg \(Int(average), format: .number)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Chart {
                ForEach(data) { day in
                    BarMark(
                        x: .value("Day", day.date, unit: .day),
                        y: .value("Steps", day.steps)
                    )
                    .foregroundStyle(day.steps >= goal ? Color.pink.gradient : Color.gray.opacity(0.4).gradient)
                    .cornerRadius(6)
                    .annotation(position: .top) {
                        if day.id == best?.id {
                            Text("\(day.steps)")
                                .font(.caption2.bold())
                                .foregroundColor(.pink)
                        }
                    }
                }

                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.secondary)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [5]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Average")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { _ in
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
            .chartYAxis {
                AxisMarks(position: .leading)
            }
            .frame(height: 220)

            Picker("Daily goal", selection: $goal) {
                Text("6k").tag(6_000)
                Text("8k").tag(8_000)
                Text("10k").tag(10_000)
            }
            .pickerStyle(.segmented)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color(.secondarySystemBackground)))
        .padding()
    }
}

#Preview {
    WeeklyStepsChart()
}
