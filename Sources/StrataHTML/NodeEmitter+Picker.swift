import Strata

// Pickers: a native `<select>` for the menu style, a radio group for segmented and inline ones.
extension NodeEmitter {
    /// A menu picker is a native `<select>`; segmented and inline pickers are radio groups.
    mutating func emitPicker(_ picker: RenderPicker, label node: NodeRef) {
        let name = node.plainText
        writer.raw("<span class=\"s-picker-label\">")
        emit(node.children)
        writer.raw("</span>")
        if picker.appearance == .menu {
            let hint = Self.inputHint(node), describedBy = hint.map { hintID($0, node: node) }
            writeHintText(hint, id: describedBy)
            writer.raw("<select class=\"s-select\"")
            if name.isEmpty { writer.attribute("aria-label", "Choice") }
            if !picker.isEnabled { writer.raw(" disabled") }
            describeInput(describedBy, node: node)
            if stampsNodeIDs { writer.attribute("data-s-input", node.id.description) }
            writer.raw(">")
            for (index, option) in picker.options.enumerated() {
                writer.raw("<option")
                writer.attribute("value", String(index))
                if option.isSelected { writer.raw(" selected") }
                writer.raw(">")
                writer.text(option.content.plainText)
                writer.raw("</option>")
            }
            writer.raw("</select>")
        } else {
            writer.raw("<div class=\"s-segments\" role=\"radiogroup\"")
            writer.attribute("aria-label", name.isEmpty ? "Choice" : name)
            // One Tab stop (the selected segment); arrow keys choose the next or previous one.
            writer.raw(" onkeydown=\"\(Self.segmentKeys)\">")
            let focusable = picker.options.firstIndex(where: \.isSelected) ?? 0
            for (index, option) in picker.options.enumerated() {
                writer.raw(option.isSelected ? "<button type=\"button\" class=\"s-segment\" role=\"radio\" aria-checked=\"true\"" : "<button type=\"button\" class=\"s-segment\" role=\"radio\" aria-checked=\"false\"")
                if index != focusable { writer.raw(" tabindex=\"-1\"") }
                if !picker.isEnabled { writer.raw(" disabled") }
                if stampsNodeIDs { writer.attribute("data-s-option", String(index)) }
                writer.raw(">")
                emit([option.content])
                writer.raw("</button>")
            }
            writer.raw("</div>")
        }
    }

    /// The key handler of a segmented picker (an attribute value: no double quotes).
    static let segmentKeys = "var k=event.key,d=k==='ArrowRight'||k==='ArrowDown'?1:k==='ArrowLeft'||k==='ArrowUp'?-1:0;if(!d)return;"
        + "var b=[].slice.call(this.querySelectorAll('.s-segment:not(:disabled)')),i=b.indexOf(document.activeElement);if(i<0)return;"
        + "event.preventDefault();var n=b[(i+d+b.length)%b.length];b.forEach(function(x){x.tabIndex=x===n?0:-1});n.focus();n.click()"
}
