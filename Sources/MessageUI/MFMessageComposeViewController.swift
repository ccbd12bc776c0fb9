import UIKit

/// How a message composer finished.
public enum MessageComposeResult: Int, Sendable {
    case cancelled, sent, failed
}

/// Told when the user closes a message composer.
@MainActor @preconcurrency
public protocol MFMessageComposeViewControllerDelegate: AnyObject {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}

/// The system's text message composer. It keeps the message set on it; a server sends no texts.
open class MFMessageComposeViewController: UINavigationController {
    /// An attachment added to the message.
    public struct Attachment: Hashable, Sendable {
        public let data: Data
        public let typeIdentifier: String
        public let fileName: String
    }

    /// Whether the device can send text messages: never on a server.
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    public private(set) var attachments: [Attachment] = []

    @discardableResult
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool {
        attachments.append(Attachment(data: attachmentData, typeIdentifier: uti, fileName: filename))
        return true
    }

    open func disableUserAttachments() {}
}
