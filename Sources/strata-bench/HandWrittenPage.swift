/// The floor: the same page written by appending bytes to a buffer, with the same escaping.
enum HandWrittenPage {
    static func render(count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count * 700)
        append(#"<div class="s-v" style="gap:16px;">"#, to: &out)
        for index in 0..<count {
            append(#"<div class="s-v" style="gap:12px;background:rgb(255,255,255);border-radius:16px;padding:16px;"><span class="s-t s-f-headline">"#, to: &out)
            escape("Card \(index)", to: &out)
            append(#"</span><span class="s-t s-f-subheadline" style="color:var(--s-secondary);text-align:center;">"#, to: &out)
            escape("Delete <draft> & \"notes\" for card \(index)?", to: &out)
            append(#"</span><div class="s-h" style="gap:12px;"><button class="s-btn s-btn-automatic s-role-cancel" type="button"><span class="s-t" style="color:var(--s-tint-text,var(--s-accent-text));">Cancel</span></button><button class="s-btn s-btn-automatic s-role-destructive" type="button"><span class="s-t" style="color:var(--s-red-text);">Delete</span></button></div></div>"#, to: &out)
        }
        append("</div>", to: &out)
        return out
    }

    private static func append(_ string: String, to out: inout [UInt8]) {
        out.append(contentsOf: string.utf8)
    }

    private static func escape(_ string: String, to out: inout [UInt8]) {
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            default: out.append(byte)
            }
        }
    }
}
