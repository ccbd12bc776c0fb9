import Strata

/// Where an annotation view goes relative to the mark it annotates.
enum ChartAnnotationPlacement {
    /// The room an annotation is given, in points.
    static let size = CGSize(width: 120, height: 36)

    static func label(for annotation: ChartAnnotationModel, bounds: CGRect, horizontalMark: Bool) -> ChartDrawing.Label {
        let spacing = annotation.spacing ?? 4
        let w = size.width, h = size.height
        var position = annotation.position.storage
        if position == .automatic { position = horizontalMark ? .trailing : .top }
        let rect: CGRect
        let alignment: Alignment
        switch position {
        case .overlay:
            rect = bounds
            alignment = annotation.alignment
        case .bottom:
            let w = max(w, bounds.width)
            rect = CGRect(x: bounds.midX - w / 2, y: bounds.maxY + spacing, width: w, height: h)
            alignment = Alignment(horizontal: annotation.alignment.horizontal, vertical: .top)
        case .leading:
            rect = CGRect(x: bounds.minX - spacing - w, y: bounds.midY - h / 2, width: w, height: h)
            alignment = Alignment(horizontal: .trailing, vertical: annotation.alignment.vertical)
        case .trailing:
            rect = CGRect(x: bounds.maxX + spacing, y: bounds.midY - h / 2, width: w, height: h)
            alignment = Alignment(horizontal: .leading, vertical: annotation.alignment.vertical)
        case .topLeading:
            rect = CGRect(x: bounds.minX - spacing - w, y: bounds.minY - spacing - h, width: w, height: h)
            alignment = .bottomTrailing
        case .topTrailing:
            rect = CGRect(x: bounds.maxX + spacing, y: bounds.minY - spacing - h, width: w, height: h)
            alignment = .bottomLeading
        case .bottomLeading:
            rect = CGRect(x: bounds.minX - spacing - w, y: bounds.maxY + spacing, width: w, height: h)
            alignment = .topTrailing
        case .bottomTrailing:
            rect = CGRect(x: bounds.maxX + spacing, y: bounds.maxY + spacing, width: w, height: h)
            alignment = .topLeading
        case .top, .automatic:
            // As wide as the mark at least, so a rule's annotation aligns with its ends.
            let w = max(w, bounds.width)
            rect = CGRect(x: bounds.midX - w / 2, y: bounds.minY - spacing - h, width: w, height: h)
            alignment = Alignment(horizontal: annotation.alignment.horizontal, vertical: .bottom)
        }
        return ChartDrawing.Label(content: .view(annotation.content), rect: rect, alignment: alignment)
    }
}
