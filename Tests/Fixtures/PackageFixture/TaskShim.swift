// A back-deployment shim many packages carry: `task` for iOS 14, obsoleted where SwiftUI has its
// own. Linux is none of those platforms, so the shim is visible beside SwiftUI's there.
import SwiftUI

extension View {
    @available(iOS, introduced: 14, obsoleted: 15)
    @available(macOS, introduced: 11, obsoleted: 12)
    func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        onAppear {
            Task(priority: priority) { await action() }
        }
    }
}
