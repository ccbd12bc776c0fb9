import Foundation
import PackageFixture
import PackageFixtureSwift6
import SwiftUI
import Synchronization
import Testing
import os

private let capturedLines = Mutex<[String]>([])

/// The lines logged while `body` runs (the suite is serialized: the receiver is process-wide).
private func loggedLines(_ body: () -> Void) -> [String] {
    capturedLines.withLock { $0.removeAll() }
    let previous = strata_os_log_set_sink { line in
        guard let line else { return }
        capturedLines.withLock { $0.append(String(cString: line)) }
    }
    body()
    _ = strata_os_log_set_sink(previous)
    return capturedLines.withLock { $0 }
}

@MainActor @Suite(.serialized) struct OSLogTests {
    // MARK: Output

    @Test func aLineHasTheLevelTheSubsystemAndTheCategory() {
        let lines = loggedLines {
            Logger(subsystem: "com.example.shop", category: "network").error("Request failed")
        }
        #expect(lines == ["[Error] [com.example.shop:network] Request failed"])
    }

    @Test func theDefaultLoggerWritesNoBrackets() {
        let lines = loggedLines {
            Logger().log("Started")
            os.Logger(OSLog.default).log(level: .info, "Ready")
        }
        #expect(lines == ["[Default] Started", "[Info] Ready"])
    }

    @Test func eachMethodWritesAppleLevel() {
        let logger = Logger(subsystem: "s", category: "c")
        let lines = loggedLines {
            logger.trace("t"); logger.debug("d"); logger.info("i"); logger.notice("n")
            logger.warning("w"); logger.error("e"); logger.critical("c"); logger.fault("f")
            logger.log(level: .fault, "l")
        }
        #expect(lines.map { $0.components(separatedBy: "]").first! } == [
            "[Debug", "[Debug", "[Info", "[Default", "[Error", "[Error", "[Fault", "[Fault", "[Fault",
        ])
        #expect(OSLogType.error.rawValue == 0x10 && OSLogType.debug.rawValue == 0x02)
    }

    @Test func aFileThatImportsTheLogSubmoduleLogs() {
        let lines = loggedLines {
            ImageCacheLog.hit("avatar-42")
            ImageCacheLog.miss()
        }
        #expect(lines == [
            "[Info] [com.example.PackageFixture:image-cache] Cache hit for avatar-42",
            "[Debug] [com.example.PackageFixture:image-cache] Cache miss",
        ])
    }

    @Test func aMessageOnSeveralLinesStaysOneLine() {
        let lines = loggedLines {
            Logger().error("ERROR!\n\nDESCRIPTION: \("a\\b", privacy: .public)\r\nend")
        }
        #expect(lines == [#"[Error] ERROR!\n\nDESCRIPTION: a\\b\r\nend"#])
    }

    @Test func aDisabledLogDropsItsMessages() {
        let lines = loggedLines {
            Logger(.disabled).fault("never")
            os_log(log: .disabled, "never")
        }
        #expect(lines.isEmpty)
        #expect(!OSLog.disabled.isEnabled(type: .fault))
        #expect(OSLog.default.isEnabled(type: .debug))
    }

    @Test func theSameSubsystemAndCategoryMakeTheSameLog() {
        let first = OSLog(subsystem: "com.example.same", category: "one")
        let again = OSLog(subsystem: "com.example.same", category: "one")
        let other = OSLog(subsystem: "com.example.same", category: "two")
        #expect(first._strata_log == again._strata_log)
        #expect(first._strata_log != other._strata_log)
        #expect(OSLog(subsystem: "", category: "")._strata_log == OSLog.default._strata_log)
    }

    @Test func osLogForms() {
        let log = OSLog(subsystem: "com.example.legacy", category: "db")
        let rows = 3
        let lines = loggedLines {
            os_log("Loaded \(rows) rows")
            os_log(log: log, "Opened \("main.db", privacy: .public)")
            os_log(.error, log: log, "Failed after \(rows) rows")
            os_log(.info, "Plain")
            os_log("Started", log: log, type: .info)
            os_log("Stopped", type: .error)
            os_log("Idle", log: log)
        }
        #expect(lines == [
            "[Default] Loaded 3 rows",
            "[Default] [com.example.legacy:db] Opened main.db",
            "[Error] [com.example.legacy:db] Failed after 3 rows",
            "[Info] Plain",
            "[Info] [com.example.legacy:db] Started",
            "[Error] Stopped",
            "[Default] [com.example.legacy:db] Idle",
        ])
    }

    @Test func standardErrorGetsTheWholeLine() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("oslog-\(UUID().uuidString)").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(file >= 0)
        let saved = dup(2)
        dup2(file, 2)
        Logger(subsystem: "s", category: "c").info("on stderr\nstill one line")
        dup2(saved, 2)
        close(saved)
        close(file)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        try? FileManager.default.removeItem(atPath: path)
        #expect(written.contains("[Info] [s:c] on stderr\\nstill one line\n"))
    }

    // MARK: Privacy

    private func message(_ body: (Logger) -> Void) -> String {
        loggedLines { body(Logger()) }.first ?? ""
    }

    @Test func privacyRedactsStringsUnlessPublic() {
        let name = "Ada"
        let url = URL(string: "https://example.com")!
        #expect(message { $0.log("user \(name, privacy: .private)") } == "[Default] user <private>")
        #expect(message { $0.log("user \(name, privacy: .sensitive)") } == "[Default] user <private>")
        #expect(message { $0.log("user \(name, privacy: .auto)") } == "[Default] user <private>")
        #expect(message { $0.log("user \(name, privacy: .public)") } == "[Default] user Ada")
        #expect(message { $0.log("url \(url, privacy: .auto)") } == "[Default] url <private>")
        #expect(message { $0.log("url \(url, privacy: .public)") } == "[Default] url https://example.com")
        // Without `privacy:` a value is written as in any string.
        #expect(message { $0.log("user \(name)") } == "[Default] user Ada")
    }

    @Test func numbersAndBooleansAreShownUnlessPrivate() {
        let count = 42
        #expect(message { $0.log("\(count, privacy: .auto) \(2.5, privacy: .auto) \(true, privacy: .public)") } == "[Default] 42 2.500000 true")
        #expect(message { $0.log("\(count, privacy: .private) \(Int8(-3), privacy: .sensitive)") } == "[Default] <private> <private>")
        #expect(message { $0.log("\(false, privacy: .private)") } == "[Default] <private>")
        #expect(message { $0.log("\(Int.self, privacy: .public)") } == "[Default] Int")
    }

    @Test func aHashMaskIsStableAndTellsValuesApart() {
        let first = message { $0.log("\("alice@example.com", privacy: .private(mask: .hash))") }
        let again = message { $0.log("\("alice@example.com", privacy: .private(mask: .hash))") }
        let other = message { $0.log("\("bob@example.com", privacy: .private(mask: .hash))") }
        #expect(first.hasPrefix("[Default] <mask.hash: '") && first.hasSuffix("'>"))
        #expect(first == again)
        #expect(first != other)
        #expect(!first.contains("alice"))
    }

    // MARK: Formats

    @Test func integersTakeTheirFormat() {
        #expect(message { $0.log("\(255, format: .hex)") } == "[Default] ff")
        #expect(message { $0.log("\(255, format: .hex(includePrefix: true, uppercase: true))") } == "[Default] 0xFF")
        #expect(message { $0.log("\(8, format: .octal)") } == "[Default] 10")
        #expect(message { $0.log("\(7, format: .decimal(minDigits: 3))") } == "[Default] 007")
        #expect(message { $0.log("\(7, format: .decimal(explicitPositiveSign: true))") } == "[Default] +7")
        #expect(message { $0.log("\(-7, format: .hex(minDigits: 2))") } == "[Default] -07")
        #expect(message { $0.log("\(UInt8(9), format: .decimal, privacy: .private)") } == "[Default] <private>")
    }

    @Test func floatsTakeTheirFormat() {
        #expect(message { $0.log("\(3.14159, format: .fixed(precision: 2))") } == "[Default] 3.14")
        #expect(message { $0.log("\(Float(0.5), format: .fixed)") } == "[Default] 0.500000")
        #expect(message { $0.log("\(CGFloat(1.25), format: .fixed(precision: 1))") } == "[Default] 1.2")
        #expect(message { $0.log("\(1500.0, format: .exponential(precision: 1))") } == "[Default] 1.5e+03")
    }

    @Test func booleansAndAlignment() {
        #expect(message { $0.log("\(true, format: .answer)") } == "[Default] YES")
        #expect(message { $0.log("[\("ab", align: .right(columns: 4), privacy: .public)]") } == "[Default] [  ab]")
        #expect(message { $0.log("[\(5, align: .left(columns: 3))]") } == "[Default] [5  ]")
        #expect(message { $0.log("[\("ab", align: .left(columns: 3))]") } == "[Default] [ab ]")
    }

    @Test func plainInterpolationIsUnchanged() {
        let value = 5
        #expect("\(value) \("s") \(2.5) \(true)" == "5 s 2.5 true")
    }

    // MARK: Unfair lock

    @Test func aHeldLockCannotBeTakenAgain() {
        var lock = os_unfair_lock()
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_assert_owner(&lock)
        #expect(!os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
        os_unfair_lock_assert_not_owner(&lock)
        #expect(os_unfair_lock_trylock(&lock))
        os_unfair_lock_unlock(&lock)
    }

    @Test func threadsNeverShareAnIdentifier() {
        let identifiers = PopupIdentifiers()
        let seen = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var mine: [Int] = []
            for _ in 0..<2000 { mine.append(identifiers.next()) }
            seen.withLock { $0 += mine }
        }
        let all = seen.withLock { $0 }
        #expect(all.count == 16000)
        #expect(Set(all).count == 16000)
        #expect(all.max() == 16000)
        #expect(!identifiers.isBusy)
    }

    // MARK: The fixture package

    @Test func aPopupLogsWhenItIsMade() {
        let lines = loggedLines {
            _ = PopupBanner(id: "welcome", title: "Hello, Ada", onScreen: 2)
        }
        #expect(lines == ["[Info] [com.example.PackageFixture:popups] Presented welcome (Hello, Ada); 2 on screen"])
    }

    @Test func thePackageLogsThroughEveryForm() {
        let lines = loggedLines {
            PopupLog.dismissed(id: "welcome", after: 120)
            PopupLog.report(level: .fault, message: "Popup shown twice")
            PopupLog.overflow(limit: 5)
        }
        #expect(lines == [
            "[Debug] [com.example.PackageFixture:legacy] welcome dismissed after 120 ms",
            #"[Fault] ERROR!\n\nFRAMEWORK: PackageFixture\nDESCRIPTION: Popup shown twice"#,
            "[Fault] [com.example.PackageFixture:legacy] Queue over its limit of 005 popups",
            "[Default] Overflow reported",
        ])
    }

    @Test func theSwift6TargetLogsWithOSLog() {
        let lines = loggedLines {
            SyncLog(category: "run").finished(items: 4, seconds: 1.5, account: "ada@example.com", succeeded: false)
            SyncLog.idle()
        }
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("[Error] [com.example.Sync:run] Synced 4 items in 1.50s for <mask.hash: '") == true)
        #expect(lines.first?.hasSuffix("'>; ok: false") == true)
        #expect(lines.last == "[Default] [com.example.Sync:engine] Idle")
    }

    @Test func osIsImportableWhereStrataIs() {
        #if canImport(os) && canImport(OSLog)
        let importable = true
        #else
        let importable = false
        #endif
        #expect(importable)
    }

    // MARK: printf-style forms with arguments

    @Test func printfStyleFormsFillInTheirArguments() {
        let log = OSLog(subsystem: "com.example.shop", category: "cart")
        let lines = loggedLines {
            os_log("%@ added %d items", log: log, type: .info, "Ada", 3)
            os_log("Total %.2f (%ld%%)", type: .error, 12.5, 20)
            os_log("%{public}@ / %{private}@", log: log, "shown", "hidden")
            os_log("%5d|%-4s|%x", 42, "ab", 255)
            os_log("only %@ and %@", "one")
        }
        #expect(lines == [
            "[Info] [com.example.shop:cart] Ada added 3 items",
            "[Error] Total 12.50 (20%)",
            "[Default] [com.example.shop:cart] shown / <private>",
            "[Default]    42|ab  |ff",
            "[Default] only one and %@",
        ])
    }

    @Test func theFixtureLogsThePrintfWayOfOlderPackages() {
        let lines = loggedLines {
            DownloadLog.started(DownloadLog.self, "load()", "avatar.png")
            DownloadLog.finished("https://example.com/a.png", bytes: 2048, seconds: 0.125)
            DownloadLog.failed("https://example.com/secret", code: 404)
        }
        #expect(lines == [
            "[Info] [DownloadLog.Type] (load()) avatar.png",
            "[Debug] [com.example.PackageFixture:download] https://example.com/a.png: 2048 bytes in 0.12 s",
            "[Error] Failed <private> (404)",
        ])
    }
}
