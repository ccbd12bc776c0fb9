// On Linux, `import MessageUI` resolves to this module: the mail and message composers apps present
// from SwiftUI through a representable. A server has no mail account and no Messages: both
// composers report that they cannot send (`canSendMail()`, `canSendText()` are false), which is the
// branch apps already take on a device without one, and they keep what is set on them.
@_exported import UIKit
