import Dispatch
import Foundation
import Hummingbird
import StrataLive

/// A rolling deploy's drain: on SIGTERM the server takes no new sessions (page loads answer
/// 503, so a balancer sends them elsewhere), serves its open sessions until they are gone or
/// `drainTime` passes, tells the rest to reload, then stops.
final class GalleryDrain {
    let store: LiveSessionStore
    let drainTime: Duration
    private let source: any DispatchSourceSignal

    init(store: LiveSessionStore, drainTime: Duration) {
        self.store = store
        self.drainTime = drainTime
        signal(SIGTERM, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGTERM, queue: .global())
    }

    func installSIGTERMHandler() {
        let store = store, drainTime = drainTime
        source.setEventHandler {
            Task {
                await store.beginDraining()
                print("Strata gallery: draining (up to \(drainTime))")
                fflush(nil)
                let deadline = ContinuousClock.now + drainTime
                while ContinuousClock.now < deadline, await store.connectedCount > 0 {
                    try? await Task.sleep(for: .milliseconds(100))
                }
                await store.closeAll()
                try? await Task.sleep(for: .milliseconds(300))  // the reload frames leave
                kill(getpid(), SIGINT)
            }
        }
        source.resume()
    }
}
