import Strata

/// A chart's legend: a swatch (or symbol) and the name of each category.
struct ChartLegendView: View {
    let entries: [ChartDrawing.LegendEntry]
    let title: String?

    var body: some View {
        HStack(spacing: 12) {
            ForEach(entries.indices, id: \.self) { index in
                HStack(spacing: 4) {
                    (entries[index].symbol ?? .circle).fill(ChartPathStyle(base: entries[index].style)).frame(width: 8, height: 8)
                    Text(entries[index].name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}
