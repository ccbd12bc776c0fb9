import Foundation
import StrataTesting
import SwiftUI
import Testing
@testable import ObjectWrapperViews

@Suite("onReceive")
@MainActor
struct OnReceiveTests {
    @Test func valuesReachTheLatestActionWhileTheViewIsOnScreen() throws {
        let inbox = Inbox()
        let pings = PassthroughSubject<String, Never>()
        let host = ViewHost(Badge(inbox: inbox, pings: pings))
        pings.send("a")
        pings.send("b")
        inbox.unread = 3
        #expect(host.text.contains("Pings: a,b"))
        #expect(host.text.contains("Unread: 3"))
        try host.tap("Hide")
        pings.send("c")
        _ = host.html
        #expect(!host.text.contains("c"), "a view that disappeared no longer receives")
        inbox.unread = 4
        #expect(host.text.contains("Unread: 4"))
    }

    @Test func staticPagesSubscribeToNothing() {
        let pings = PassthroughSubject<String, Never>()
        _ = html(Badge(inbox: Inbox(), pings: pings))
        pings.send("late")  // nothing subscribed, nothing runs
        #expect(html(Text("x").onReceive(Just(1)) { _ in }).contains("x"))
    }

    @Test func timersAreOpenEndedWorkTheTestHostDoesNotRun() async {
        struct Clock: View {
            @State private var ticks = 0
            var body: some View {
                Text("Ticks: \(ticks)")
                    .onReceive(Timer.publish(every: 0.01, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            }
        }
        let host = ViewHost(Clock())
        await host.runTasks()  // returns: the timer is not run here
        #expect(host.text.contains("Ticks: 0"))
        let pending = host.graph.takeStartedTasks()
        #expect(pending.isEmpty, "runTasks took the timer's work and left it")
    }
}
