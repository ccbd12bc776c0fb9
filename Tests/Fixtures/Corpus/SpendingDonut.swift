import SwiftUI
import Charts

// A budget screen's donut: SectorMark with an inner radius, angular insets and rounded corners,
// the total in the hole through chartBackground and the chart proxy's plot frame, and a list
// of categories below (iOS 17 Swift Charts idioms).

struct SpendingCategory: Identifiable {
    let name: String
    let amount: Double
    let color: Color

    var id: String { name }
}

struct SpendingDonut: View {
    let categories: [SpendingCategory] = [
        SpendingCategory(name: "Housing", amount: 1_250, color: .indigo),
        SpendingCategory(name: "Groceries", amount: 420, color: .green),
        SpendingCategory(name: "Transport", amount: 180, color: .orange),
        SpendingCategory(name: "Going out", amount: 240, color: .pink),
    ]

    private var total: Double { categories.reduce(0) { $0 + $1.amount } }

    var body: some View {
        VStack(spacing: 20) {
            Chart(categories) { category in
                SectorMark(
                    angle: .value("Amount", category.amount),
                    innerRadius: .ratio(0.618),
                    angularInset: 1.5
                )
                .cornerRadius(5)
                .foregroundStyle(by: .value("Category", category.name))
            }
            .chartForegroundStyleScale(domain: categories.map(\.name), range: categories.map(\.color))
            .chartLegend(.hidden)
            .chartBackground { chartProxy in
                GeometryReader { geometry in
                    if let plotFrame = chartProxy.plotFrame {
                        let frame = geometry[plotFrame]
                        VStack {
                            Text("Total")
                                .font(.callout)
                                .foregroundStyle(.secondary)
                            Text(total, format: .currency(code: "EUR"))
                                .font(.title2.bold())
                        }
                        .position(x: frame.midX, y: frame.midY)
                    }
                }
            }
            .frame(height: 260)

            VStack(spacing: 8) {
                ForEach(categories) { category in
                    HStack {
                        Circle()
                            .fill(category.color)
                            .frame(width: 10, height: 10)
                        Text(category.name)
                        Spacer()
                        Text(category.amount, format: .currency(code: "EUR"))
                            .monospacedDigit()
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .padding()
    }
}

#Preview {
    SpendingDonut()
}
