@testable import os
import Testing

@Suite struct OSLogTests {
    @Test func interpolationWritesValuesWithTheirFormats() {
        let name = "sync"
        let message: OSLogMessage = "\(name, privacy: .public) took \(1.23456, format: .fixed(precision: 2))s, flags \(255, format: .hex(includePrefix: true))"
        #expect(message.description == "sync took 1.23s, flags 0xff")
    }

    @Test func alignmentPadsToTheColumnCount() {
        let right: OSLogMessage = "[\("ab", align: .right(columns: 5))]"
        let left: OSLogMessage = "[\("ab", align: .left(columns: 5))]"
        #expect(right.description == "[   ab]")
        #expect(left.description == "[ab   ]")
    }

    @Test func privateValuesAreShownAndIntegersAreDecimalByDefault() {
        let token = "abc"
        let message: OSLogMessage = "token \(token, privacy: .private) count \(42)"
        #expect(message.description == "token abc count 42")
    }

    @Test func linesNameTheSubsystemCategoryAndLevel() {
        let log = OSLog(subsystem: "com.example", category: "net")
        #expect(log.line("offline", type: .error) == "[com.example:net] error: offline")
        #expect(OSLog.default.line("hi", type: .info) == "info: hi")
        #expect(OSLog.disabled.isEnabled(type: .fault) == false)
        #expect(log.isEnabled(type: .debug))
    }

    @Test func loggersWriteThroughTheirLog() {
        let logger = Logger(subsystem: "com.example", category: "ui")
        #expect(logger.handle.subsystem == "com.example")
        #expect(logger.handle.category == "ui")
        logger.debug("rendered \(3) rows")
        os_log("%d items", log: .disabled, type: .info, 3)
    }
}
