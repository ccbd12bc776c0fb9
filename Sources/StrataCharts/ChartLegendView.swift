import Strata

/// A chart's legend: a swatch (or symbol) and the name of each category, in rows that fit the
/// chart's width (estimated from the names' lengths: a server does not measure).
nonisolated struct ChartLegendView: View {
    let entries: [ChartDrawing.LegendEntry]
    let title: String?
    var width: CGFloat = 358

    /// The width a legend beside the plot takes, estimated from the longest name (at most a
    /// third of `available`); zero when no legend goes beside the plot.
    static func sideWidth(marks: [ChartMarkModel], configuration: ChartConfiguration, available: CGFloat) -> CGFloat {
        switch configuration.legendPosition.storage {
        case .leading, .trailing, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing: break
        default: return 0
        }
        guard configuration.legendVisibility != .hidden, configuration.legendContent == nil else { return 0 }
        let longest = marks.compactMap { $0.styleGroup?.value.text.count }.max() ?? 0
        guard longest > 0 else { return 0 }
        return min(CGFloat(longest) * 7 + 24, available / 3) + 12
    }

    /// The entries of each row.
    private var rows: [[Int]] {
        var rows: [[Int]] = [[]]
        var used: CGFloat = 0
        for index in entries.indices {
            let entryWidth = CGFloat(entries[index].name.count) * 7 + 24
            if used + entryWidth > width, !(rows.last?.isEmpty ?? true) {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(index)
            used += entryWidth
        }
        return rows
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 12) {
                    ForEach(row, id: \.self) { index in
                        HStack(spacing: 4) {
                            (entries[index].symbol ?? .circle).fill(entries[index].style).frame(width: 8, height: 8)
                            Text(entries[index].name).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
            }
        }
    }
}
