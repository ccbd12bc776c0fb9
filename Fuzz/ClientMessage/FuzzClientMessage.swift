// libFuzzer target: the live client-message decoder (built by scripts/fuzz with the decoder's
// source, `-sanitize=fuzzer`). Any input must decode or throw LiveProtocolError, never crash.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzClientMessage(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    if let message = try? LiveClientMessage.decode(text), case .event(let event) = message.kind {
        precondition(!event.node.isEmpty && event.node.utf8.count <= 32, "decoded an event without a valid node")
    }
    _ = LiveClientMessage.eventSequence(in: text)
    return 0
}
