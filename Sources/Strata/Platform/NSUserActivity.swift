import Foundation

/// Told when the system saves or continues a user activity (every method has a default).
public protocol NSUserActivityDelegate: AnyObject {
    func userActivityWillSave(_ userActivity: NSUserActivity)
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}

/// The activity type of browsing a web page (Handoff to and from a browser).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// Something the user is doing that another device or a new scene can continue (Foundation's,
/// which Linux's lacks). A server offers no Handoff or Spotlight: an activity keeps what is set on
/// it, and becoming current makes it the process's current activity.
open class NSUserActivity: NSObject {
    /// The activity's type, as the app declares it (`NSUserActivityTypes`).
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var requiredUserInfoKeys: Set<String>?
    open var persistentIdentifier: String?
    open var targetContentIdentifier: String?
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var keywords: Set<String> = []
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var needsSave = false
    open weak var delegate: (any NSUserActivityDelegate)?

    /// The activity that became current last and has not resigned.
    nonisolated(unsafe) public private(set) static weak var current: NSUserActivity?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds entries to `userInfo`, replacing those of the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    open func becomeCurrent() { Self.current = self }

    open func resignCurrent() { if Self.current === self { Self.current = nil } }

    open func invalidate() { resignCurrent() }
}

nonisolated extension View {
    /// Runs `action` when a scene is continued from an activity of `activityType`. A page is
    /// never continued from another device, so the action is kept and not run.
    public consuming func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Advertises an activity of `activityType` while `isActive`, filled in by `update` (no Handoff
    /// on a server: kept for API parity).
    public consuming func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }

    /// Advertises an activity of `activityType` for `element` while it is not nil (kept for API parity).
    public consuming func userActivity<P>(_ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void) -> some View { self }
}

extension NSUserActivity: NSItemProviderWriting {
    /// The type an activity is dragged as (to open it in a new scene).
    public static var writableTypeIdentifiersForItemProvider: [String] { ["com.apple.uikit.useractivity"] }

    /// The activity's type, title and identifiers as JSON.
    public func loadData(withTypeIdentifier typeIdentifier: String, forItemProviderCompletionHandler completionHandler: @escaping (Data?, Error?) -> Void) -> Progress? {
        let fields = ["activityType": activityType, "title": title, "persistentIdentifier": persistentIdentifier, "targetContentIdentifier": targetContentIdentifier]
        completionHandler(try? JSONEncoder().encode(fields.compactMapValues { $0 }), nil)
        return nil
    }
}
