import Strata

extension NodeEmitter {
    /// A presented alert, dialog or sheet: a modal dialog over a scrim, named by its title.
    /// Presented content marked `.isModal` is an alert dialog (it demands a response); its own
    /// accessibility label and hint then name and describe the dialog.
    mutating func emitPresentation(_ presentation: RenderPresentation) {
        let naming = PresentationNaming(presentation)
        switch presentation.kind {
        case .alert: writer.raw("<div class=\"s-scrim\"><div class=\"s-dialog s-alert\" role=\"alertdialog\" aria-modal=\"true\"")
        case .confirmationDialog where presentation.actionSheet != nil:
            writer.raw("<div class=\"s-scrim s-scrim-bottom\"><div class=\"s-dialog s-action-sheet\" role=\"dialog\" aria-modal=\"true\"")
        case .confirmationDialog: writer.raw("<div class=\"s-scrim s-scrim-bottom\"><div class=\"s-dialog\" role=\"dialog\" aria-modal=\"true\"")
        case .sheet where naming.isAlert: writer.raw("<div class=\"s-scrim\"><div class=\"s-dialog s-plain\" role=\"alertdialog\" aria-modal=\"true\"")
        case .sheet: openSheet(presentation.sheetStyle ?? .standard)
        }
        writer.attribute("aria-label", naming.label ?? presentation.title)
        if let description = naming.description { writer.attribute("aria-description", description) }
        writer.raw(">")
        if let actionSheet = presentation.actionSheet { emitActionSheet(actionSheet) } else { emit(naming.nodes) }
        writer.raw("</div></div>")
    }

    /// An iOS action sheet: the header and actions in one rounded group, the cancel buttons
    /// in a group of their own below it.
    private mutating func emitActionSheet(_ sheet: RenderActionSheet) {
        if !sheet.header.isEmpty || !sheet.actions.isEmpty {
            writer.raw("<div class=\"s-as-group\">")
            if !sheet.header.isEmpty {
                writer.raw("<div class=\"s-as-header\">")
                emit(sheet.header)
                writer.raw("</div>")
            }
            emit(sheet.actions)
            writer.raw("</div>")
        }
        writer.raw("<div class=\"s-as-cancel\">")
        emit(sheet.cancel)
        writer.raw("</div>")
    }

    /// A sheet rising from the bottom edge: at its detent's height (`s-detent`), with the
    /// grabber iOS draws at the top (`s-grab`), and its own corners and background if set; or
    /// covering the screen (`s-cover`).
    private mutating func openSheet(_ style: RenderSheetStyle) {
        writer.raw("<div class=\"s-scrim s-scrim-bottom\"><div class=\"s-dialog s-sheet")
        let height = style.isFullHeight ? nil : Self.sheetHeight(style)
        if height != nil { writer.raw(" s-detent") }
        if style.showsDragIndicator { writer.raw(" s-grab") }
        if style.coversScreen { writer.raw(" s-cover") }
        writer.raw("\" role=\"dialog\" aria-modal=\"true\"")
        guard height != nil || style.cornerRadius != nil || style.background != nil else { return }
        writer.raw(" style=\"")
        if let height { writer.raw("height:"); css(height); writer.raw(";") }
        if let radius = style.cornerRadius {
            let px = CSSValues.px(radius)
            writer.raw("border-radius:"); css(px); writer.raw(" "); css(px); writer.raw(" 0 0;")
        }
        if let background = style.background { writer.raw("background:"); writePaint(background); writer.raw(";") }
        writer.raw("\"")
    }

    /// The CSS height of a sheet, relative to the tallest it can be (the scrim's content box):
    /// the selected detent, or else the smallest detent, which CSS picks with `min()` because
    /// `.medium` and a fixed height compare differently on different screens.
    static func sheetHeight(_ style: RenderSheetStyle) -> String {
        if let selection = style.selection { return detentHeight(selection) }
        let heights = style.detents.map(detentHeight)
        return heights.count == 1 ? heights[0] : "min(\(heights.joined(separator: ",")))"
    }

    private static func detentHeight(_ detent: PresentationDetent) -> String {
        switch detent._height {
        case .medium: "50%"
        case .large: "100%"
        case .fraction(let fraction): CSSValues.percent(Double(fraction))
        case .points(let points): CSSValues.px(points)
        }
    }
}
