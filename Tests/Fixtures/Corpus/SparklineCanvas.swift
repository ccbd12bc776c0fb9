import SwiftUI

// A sparkline and a dotted grid drawn with Canvas (iOS 15), the way WWDC21 "Add rich graphics
// to your SwiftUI app" and many chart tutorials do it.

struct SparklineView: View {
    var values: [Double]
    var lineColor: Color = .green

    var body: some View {
        Canvas { context, size in
            guard values.count > 1, let maxValue = values.max(), let minValue = values.min() else { return }
            let range = max(maxValue - minValue, 1)
            let stepX = size.width / CGFloat(values.count - 1)

            var path = Path()
            for (index, value) in values.enumerated() {
                let x = CGFloat(index) * stepX
                let y = size.height - CGFloat((value - minValue) / range) * size.height
                if index == 0 {
                    path.move(to: CGPoint(x: x, y: y))
                } else {
                    path.addLine(to: CGPoint(x: x, y: y))
                }
            }

            var fill = path
            fill.addLine(to: CGPoint(x: size.width, y: size.height))
            fill.addLine(to: CGPoint(x: 0, y: size.height))
            fill.closeSubpath()

            context.fill(fill, with: .linearGradient(
                Gradient(colors: [lineColor.opacity(0.3), lineColor.opacity(0)]),
                startPoint: .zero,
                endPoint: CGPoint(x: 0, y: size.height)))
            context.stroke(path, with: .color(lineColor), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))

            if let last = values.last {
                let point = CGPoint(x: size.width, y: size.height - CGFloat((last - minValue) / range) * size.height)
                let dot = Path(ellipseIn: CGRect(x: point.x - 4, y: point.y - 4, width: 8, height: 8))
                context.fill(dot, with: .color(lineColor))
            }
        }
    }
}

struct DotGrid: View {
    var spacing: CGFloat = 16

    var body: some View {
        Canvas { context, size in
            context.opacity = 0.4
            for x in stride(from: spacing / 2, to: size.width, by: spacing) {
                for y in stride(from: spacing / 2, to: size.height, by: spacing) {
                    let rect = CGRect(x: x - 1, y: y - 1, width: 2, height: 2)
                    context.fill(Circle().path(in: rect), with: .foreground)
                }
            }
            context.draw(Text("grid").font(.caption2), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
        .foregroundStyle(.secondary)
    }
}

struct StockRow: View {
    let symbol: String
    let price: Double
    let history: [Double]

    var change: Double {
        guard let first = history.first, let last = history.last else { return 0 }
        return (last - first) / first
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(symbol).font(.headline)
                Text(price, format: .currency(code: "USD"))
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            SparklineView(values: history, lineColor: change >= 0 ? .green : .red)
                .frame(width: 80, height: 32)
            Text(change, format: .percent.precision(.fractionLength(1)))
                .font(.caption.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(change >= 0 ? Color.green : Color.red)
                .cornerRadius(6)
        }
        .padding(.vertical, 6)
    }
}

struct SparklineCanvas_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            StockRow(symbol: "AAPL", price: 189.84, history: [180, 182, 181, 185, 184, 188, 189.84])
            StockRow(symbol: "TSLA", price: 171.05, history: [190, 186, 180, 178, 175, 171.05])
            DotGrid().frame(height: 120)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
