import Foundation

/// A message from the browser: an event on a node, or the acknowledgement of a patch.
///
/// Events look like `{"t":"event","seq":3,"node":"k2x9","kind":"click"}`; `value` carries the
/// text of an input, the index of a chosen option, a slider's number or a key's name. `focus`
/// and `blur` events carry no value.
struct LiveClientMessage: Equatable {
    enum Kind: Equatable {
        case event(LiveEvent)
        case acknowledge(sequence: Int)
        case resynchronize
        /// The client gives up an event the transport refused as too large (`{"t":"skip","seq":N}`).
        case skip(sequence: Int)
    }

    let kind: Kind

    /// Decodes a text frame, or explains why it is not a valid message.
    static func decode(_ text: String) throws(LiveProtocolError) -> LiveClientMessage {
        let wire: Wire
        do {
            wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
        } catch {
            throw .malformed("not a message object with the expected fields")
        }
        switch wire.t ?? "event" {
        case "ack":
            guard let sequence = wire.seq else { throw .malformed("an ack needs an integer \"seq\"") }
            return LiveClientMessage(kind: .acknowledge(sequence: sequence))
        case "resync":
            return LiveClientMessage(kind: .resynchronize)
        case "skip":
            guard let sequence = wire.seq else { throw .malformed("a skip needs an integer \"seq\"") }
            return LiveClientMessage(kind: .skip(sequence: sequence))
        case "event":
            guard let sequence = wire.seq else { throw .malformed("an event needs an integer \"seq\"") }
            guard let node = wire.node, !node.isEmpty, node.utf8.count <= 32 else {
                throw .malformed("an event needs a \"node\" id")
            }
            guard let kindName = wire.kind, let kind = LiveEvent.Kind(rawValue: kindName) else {
                throw .malformed("unknown event kind")
            }
            return LiveClientMessage(kind: .event(LiveEvent(sequence: sequence, node: node, kind: kind, value: wire.value?.text)))
        default:
            throw .malformed("unknown message type")
        }
    }

    /// The sequence number of an event too large to decode in full: read from the start of the
    /// text (clients write `t` and `seq` first), or nil when it is not there.
    static func eventSequence(in text: String) -> Int? {
        let head = text.utf8.prefix(64)
        guard let range = String(decoding: head, as: UTF8.self).firstRange(of: "\"seq\":") else { return nil }
        let rest = String(decoding: head, as: UTF8.self)[range.upperBound...]
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 16, rest.hasPrefix(digits) else { return nil }
        let prefix = String(decoding: head, as: UTF8.self)[..<range.lowerBound]
        guard prefix.contains("\"event\"") || !prefix.contains("\"t\"") else { return nil }
        return Int(digits)
    }

    /// The JSON shape of a client message.
    private struct Wire: Decodable {
        var t: String?
        var seq: Int?
        var node: String?
        var kind: String?
        var value: Value?

        /// A string, or a number sent as JSON number.
        struct Value: Decodable {
            let text: String
            init(from decoder: any Decoder) throws {
                let container = try decoder.singleValueContainer()
                if let string = try? container.decode(String.self) {
                    text = string
                } else if let integer = try? container.decode(Int.self) {
                    text = String(integer)
                } else {
                    text = String(try container.decode(Double.self))
                }
            }
        }
    }
}

/// Something a person did to a node of the live page.
public struct LiveEvent: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// Activated a button, a toggle or a view with a tap gesture.
        case click
        /// Edited a text field (`value` is the whole text).
        case input
        /// Pressed Return in a text field.
        case submit
        /// Moved a slider (`value` is the number) or chose in a menu picker (`value` is the index).
        case change
        /// Pressed a key handled by `onKeyPress` or a presentation (`value` is the key's name).
        case key
        /// Moved or released a view with a drag gesture (`value` is `"changed x y startX startY"`
        /// or `"ended x y startX startY"`, in the view's coordinates when the drag began).
        case drag
        /// Keyboard focus entered a view whose focus is tied to a `@FocusState` (`focused(_:)`).
        case focus
        /// Keyboard focus left such a view (for somewhere outside it).
        case blur
    }

    /// The client's event counter: 1, 2, 3, … with no gaps.
    public let sequence: Int
    /// The `data-s` id of the node.
    public let node: String
    public let kind: Kind
    public let value: String?

    public init(sequence: Int, node: String, kind: Kind, value: String? = nil) {
        self.sequence = sequence
        self.node = node
        self.kind = kind
        self.value = value
    }
}

/// Why a message was rejected. The session goes on; the client gets an error frame.
public enum LiveProtocolError: Error, Equatable, CustomStringConvertible {
    case malformed(String)
    case tooLarge(bytes: Int, limit: Int)
    case outOfOrder(expected: Int, received: Int)
    case unknownNode(String)
    case unsupported(String)
    case disabled(String)
    case behindModal(String)

    /// A stable machine-readable code for the error frame.
    public var code: String {
        switch self {
        case .malformed: "malformed"
        case .tooLarge: "too-large"
        case .outOfOrder: "out-of-order"
        case .unknownNode: "unknown-node"
        case .unsupported: "unsupported"
        case .disabled: "disabled"
        case .behindModal: "behind-modal"
        }
    }

    public var description: String {
        switch self {
        case .malformed(let reason): "Malformed message: \(reason)"
        case let .tooLarge(bytes, limit): "Message of \(bytes) bytes exceeds the limit of \(limit) bytes"
        case let .outOfOrder(expected, received): "Expected event \(expected), received \(received)"
        case .unknownNode(let node): "No node \(node) on the page"
        case .unsupported(let reason): reason
        case .disabled(let node): "Node \(node) is disabled"
        case .behindModal(let node): "Node \(node) is behind a presented modal"
        }
    }
}
