// libFuzzer target: the DOM parser the live diff uses (built by scripts/fuzz with the parser's
// sources, `-sanitize=fuzzer`). Any bytes must parse or throw, never crash; a parsed tree's
// elements lie within the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDOMParser(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    if let dom = try? LiveDOMParser.parse(bytes) {
        precondition(dom.source.count == bytes.count, "the tree keeps its source")
        for root in dom.roots {
            if case .element(let element) = root {
                precondition(element.sourceRange.upperBound <= bytes.count, "an element lies within the input")
            }
            _ = root.html
        }
    }
    return 0
}
