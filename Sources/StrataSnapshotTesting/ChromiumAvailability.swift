import Foundation
import Synchronization
import Testing

/// How image snapshots report that Chromium is missing or failed.
public enum ChromiumAvailability {
    /// Whether `/usr/bin/chromium` exists, so image snapshots can be taken.
    public static var isInstalled: Bool { Chromium.isInstalled }

    /// The reason image snapshots are skipped on this machine.
    public static var skipMessage: String { Chromium.notFoundMessage }

    /// The last error of a screenshot, reported by the comparison that follows it.
    static let lastError = Mutex<String?>(nil)

    /// Records a known issue saying image snapshots were skipped: the test passes, and the
    /// skip shows in its results. Outside Swift Testing it prints the reason.
    static func recordSkip(sourceLocation: SourceLocation = #_sourceLocation) {
        if Test.current != nil {
            withKnownIssue(Comment(rawValue: skipMessage), sourceLocation: sourceLocation) {
                Issue.record(Comment(rawValue: skipMessage), sourceLocation: sourceLocation)
            }
        } else {
            print("warning: \(skipMessage)")
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips the test, with the reason, when `/usr/bin/chromium` is not installed:
    /// `@Test(.requiresChromium) func cardImage() { ... }`.
    public static var requiresChromium: Self {
        .enabled(if: Chromium.isInstalled, Comment(rawValue: Chromium.notFoundMessage))
    }
}
