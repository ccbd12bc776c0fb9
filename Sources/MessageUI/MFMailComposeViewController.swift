import UIKit

/// How a mail composer finished.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// Why a mail composer failed.
public struct MFMailComposeError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable { case saveFailed, sendFailed }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// Told when the user closes a mail composer.
@MainActor @preconcurrency
public protocol MFMailComposeViewControllerDelegate: AnyObject {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
}

/// The system's mail composer. It keeps the message set on it; a server sends no mail.
open class MFMailComposeViewController: UINavigationController {
    /// An attachment added to the message.
    public struct Attachment: Hashable, Sendable {
        public let data: Data
        public let mimeType: String
        public let fileName: String
    }

    /// Whether the device can send mail: never on a server.
    open class func canSendMail() -> Bool { false }

    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    public private(set) var subject: String?
    public private(set) var toRecipients: [String] = []
    public private(set) var ccRecipients: [String] = []
    public private(set) var bccRecipients: [String] = []
    public private(set) var messageBody: String?
    public private(set) var isBodyHTML = false
    public private(set) var attachments: [Attachment] = []
    public private(set) var preferredSendingEmailAddress: String?

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ recipients: [String]?) { toRecipients = recipients ?? [] }
    open func setCcRecipients(_ recipients: [String]?) { ccRecipients = recipients ?? [] }
    open func setBccRecipients(_ recipients: [String]?) { bccRecipients = recipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) {
        messageBody = body
        isBodyHTML = isHTML
    }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) {
        attachments.append(Attachment(data: attachment, mimeType: mimeType, fileName: filename))
    }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) { preferredSendingEmailAddress = emailAddress }
}
