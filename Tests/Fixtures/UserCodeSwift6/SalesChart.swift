// Chart code in the Swift 6 language mode: `import Charts` next to `import SwiftUI`.
import Charts
import SwiftUI

/// Monthly sales of two products, as grouped bars with a target rule.
public struct SalesChart: View {
    public struct Sale: Identifiable, Sendable {
        public let month: String
        public let product: String
        public let units: Int
        public var id: String { month + product }
    }

    public static let sales: [Sale] = ["Jan", "Feb", "Mar"].enumerated().flatMap { index, month in
        [Sale(month: month, product: "Pro", units: 20 + index * 5), Sale(month: month, product: "Air", units: 30 - index * 4)]
    }

    @State private var showsTarget = true
    let target: Int

    public init(target: Int = 25) { self.target = target }

    public var body: some View {
        Chart {
            ForEach(Self.sales) { sale in
                BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                    .foregroundStyle(by: .value("Product", sale.product))
                    .position(by: .value("Product", sale.product))
            }
            if showsTarget {
                RuleMark(y: .value("Target", target))
                    .foregroundStyle(.red)
                    .annotation(position: .top, alignment: .trailing) { Text("Target") }
            }
        }
        .chartLegend(position: .bottom)
        .chartYScale(domain: 0...40)
        .accessibilityIdentifier("sales-chart")
    }
}
