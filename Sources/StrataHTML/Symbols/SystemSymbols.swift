import Strata

/// Original inline SVG drawings for common SF Symbol names, drawn on a 24×24 grid.
///
/// SF Symbols themselves cannot be shipped, so Strata draws a small set of common names with its
/// own simple geometry (lines, circles, rectangles and short paths). Each value is the inner markup
/// of an `<svg viewBox="0 0 24 24">` supplied by the caller, which sets
/// `fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`.
/// Drawings inherit those attributes; filled shapes set `fill="currentColor"` explicitly, and
/// shapes with knocked-out marks use `fill-rule="evenodd"` with `stroke="none"`.
enum SystemSymbols {
    /// The SVG child elements (paths, circles, ...) for `name`, or nil when the name is not drawn.
    static func drawing(named name: String) -> String? {
        drawings[drawnName(for: name)]
    }

    /// The drawn name that stands for `name`: the name itself, or else the name without the
    /// variant parts it ends in (`bell.slash.fill` is drawn as `bell` when only `bell` is drawn),
    /// as iOS draws a symbol whose variant does not exist in its base form.
    static func drawnName(for name: String) -> String {
        guard drawings[name] == nil else { return name }
        var components = name.split(separator: ".")
        while components.count > 1, let last = components.last, SymbolVariants.nameParts.contains(String(last)) {
            components.removeLast()
            let candidate = components.joined(separator: ".")
            if drawings[candidate] != nil { return candidate }
        }
        return name
    }

    /// The frame of a symbol at a font size, in ems: SF Symbols frame most glyphs in about a
    /// 1.02 em square (`checkmark.circle.fill` at 17 points is 17.3 points across) and some wider
    /// or taller (`tag.fill` at 17 points is 24 × 22). The glyph is drawn at one scale (22 grid
    /// units to 1.02 em) centered in its frame, so a wider frame adds side bearings, as in SF.
    static func frame(named name: String) -> (width: Double, height: Double)? {
        frames[drawnName(for: name)]
    }

    /// The `viewBox` of a symbol's `<svg>`: its frame, centered on the grid's middle.
    static func viewBox(named name: String) -> String {
        guard let frame = frames[drawnName(for: name)] else { return "1 1 22 22" }
        let width = 22 * frame.width / 1.02, height = 22 * frame.height / 1.02
        func rounded(_ value: Double) -> String { String((value * 100).rounded() / 100) }
        return "\(rounded(12 - width / 2)) \(rounded(12 - height / 2)) \(rounded(width)) \(rounded(height))"
    }

    /// Frames that differ from the 1.02 em square, measured on images recorded on iOS.
    private static let frames: [String: (width: Double, height: Double)] = [
        "tag": (1.41, 1.29), "tag.fill": (1.41, 1.29),
    ]

    /// Every drawn symbol name mapped to its SVG child elements.
    static let drawings: [String: String] = [
        "checkmark":
            #"<path d="M4 12.5l5 5L20 6.5"/>"#,
        "xmark":
            #"<path d="M6 6l12 12M18 6L6 18"/>"#,
        "plus":
            #"<path d="M12 4.5v15M4.5 12h15"/>"#,
        "minus":
            #"<path d="M4.5 12h15"/>"#,
        "trash":
            #"<path d="M3.5 6h17"/><path d="M9 6V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V6"/><path d="M5.5 6l1 13.6A1.5 1.5 0 0 0 8 21h8a1.5 1.5 0 0 0 1.5-1.4L18.5 6"/><path d="M10 10.5v6M14 10.5v6"/>"#,
        "trash.fill":
            #"<path d="M3.5 6h17"/><path d="M9 6V4.5A1.5 1.5 0 0 1 10.5 3h3A1.5 1.5 0 0 1 15 4.5V6"/><path d="M6.5 8h11l-.9 11.1A1 1 0 0 1 15.6 20H8.4a1 1 0 0 1-1-.9z" fill="currentColor"/>"#,
        "star":
            #"<path d="M12 2.9L14.82 9.02L21.51 9.81L16.57 14.38L17.88 20.99L12 17.7L6.12 20.99L7.43 14.38L2.49 9.81L9.18 9.02Z"/>"#,
        "star.fill":
            #"<path d="M12 2.9L14.82 9.02L21.51 9.81L16.57 14.38L17.88 20.99L12 17.7L6.12 20.99L7.43 14.38L2.49 9.81L9.18 9.02Z" fill="currentColor"/>"#,
        "heart":
            #"<path d="M12 20.5L4.2 12.05A4.5 4.5 0 1 1 12 9A4.5 4.5 0 1 1 19.8 12.05Z"/>"#,
        "heart.fill":
            #"<path d="M12 20.5L4.2 12.05A4.5 4.5 0 1 1 12 9A4.5 4.5 0 1 1 19.8 12.05Z" fill="currentColor"/>"#,
        "tag":
            #"<g transform="rotate(45 12 12)"><path d="M6.5 8L10 4.5H14L17.5 8V22.5H6.5Z"/><circle cx="12" cy="8.6" r="1.3" fill="currentColor" stroke="none"/></g>"#,
        "tag.fill":
            #"<g transform="rotate(45 12 12)"><path d="M6.5 8L10 4.5H14L17.5 8V22.5H6.5ZM14.3 8.6A2.3 2.3 0 1 0 9.7 8.6A2.3 2.3 0 1 0 14.3 8.6Z" fill="currentColor" fill-rule="evenodd"/></g>"#,
        "gear":
            #"<path d="M10.89 3.88L11.16 2.04L12.84 2.04L13.11 3.88L15.1 4.41L16.26 2.95L17.71 3.79L17.03 5.52L18.48 6.97L20.21 6.29L21.05 7.74L19.59 8.9L20.12 10.89L21.96 11.16L21.96 12.84L20.12 13.11L19.59 15.1L21.05 16.26L20.21 17.71L18.48 17.03L17.03 18.48L17.71 20.21L16.26 21.05L15.1 19.59L13.11 20.12L12.84 21.96L11.16 21.96L10.89 20.12L8.9 19.59L7.74 21.05L6.29 20.21L6.97 18.48L5.52 17.03L3.79 17.71L2.95 16.26L4.41 15.1L3.88 13.11L2.04 12.84L2.04 11.16L3.88 10.89L4.41 8.9L2.95 7.74L3.79 6.29L5.52 6.97L6.97 5.52L6.29 3.79L7.74 2.95L8.9 4.41Z"/><circle cx="12" cy="12" r="3.5"/>"#,
        "gearshape":
            #"<path d="M10.46 4.72L10.84 2.78A0.9 0.9 0 0 1 11.72 2.05L12.28 2.05A0.9 0.9 0 0 1 13.16 2.78L13.54 4.72A0.9 0.9 0 0 1 14.08 5.38L15.21 5.85A0.9 0.9 0 0 1 16.06 5.76L17.7 4.66A0.9 0.9 0 0 1 18.84 4.77L19.23 5.16A0.9 0.9 0 0 1 19.34 6.3L18.24 7.94A0.9 0.9 0 0 1 18.15 8.79L18.62 9.92A0.9 0.9 0 0 1 19.28 10.46L21.22 10.84A0.9 0.9 0 0 1 21.95 11.72L21.95 12.28A0.9 0.9 0 0 1 21.22 13.16L19.28 13.54A0.9 0.9 0 0 1 18.62 14.08L18.15 15.21A0.9 0.9 0 0 1 18.24 16.06L19.34 17.7A0.9 0.9 0 0 1 19.23 18.84L18.84 19.23A0.9 0.9 0 0 1 17.7 19.34L16.06 18.24A0.9 0.9 0 0 1 15.21 18.15L14.08 18.62A0.9 0.9 0 0 1 13.54 19.28L13.16 21.22A0.9 0.9 0 0 1 12.28 21.95L11.72 21.95A0.9 0.9 0 0 1 10.84 21.22L10.46 19.28A0.9 0.9 0 0 1 9.92 18.62L8.79 18.15A0.9 0.9 0 0 1 7.94 18.24L6.3 19.34A0.9 0.9 0 0 1 5.16 19.23L4.77 18.84A0.9 0.9 0 0 1 4.66 17.7L5.76 16.06A0.9 0.9 0 0 1 5.85 15.21L5.38 14.08A0.9 0.9 0 0 1 4.72 13.54L2.78 13.16A0.9 0.9 0 0 1 2.05 12.28L2.05 11.72A0.9 0.9 0 0 1 2.78 10.84L4.72 10.46A0.9 0.9 0 0 1 5.38 9.92L5.85 8.79A0.9 0.9 0 0 1 5.76 7.94L4.66 6.3A0.9 0.9 0 0 1 4.77 5.16L5.16 4.77A0.9 0.9 0 0 1 6.3 4.66L7.94 5.76A0.9 0.9 0 0 1 8.79 5.85L9.92 5.38A0.9 0.9 0 0 1 10.46 4.72Z"/><circle cx="12" cy="12" r="3"/>"#,
        "magnifyingglass":
            #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.3 15.3L20.5 20.5"/>"#,
        "person":
            #"<circle cx="12" cy="7.5" r="4"/><path d="M4 21v-.5A6.5 6.5 0 0 1 10.5 14h3a6.5 6.5 0 0 1 6.5 6.5v.5"/>"#,
        "person.fill":
            #"<circle cx="12" cy="7.5" r="4" fill="currentColor"/><path d="M4 20.5A6.5 6.5 0 0 1 10.5 14h3a6.5 6.5 0 0 1 6.5 6.5V21H4z" fill="currentColor"/>"#,
        "person.circle":
            #"<circle cx="12" cy="12" r="10"/><circle cx="12" cy="10" r="3.2"/><path d="M6.2 18.7A7.5 7.5 0 0 1 12 16a7.5 7.5 0 0 1 5.8 2.7"/>"#,
        "bell":
            #"<path d="M5 17h14l-1.5-2.2V10a5.5 5.5 0 0 0-11 0v4.8z"/><path d="M10 20.5h4M12 3v1.5"/>"#,
        "bell.fill":
            #"<path d="M5 17h14l-1.5-2.2V10a5.5 5.5 0 0 0-11 0v4.8z" fill="currentColor"/><path d="M10 20.5h4M12 3v1.5"/>"#,
        "house":
            #"<path d="M2.5 11.5L12 3l9.5 8.5"/><path d="M5 9.5V20h14V9.5"/><path d="M10 20v-5.5h4V20"/>"#,
        "house.fill":
            #"<path d="M2.5 11.5L12 3l9.5 8.5"/><path d="M5 9.6L12 3.4l7 6.2V20h-5v-5.5h-4V20H5z" fill="currentColor"/>"#,
        "chevron.right":
            #"<path d="M9 4.5l7.5 7.5L9 19.5"/>"#,
        "chevron.left":
            #"<path d="M15 4.5L7.5 12l7.5 7.5"/>"#,
        "chevron.up":
            #"<path d="M4.5 15.5L12 8l7.5 7.5"/>"#,
        "chevron.down":
            #"<path d="M4.5 8.5L12 16l7.5-7.5"/>"#,
        "arrow.right":
            #"<path d="M4 12h16M13.5 5.5L20 12l-6.5 6.5"/>"#,
        "arrow.left":
            #"<path d="M20 12H4M10.5 5.5L4 12l6.5 6.5"/>"#,
        "arrow.up":
            #"<path d="M12 20V4M5.5 10.5L12 4l6.5 6.5"/>"#,
        "arrow.down":
            #"<path d="M12 4v16M5.5 13.5L12 20l6.5-6.5"/>"#,
        "square.and.arrow.up":
            #"<path d="M8.5 9.5H6.5a1.5 1.5 0 0 0-1.5 1.5v8.5A1.5 1.5 0 0 0 6.5 21h11a1.5 1.5 0 0 0 1.5-1.5V11a1.5 1.5 0 0 0-1.5-1.5h-2"/><path d="M12 14.5V2.5M8.5 6L12 2.5 15.5 6"/>"#,
        "square.and.pencil":
            #"<path d="M11 4H5.5A1.5 1.5 0 0 0 4 5.5v13A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V13"/><path d="M18 3l3 3-9 9-4 1 1-4z"/>"#,
        "pencil":
            #"<path d="M16.5 3.5l4 4L8 20l-5 1 1-5z"/><path d="M14 6l4 4"/>"#,
        "envelope":
            #"<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 6.5L12 13l8.5-6.5"/>"#,
        "envelope.fill":
            #"<path d="M5 5h14a2 2 0 0 1 1.6.8L12 12.4 3.4 5.8A2 2 0 0 1 5 5z" fill="currentColor" stroke="none"/><path d="M3 7.6l9 6.9 9-6.9V17a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" fill="currentColor" stroke="none"/>"#,
        "phone":
            #"<path d="M5.5 3H8.6l1.6 4.6-2.1 1.6a11 11 0 0 0 6.7 6.7l1.6-2.1L21 15.4v3.1A2.5 2.5 0 0 1 18.5 21 15.5 15.5 0 0 1 3 5.5 2.5 2.5 0 0 1 5.5 3z"/>"#,
        "phone.fill":
            #"<path d="M5.5 3H8.6l1.6 4.6-2.1 1.6a11 11 0 0 0 6.7 6.7l1.6-2.1L21 15.4v3.1A2.5 2.5 0 0 1 18.5 21 15.5 15.5 0 0 1 3 5.5 2.5 2.5 0 0 1 5.5 3z" fill="currentColor"/>"#,
        "info.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M12 11v5.5M12 7.5h.01"/>"#,
        "info.circle.fill":
            #"<path d="M1 12A11 11 0 1 0 23 12A11 11 0 1 0 1 12ZM10.9 11A1.1 1.1 0 0 1 13.1 11L13.1 16.5A1.1 1.1 0 0 1 10.9 16.5ZM10.6 7.5A1.4 1.4 0 1 0 13.4 7.5A1.4 1.4 0 1 0 10.6 7.5Z" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#,
        "exclamationmark.triangle":
            #"<path d="M13.04 4.82L20.97 18.7A1.2 1.2 0 0 1 19.93 20.5L4.07 20.5A1.2 1.2 0 0 1 3.03 18.7L10.96 4.82A1.2 1.2 0 0 1 13.04 4.82Z"/><path d="M12 9.5v4.5M12 17.2h.01"/>"#,
        "exclamationmark.triangle.fill":
            #"<path d="M13.74 4.89L21.42 18.52A2 2 0 0 1 19.68 21.5L4.32 21.5A2 2 0 0 1 2.58 18.52L10.26 4.89A2 2 0 0 1 13.74 4.89ZM10.9 9.5A1.1 1.1 0 0 1 13.1 9.5L13.1 14A1.1 1.1 0 0 1 10.9 14ZM10.6 17.4A1.4 1.4 0 1 0 13.4 17.4A1.4 1.4 0 1 0 10.6 17.4Z" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#,
        "exclamationmark.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M12 7v6M12 16.5h.01"/>"#,
        "questionmark.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M9.3 9.3a2.8 2.8 0 1 1 4 2.5c-.8.4-1.3 1-1.3 1.9v.3M12 17.2h.01"/>"#,
        "checkmark.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M7.5 12.5l3 3 6-6.5"/>"#,
        "checkmark.circle.fill":
            #"<path d="M1 12A11 11 0 1 0 23 12A11 11 0 1 0 1 12ZM7.88 11.42L10.45 13.99L16.07 7.76A1.25 1.25 0 0 1 17.93 9.44L11.43 16.64A1.25 1.25 0 0 1 9.62 16.68L6.12 13.18A1.25 1.25 0 0 1 7.88 11.42Z" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#,
        "xmark.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M8.8 8.8l6.4 6.4M15.2 8.8l-6.4 6.4"/>"#,
        "xmark.circle.fill":
            #"<path d="M1 12A11 11 0 1 0 23 12A11 11 0 1 0 1 12ZM13.63 12L16.07 14.44A1.15 1.15 0 0 1 14.44 16.07L12 13.63L9.56 16.07A1.15 1.15 0 0 1 7.93 14.44L10.37 12L7.93 9.56A1.15 1.15 0 0 1 9.56 7.93L12 10.37L14.44 7.93A1.15 1.15 0 0 1 16.07 9.56L13.63 12Z" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#,
        "plus.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M12 7.5v9M7.5 12h9"/>"#,
        "plus.circle.fill":
            #"<path d="M1 12A11 11 0 1 0 23 12A11 11 0 1 0 1 12ZM13.15 10.85L16.8 10.85A1.15 1.15 0 0 1 16.8 13.15L13.15 13.15L13.15 16.8A1.15 1.15 0 0 1 10.85 16.8L10.85 13.15L7.2 13.15A1.15 1.15 0 0 1 7.2 10.85L10.85 10.85L10.85 7.2A1.15 1.15 0 0 1 13.15 7.2L13.15 10.85Z" fill="currentColor" fill-rule="evenodd" stroke="none"/>"#,
        "minus.circle":
            #"<circle cx="12" cy="12" r="10"/><path d="M7.5 12h9"/>"#,
        "ellipsis":
            #"<circle cx="4.5" cy="12" r="1.9" fill="currentColor" stroke="none"/><circle cx="12" cy="12" r="1.9" fill="currentColor" stroke="none"/><circle cx="19.5" cy="12" r="1.9" fill="currentColor" stroke="none"/>"#,
        "ellipsis.circle":
            #"<circle cx="12" cy="12" r="10"/><circle cx="7.5" cy="12" r="1.3" fill="currentColor" stroke="none"/><circle cx="12" cy="12" r="1.3" fill="currentColor" stroke="none"/><circle cx="16.5" cy="12" r="1.3" fill="currentColor" stroke="none"/>"#,
        "calendar":
            #"<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/><circle cx="8" cy="14" r="1" fill="currentColor" stroke="none"/><circle cx="12" cy="14" r="1" fill="currentColor" stroke="none"/><circle cx="16" cy="14" r="1" fill="currentColor" stroke="none"/><circle cx="8" cy="17.5" r="1" fill="currentColor" stroke="none"/><circle cx="12" cy="17.5" r="1" fill="currentColor" stroke="none"/>"#,
        "clock":
            #"<circle cx="12" cy="12" r="10"/><path d="M12 6.5V12l3.5 2.5"/>"#,
        "lock":
            #"<rect x="4.5" y="11" width="15" height="10" rx="2"/><path d="M8 11V7.5a4 4 0 0 1 8 0V11"/>"#,
        "lock.fill":
            #"<rect x="4.5" y="11" width="15" height="10" rx="2" fill="currentColor"/><path d="M8 11V7.5a4 4 0 0 1 8 0V11"/>"#,
        "globe":
            #"<circle cx="12" cy="12" r="10.2" stroke-width="1.6"/><g stroke-width="1.3"><ellipse cx="12" cy="12" rx="4.6" ry="10.2"/><path d="M12 1.8v20.4M1.8 12h20.4M3.6 6.6h16.8M3.6 17.4h16.8"/></g>"#,
        "photo":
            #"<rect x="2.5" y="4" width="19" height="16" rx="2"/><circle cx="8" cy="9.5" r="1.8"/><path d="M3 17.5l5.2-5 4.3 4.3 2.8-2.8 5.7 5.5"/>"#,
        "play.fill":
            #"<path d="M7 4.5v15l12.5-7.5z" fill="currentColor"/>"#,
        "pause.fill":
            #"<rect x="5" y="4" width="5" height="16" rx="1.5" fill="currentColor" stroke="none"/><rect x="14" y="4" width="5" height="16" rx="1.5" fill="currentColor" stroke="none"/>"#,
        "stop.fill":
            #"<rect x="4" y="4" width="16" height="16" rx="2.5" fill="currentColor" stroke="none"/>"#,
        "bookmark":
            #"<path d="M6 3.5A1.5 1.5 0 0 1 7.5 2h9A1.5 1.5 0 0 1 18 3.5V21l-6-4.5L6 21z"/>"#,
        "bookmark.fill":
            #"<path d="M6 3.5A1.5 1.5 0 0 1 7.5 2h9A1.5 1.5 0 0 1 18 3.5V21l-6-4.5L6 21z" fill="currentColor"/>"#,
        "cart":
            #"<path d="M2 3h2.8l2.6 12.2a1 1 0 0 0 1 .8h9.4a1 1 0 0 0 1-.8L20.5 7H5.6"/><circle cx="9" cy="19.8" r="1.5"/><circle cx="17" cy="19.8" r="1.5"/>"#,
        "creditcard":
            #"<rect x="2" y="5" width="20" height="14" rx="2"/><path d="M2 9.5h20M5.5 15h4"/>"#,
        "sparkles":
            #"<path d="M9.5 5.5Q10.7 11.8 17 13Q10.7 14.2 9.5 20.5Q8.3 14.2 2 13Q8.3 11.8 9.5 5.5Z"/><path d="M18.5 2Q19.1 4.4 21.5 5Q19.1 5.6 18.5 8Q17.9 5.6 15.5 5Q17.9 4.4 18.5 2Z" fill="currentColor" stroke-width="1"/><path d="M18.5 16Q19 18 21 18.5Q19 19 18.5 21Q18 19 16 18.5Q18 18 18.5 16Z" fill="currentColor" stroke-width="1"/>"#,
        "bolt":
            #"<path d="M13.5 2L4.5 13.5h7L10.5 22l9-11.5h-7z"/>"#,
        "bolt.fill":
            #"<path d="M13.5 2L4.5 13.5h7L10.5 22l9-11.5h-7z" fill="currentColor"/>"#,
        "flag":
            #"<path d="M5 21.5V3.5"/><path d="M5 4c2.5-1.6 4.7-1.2 7 0s4.5 1.6 7 0v9.5c-2.5 1.6-4.7 1.2-7 0s-4.5-1.6-7 0"/>"#,
        "folder":
            #"<path d="M3 6.5A1.5 1.5 0 0 1 4.5 5h4.6l2 2.5h8.4A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z"/><path d="M3 10.5h18"/>"#,
        "doc":
            #"<path d="M14 2.5H6.5A1.5 1.5 0 0 0 5 4v16a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V7.5z"/><path d="M14 2.5v5h5"/>"#,
        "doc.text":
            #"<path d="M14 2.5H6.5A1.5 1.5 0 0 0 5 4v16a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 20V7.5z"/><path d="M14 2.5v5h5"/><path d="M8.5 12.5h7M8.5 16.5h7M8.5 8.5h2.5"/>"#,
        "paperplane":
            #"<path d="M21.5 2.5L2.5 10l7.8 3.7 3.7 7.8z"/><path d="M10.3 13.7L21.5 2.5"/>"#,
        "eye":
            #"<path d="M2 12a11.5 11.5 0 0 1 20 0 11.5 11.5 0 0 1-20 0z"/><circle cx="12" cy="12" r="3"/>"#,
        "eye.slash":
            #"<path d="M2 12a11.5 11.5 0 0 1 20 0 11.5 11.5 0 0 1-20 0z"/><circle cx="12" cy="12" r="3"/><path d="M4 3.5l16 17"/>"#,
        "circle":
            #"<circle cx="12" cy="12" r="10"/>"#,
        "circle.fill":
            #"<circle cx="12" cy="12" r="10" fill="currentColor"/>"#,
        "square":
            #"<rect x="3" y="3" width="18" height="18" rx="3"/>"#,
        "location":
            #"<path d="M20.5 3.5L3.5 11.2l7.7 1.6 1.6 7.7z"/>"#,
        "map":
            #"<path d="M3 6.2l6-2.7 6 2.7 6-2.7v14.3l-6 2.7-6-2.7-6 2.7z"/><path d="M9 3.5v14.3M15 6.2v14.3"/>"#,
        "link":
            #"<g transform="rotate(-45 12 12)"><rect x="1" y="8.6" width="12.5" height="6.8" rx="3.4"/><rect x="10.5" y="8.6" width="12.5" height="6.8" rx="3.4"/></g>"#,
        "list.bullet":
            #"<circle cx="4.5" cy="6" r="1.5" fill="currentColor" stroke="none"/><circle cx="4.5" cy="12" r="1.5" fill="currentColor" stroke="none"/><circle cx="4.5" cy="18" r="1.5" fill="currentColor" stroke="none"/><path d="M9 6h11.5M9 12h11.5M9 18h11.5"/>"#,
        "line.3.horizontal":
            #"<path d="M3.5 6h17M3.5 12h17M3.5 18h17"/>"#,
        "slider.horizontal.3":
            #"<path d="M3 6h10M17 6h4M3 12h3M10 12h11M3 18h8M15 18h6"/><circle cx="15" cy="6" r="2"/><circle cx="8" cy="12" r="2"/><circle cx="13" cy="18" r="2"/>"#,
        "square.grid.2x2":
            #"<rect x="3" y="3" width="7" height="7" rx="1.5"/><rect x="14" y="3" width="7" height="7" rx="1.5"/><rect x="3" y="14" width="7" height="7" rx="1.5"/><rect x="14" y="14" width="7" height="7" rx="1.5"/>"#,
        "arrow.clockwise":
            #"<path d="M19.07 9.2A7.8 7.8 0 1 1 12 4.7"/><path d="M9.8 1.8l3 2.9-3 2.9"/>"#,
        "cloud":
            #"<path d="M7 19h10.5a4.5 4.5 0 0 0 .3-9A6 6 0 0 0 6.4 11.4 3.8 3.8 0 0 0 7 19z"/>"#,
        "sun.max":
            #"<circle cx="12" cy="12" r="4"/><path d="M19 12L21.8 12M16.95 16.95L18.93 18.93M12 19L12 21.8M7.05 16.95L5.07 18.93M5 12L2.2 12M7.05 7.05L5.07 5.07M12 5L12 2.2M16.95 7.05L18.93 5.07"/>"#,
        "moon":
            #"<path d="M20.5 14.5A9 9 0 1 1 9.5 3.5A10 10 0 0 0 20.5 14.5z"/>"#,
        "wifi":
            #"<path d="M9.03 16.03A4.2 4.2 0 0 1 14.97 16.03M6.06 13.06A8.4 8.4 0 0 1 17.94 13.06M3.09 10.09A12.6 12.6 0 0 1 20.91 10.09"/><circle cx="12" cy="19" r="1.6" fill="currentColor" stroke="none"/>"#,
        "tray":
            #"<path d="M3 13.5L5.5 5h13l2.5 8.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z"/><path d="M3 13.5h5l1.5 2.5h5l1.5-2.5h5"/>"#,
        "tray.fill":
            #"<path d="M3 13.5L5.5 5h13l2.5 8.5V19a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" fill="currentColor"/>"#,
        "bubble.left":
            #"<path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H10l-5 4v-4H5.5A1.5 1.5 0 0 1 4 14.5z"/>"#,
        "message":
            #"<path d="M12 4c4.7 0 8.5 3 8.5 7s-3.8 7-8.5 7c-1 0-2-.1-2.9-.4L5 20l1-3.6C4.5 15 3.5 13.1 3.5 11 3.5 7 7.3 4 12 4z"/>"#,
        "person.crop.circle":
            #"<circle cx="12" cy="12" r="9"/><circle cx="12" cy="10" r="3"/><path d="M6.2 18.4c1.2-2 3.3-3.2 5.8-3.2s4.6 1.2 5.8 3.2"/>"#,
        "chart.bar":
            #"<path d="M5 20V13M12 20V5M19 20v-9"/><path d="M3 20.5h18"/>"#,
        "bag":
            #"<path d="M5 8h14l-1 12.5H6z"/><path d="M9 10V6.5a3 3 0 0 1 6 0V10"/>"#,
        "gearshape.fill":
            #"<path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1"/><path fill-rule="evenodd" fill="currentColor" stroke="none" d="M12 4.5a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15zM12 9.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 1 1 0-5z"/>"#,
        "battery.100":
            #"<rect x="2" y="7" width="17.5" height="10" rx="2.5"/><path d="M22 10.5v3"/><rect x="4.5" y="9.5" width="12.5" height="5" rx="1" fill="currentColor" stroke="none"/>"#,
    ]
}
