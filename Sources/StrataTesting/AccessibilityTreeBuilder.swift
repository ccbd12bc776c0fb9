import Strata

/// Builds accessibility elements from render nodes the way VoiceOver reads SwiftUI: stacks are
/// transparent, controls are one element named by their label's text, `accessibilityElement`
/// combines, ignores or contains, hidden content and decorative images are listed as hidden.
/// Background layers are decoration (as in the HTML, where they are `aria-hidden`).
struct AccessibilityTreeBuilder {
    private(set) var contrastSamples: [ContrastSample] = []

    /// What surrounds a node: its appearance and the known color behind it.
    struct Context {
        var scheme: ColorScheme = .light
        var background: ContrastColor? = nil
    }

    mutating func elements(of nodes: [RenderNode]) -> [AccessibilityElement] {
        var list: [AccessibilityElement] = []
        add(nodes, inherited: [], context: Context(), path: [], into: &list)
        sortByPriority(&list, path: [])
        return list
    }

    /// Orders a container's elements by `accessibilitySortPriority` (higher first, ties in
    /// reading order), moving the contrast samples inside them along.
    private mutating func sortByPriority(_ list: inout [AccessibilityElement], path: [Int]) {
        guard list.contains(where: { $0.sortPriority != 0 }) else { return }
        let order = list.indices.sorted { (-list[$0].sortPriority, $0) < (-list[$1].sortPriority, $1) }
        var newIndex = [Int](repeating: 0, count: list.count)
        for (position, index) in order.enumerated() { newIndex[index] = position }
        list = order.map { list[$0] }
        for sample in contrastSamples.indices where contrastSamples[sample].path.count > path.count
            && contrastSamples[sample].path.starts(with: path) {
            contrastSamples[sample].path[path.count] = newIndex[contrastSamples[sample].path[path.count]]
        }
    }

    private mutating func add(_ nodes: [RenderNode], inherited: [RenderEffect], context: Context, path: [Int], into list: inout [AccessibilityElement]) {
        for node in nodes { add(node, inherited: inherited, context: context, path: path, into: &list) }
    }

    private mutating func add(_ node: RenderNode, inherited: [RenderEffect], context: Context, path: [Int], into list: inout [AccessibilityElement]) {
        let effects = inherited.isEmpty ? node.effects : node.effects + inherited
        if case .fragment = node.kind {
            add(node.children, inherited: effects, context: context, path: path, into: &list)
        } else {
            addElement(node, effects: effects, context: Self.context(context, effects), path: path, into: &list)
        }
        for case .presentation(let presentation) in node.effects {
            let dialogPath = path + [list.count]
            var children: [AccessibilityElement] = []
            add(presentation.nodes, inherited: [], context: context, path: dialogPath, into: &children)
            sortByPriority(&children, path: dialogPath)
            list.append(AccessibilityElement(role: "dialog", label: presentation.title, traits: ["modal"], children: children))
        }
    }

    private mutating func addElement(_ node: RenderNode, effects: [RenderEffect], context: Context, path: [Int], into list: inout [AccessibilityElement]) {
        let kind = node.kind
        let facts = AccessibilityFacts(kind: kind, effects: effects)
        let ownPath = path + [list.count]
        let hiddenByView = effects.contains { if case .hidden = $0 { true } else { false } }
        let start = list.count
        defer { if facts.sortPriority != 0 { for index in start..<list.count { list[index].sortPriority = facts.sortPriority } } }
        if facts.isHidden || hiddenByView {
            list.append(AccessibilityElement(role: Self.role(of: kind) ?? "group", label: facts.label ?? Self.contentText(of: node), isHidden: true))
            return
        }
        var traits = Self.traitNames(facts)
        func name(_ fallback: @autoclosure () -> String) -> String {
            facts.announcedName(contentText: { node.plainText }) ?? fallback()
        }
        switch kind {
        case .text(let text):
            let label = name(text.content.characters)
            sampleContrast(text, label: label, context: context, path: ownPath)
            list.append(AccessibilityElement(role: Self.traitRole(facts) ?? "staticText", label: label, hint: facts.hint, traits: traits))
        case .image(let image):
            guard let label = facts.announcedName(contentText: { image.label ?? "" }) ?? image.label else {
                list.append(AccessibilityElement(role: "image", label: "", isHidden: true))
                return
            }
            var element = AccessibilityElement(role: Self.traitRole(facts) ?? "image", label: label, hint: facts.hint, traits: traits)
            element.isNamedByResource = facts.label == nil && image.isNamedOnlyByResource
            list.append(element)
        case .button(let button):
            if button.role == .destructive { traits.append("destructive") } else if button.role == .cancel { traits.append("cancel") }
            if !button.isEnabled { traits.append("notEnabled") }
            sampleContent(of: node, context: Self.context(context, filledBy: button), path: ownPath)
            list.append(AccessibilityElement(role: "button", label: name(node.plainText), hint: facts.hint, traits: traits))
        case .toggle(let toggle) where toggle.appearance != nil:
            if !toggle.isEnabled { traits.append("notEnabled") }
            sampleContent(of: node, context: context, path: ownPath)
            list.append(AccessibilityElement(role: "toggle", label: facts.label ?? node.plainText, value: facts.value ?? (toggle.isOn ? "on" : "off"), hint: facts.hint, traits: traits))
        case .slider(let slider):
            if !slider.isEnabled { traits.append("notEnabled") }
            list.append(AccessibilityElement(role: "slider", label: facts.label ?? node.plainText, value: facts.value ?? Self.percent(slider.value, in: slider.bounds), hint: facts.hint, traits: ["adjustable"] + traits))
        case .textField(let field):
            let childText = node.children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
            let value = field.isSecure ? String(repeating: "•", count: field.text.count) : field.text
            if !field.isEnabled { traits.append("notEnabled") }
            if field.isSecure { traits.append("secure") }
            list.append(AccessibilityElement(role: "textField", label: facts.label ?? (childText.isEmpty ? field.prompt : childText), value: value, hint: facts.hint, traits: traits))
        case .link:
            sampleContent(of: node, context: context, path: ownPath)
            list.append(AccessibilityElement(role: "link", label: name(node.plainText), hint: facts.hint, traits: traits))
        case .picker(let picker):
            if !picker.isEnabled { traits.append("notEnabled") }
            let selected = picker.options.first(where: \.isSelected)?.content.plainText
            list.append(AccessibilityElement(role: "picker", label: facts.label ?? node.plainText, value: facts.value ?? selected, hint: facts.hint, traits: traits))
        case .progress(let progress):
            let value = progress.fractionCompleted.map { Self.percent($0, in: 0...1) }
            list.append(AccessibilityElement(role: "progressIndicator", label: facts.label ?? node.plainText, value: facts.value ?? value, hint: facts.hint, traits: traits))
        case .menu:
            list.append(AccessibilityElement(role: "button", label: name(node.plainText), hint: facts.hint, traits: ["popUp"] + traits))
        default:
            addContainer(node, effects: effects, facts: facts, traits: traits, context: context, path: ownPath, into: &list)
        }
    }

    /// A stack, grid, scroll view, shape or custom toggle: transparent unless an accessibility
    /// modifier makes it an element.
    private mutating func addContainer(
        _ node: RenderNode, effects: [RenderEffect], facts: AccessibilityFacts, traits: [String],
        context: Context, path ownPath: [Int], into list: inout [AccessibilityElement]
    ) {
        var children: [AccessibilityElement] = []
        if node.arrangesRows {
            addRows(node.children, inherited: [], context: context, path: ownPath, into: &children)
        } else {
            add(node.children, inherited: [], context: context, path: ownPath, into: &children)
        }
        for case .overlay(let layer) in effects { add(layer.nodes, inherited: [], context: context, path: ownPath, into: &children) }
        let behavior = facts.childBehavior
        if behavior?.isCombine == true || behavior?.isIgnore == true {
            // One element: the children's samples now point at it.
            for index in contrastSamples.indices where contrastSamples[index].path.starts(with: ownPath) {
                contrastSamples[index].path = ownPath
            }
            let readable = children.filter { !$0.isHidden }
            var label: String
            var allTraits = traits
            if behavior?.isCombine == true {
                label = facts.label ?? readable.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
                if facts.label == nil, let value = facts.value { label = label.isEmpty ? value : "\(label), \(value)" }
                for child in readable { for trait in child.traits where !allTraits.contains(trait) { allTraits.append(trait) } }
            } else {
                label = facts.announcedName(contentText: { node.plainText }) ?? ""
            }
            let role = Self.traitRole(facts) ?? readable.first(where: \.isControl)?.role ?? "staticText"
            list.append(AccessibilityElement(role: role, label: label, value: behavior?.isCombine == true && facts.label != nil ? facts.value : nil, hint: facts.hint, traits: allTraits))
        } else if behavior != nil || facts.label != nil || !traits.isEmpty {
            sortByPriority(&children, path: ownPath)
            list.append(AccessibilityElement(role: Self.traitRole(facts) ?? "group", label: facts.label ?? "", value: facts.value, hint: facts.hint, traits: traits, children: children))
        } else {
            // Transparent: the children take this element's place, and their paths shift with it.
            spliceSamples(from: ownPath, at: list.count)
            list += children
        }
    }

    /// The rows of a list or form section: a row of more than one element is a `row` container,
    /// as VoiceOver reads a cell, so controls repeated once per row are told apart by their row.
    /// A row of one element is that element; a row that holds rows itself (a section in a list)
    /// stays transparent.
    private mutating func addRows(_ nodes: [RenderNode], inherited: [RenderEffect], context: Context, path: [Int], into list: inout [AccessibilityElement]) {
        for node in nodes {
            if case .fragment = node.kind, !node.effects.contains(where: \.isPresentation) {
                addRows(node.children, inherited: inherited.isEmpty ? node.effects : node.effects + inherited, context: context, path: path, into: &list)
                continue
            }
            let rowPath = path + [list.count]
            var row: [AccessibilityElement] = []
            add(node, inherited: inherited, context: context, path: rowPath, into: &row)
            if row.count > 1, !Self.holdsRows(node) {
                sortByPriority(&row, path: rowPath)
                list.append(AccessibilityElement(role: "row", label: "", children: row))
            } else {
                spliceSamples(from: rowPath, at: list.count)
                list += row
            }
        }
    }

    /// Re-points the contrast samples inside the element at `path` whose children are spliced
    /// into its parent's list at `base`, in its place.
    private mutating func spliceSamples(from path: [Int], at base: Int) {
        for index in contrastSamples.indices where contrastSamples[index].path.starts(with: path) {
            var samplePath = contrastSamples[index].path
            samplePath.remove(at: path.count - 1)
            samplePath[path.count - 1] += base
            contrastSamples[index].path = samplePath
        }
    }

    /// Whether the node or one inside it arranges rows of its own.
    private static func holdsRows(_ node: RenderNode) -> Bool {
        node.arrangesRows || node.children.contains(where: holdsRows)
    }

    /// Records contrast samples for the texts inside a control that reads as one element.
    private mutating func sampleContent(of node: RenderNode, context: Context, path: [Int]) {
        var discarded: [AccessibilityElement] = []
        let start = contrastSamples.count
        add(node.children, inherited: [], context: context, path: path, into: &discarded)
        for index in start..<contrastSamples.count { contrastSamples[index].path = path }
    }

    /// The contrast of the text's least legible run, when its color and background are known.
    private mutating func sampleContrast(_ text: RenderText, label: String, context: Context, path: [Int]) {
        guard let background = context.background else { return }
        var worst: (ratio: Double, isLarge: Bool, required: Double)?
        for run in text.runs where !run.string.allSatisfy(\.isWhitespace) {
            guard let foreground = ContrastColor(run.foreground ?? text.foreground ?? .hierarchical(0), scheme: context.scheme) else { return }
            let font = run.font ?? text.font ?? .body
            let weight = run.weight ?? font.resolvedWeight
            let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && weight.value >= Font.Weight.bold.value)
            let ratio = foreground.composited(over: background).contrastRatio(with: background)
            let required = isLarge ? 3.0 : 4.5
            if worst == nil || ratio / required < worst!.ratio / worst!.required { worst = (ratio, isLarge, required) }
        }
        guard let worst else { return }
        contrastSamples.append(ContrastSample(path: path, text: label, ratio: worst.ratio, isLargeText: worst.isLarge))
    }

    // MARK: Facts

    private static func context(_ context: Context, _ effects: [RenderEffect]) -> Context {
        var context = context
        // Effects are innermost first: the first color scheme applies; backgrounds are painted
        // outermost first, each over the ones before it.
        for case .colorScheme(let scheme) in effects { context.scheme = scheme; break }
        for case .background(let layer) in effects.reversed() {
            guard layer.nodes.count == 1, case .shape(let shape) = layer.nodes[0].kind else {
                // An image, a gradient or a composed view: what is behind the text is not known.
                context.background = nil
                continue
            }
            guard let fill = shape.fill else { continue }  // an outline leaves the background as it was
            guard let color = ContrastColor(fill, scheme: context.scheme) else {
                context.background = nil
                continue
            }
            context.background = context.background.map { color.composited(over: $0) } ?? (color.alpha >= 1 ? color : nil)
        }
        return context
    }

    /// The background a built-in button look draws behind its label: the prominent look fills
    /// with the tint, or with system blue (#007AFF) or red (#FF3B30) by default, as iOS does;
    /// the bordered look's faint tint is not judged.
    private static func context(_ context: Context, filledBy button: RenderButton) -> Context {
        var context = context
        switch button.appearance {
        case .borderedProminent?:
            if button.role == .destructive {
                context.background = ContrastColor(red: 1, green: 0x3B / 255, blue: 0x30 / 255)
            } else if let tint = button.tint, !Self.isSystemAccent(tint) {
                context.background = ContrastColor(tint, scheme: context.scheme).flatMap { $0.alpha >= 1 ? $0 : nil }
            } else {
                context.background = ContrastColor(red: 0, green: 0x7A / 255, blue: 1)
            }
        case .bordered?:
            context.background = nil
        default:
            break
        }
        return context
    }

    /// Whether a tint is the opaque system accent, which the stylesheet fills with its default.
    private static func isSystemAccent(_ paint: Paint) -> Bool {
        guard case .color(let color) = paint, color.alpha >= 1, case .system(let name) = color.definition else { return false }
        return name == "accent"
    }

    /// The role a node's kind gives it, for hidden elements.
    private static func role(of kind: RenderKind) -> String? {
        switch kind {
        case .text: "staticText"
        case .image: "image"
        case .button, .menu: "button"
        case .toggle: "toggle"
        case .slider: "slider"
        case .textField: "textField"
        case .link: "link"
        case .picker: "picker"
        case .progress: "progressIndicator"
        default: nil
        }
    }

    /// The role added traits give an element that has none of its own.
    private static func traitRole(_ facts: AccessibilityFacts) -> String? {
        let traits = facts.traits
        if traits.contains(.isButton) { return "button" }
        if traits.contains(.isLink) { return "link" }
        if traits.contains(.isImage) { return "image" }
        if traits.contains(.isToggle) { return "toggle" }
        return nil
    }

    private static let traitNameTable: [(AccessibilityTraits, String)] = [
        (.isHeader, "header"), (.isSelected, "selected"), (.isSearchField, "searchField"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "keyboardKey"), (.isStaticText, "staticText"), (.isSummaryElement, "summaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.isModal, "modal"),
    ]

    /// Trait names other than those that decide the role.
    private static func traitNames(_ facts: AccessibilityFacts) -> [String] {
        var names: [String] = []
        let traits = facts.traits
        for (trait, name) in traitNameTable where traits.contains(trait) { names.append(name) }
        if facts.headingLevel != nil, !names.contains("header") { names.insert("header", at: 0) }
        return names
    }

    /// The text of a node regardless of its own hidden flag.
    private static func contentText(of node: RenderNode) -> String {
        switch node.kind {
        case .text(let text): text.content.characters
        case .image(let image): image.label ?? ""
        default: node.children.map(\.plainText).filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    private static func percent(_ value: Double, in bounds: ClosedRange<Double>) -> String {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return "0%" }
        return "\(Int(((value - bounds.lowerBound) / span * 100).rounded()))%"
    }
}
