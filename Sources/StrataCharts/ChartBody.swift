import Strata

/// Draws a laid-out chart: its shapes as SVG paths in the chart's size, its labels and
/// views placed in rectangles, then the legend.
nonisolated struct ChartBody: View {
    let drawing: ChartDrawing
    let configuration: ChartConfiguration

    var body: some View {
        switch configuration.legendPosition.storage {
        case .leading, .topLeading, .bottomLeading:
            HStack(alignment: .center, spacing: 12) {
                legend(stacked: true)
                plotArea
            }
        case .trailing, .topTrailing, .bottomTrailing:
            HStack(alignment: .center, spacing: 12) {
                plotArea
                legend(stacked: true)
            }
        case .top:
            VStack(alignment: .leading, spacing: 8) {
                legend(stacked: false)
                plotArea
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                plotArea
                legend(stacked: false)
            }
        }
    }

    /// The legend: the chart's own, or the view `chartLegend(content:)` gave; beside the plot,
    /// its entries are stacked.
    @ViewBuilder private func legend(stacked: Bool) -> some View {
        if let custom = configuration.legendContent, configuration.legendVisibility != .hidden {
            custom
        } else if !drawing.legend.isEmpty {
            ChartLegendView(entries: drawing.legend, title: drawing.legendTitle, width: stacked ? 0 : drawing.size.width)
        }
    }

    private var proxy: ChartProxy { ChartProxy(plot: drawing.plot, xScale: drawing.xScale, yScale: drawing.yScale) }

    private var plotArea: some View {
        let size = drawing.size
        return ZStack(alignment: .topLeading) {
            if let plotStyle = configuration.plotStyle {
                placed(plotStyle(AnyView(Color.clear.frame(width: drawing.plot.width, height: drawing.plot.height))), in: drawing.plot, alignment: .topLeading)
            }
            ForEach(configuration.backgrounds.indices, id: \.self) { index in
                placed(configuration.backgrounds[index](proxy), in: drawing.plot, alignment: .topLeading)
            }
            ForEach(drawing.shapes.indices, id: \.self) { index in
                shape(drawing.shapes[index])
            }
            ForEach(drawing.labels.indices, id: \.self) { index in
                label(drawing.labels[index])
            }
            ForEach(configuration.overlays.indices, id: \.self) { index in
                placed(configuration.overlays[index](proxy), in: drawing.plot, alignment: .topLeading)
            }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
    }

    @ViewBuilder private func shape(_ shape: ChartDrawing.Shape) -> some View {
        let path = ChartPathShape(path: shape.path, size: drawing.size)
        if let fill = shape.fill {
            path.fill(fill).frame(width: drawing.size.width, height: drawing.size.height).opacity(shape.opacity)
        } else if let stroke = shape.stroke {
            path.stroke(stroke, style: shape.strokeStyle).frame(width: drawing.size.width, height: drawing.size.height).opacity(shape.opacity)
        }
    }

    @ViewBuilder private func label(_ label: ChartDrawing.Label) -> some View {
        switch label.content {
        case .text(let string):
            placed(
                Text(string).font(label.font ?? .caption2).foregroundStyle(label.style ?? AnyShapeStyle(Color.secondary)).fixedSize(),
                in: label.rect, alignment: label.alignment
            )
        case .view(let view):
            if let font = label.font, let style = label.style {
                placed(view.font(font).foregroundStyle(style).fixedSize(), in: label.rect, alignment: label.alignment)
            } else {
                placed(view.fixedSize(), in: label.rect, alignment: label.alignment)
            }
        }
    }

    /// Places a view in a rectangle of the chart, aligned inside it (overflowing it when larger).
    private func placed<V: View>(_ view: V, in rect: CGRect, alignment: Alignment) -> some View {
        // The stack keeps the frame off the view's own element, so a larger view overflows the
        // rectangle from its alignment instead of being clipped to it.
        HStack(spacing: 0) { view }
            .frame(width: max(rect.width, 0), height: max(rect.height, 0), alignment: alignment)
            .offset(x: rect.minX, y: rect.minY)
    }
}

/// A path drawn in the chart's size, scaled to the rectangle it is shown in.
nonisolated struct ChartPathShape: Shape {
    let path: Path
    let size: CGSize

    func path(in rect: CGRect) -> Path {
        guard size.width > 0, size.height > 0, rect.size != size else { return path.applying(CGAffineTransform(translationX: rect.minX, y: rect.minY)) }
        let scale = CGAffineTransform(scaleX: rect.width / size.width, y: rect.height / size.height)
        return path.applying(scale.concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY)))
    }
}
