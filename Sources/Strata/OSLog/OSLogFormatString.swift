#if !canImport(Darwin)
import Foundation

/// The printf-style messages of `os_log("%{public}@: %d", …)`: the conversions of `String(format:)`
/// with Apple's privacy annotations in braces (`{public}`, `{private}`, `{sensitive}`; `{bool}` and
/// `{BOOL}` write `true`/`false` and `YES`/`NO`; other annotations are ignored).
enum OSLogFormatString {
    private static let conversions: Set<Character> = ["d", "i", "o", "u", "x", "X", "e", "E", "f", "F", "g", "G", "a", "A", "c", "s", "p", "@"]
    private static let specifierCharacters: Set<Character> = ["-", "+", " ", "#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".", "h", "l", "q", "j", "z", "t", "L"]

    /// The message with each conversion replaced by its argument (or its redaction); a conversion
    /// without an argument is written `<missing>`.
    static func format(_ format: String, _ arguments: [CVarArg]) -> String {
        var output = ""
        var remaining = arguments[...]
        var index = format.startIndex
        while index < format.endIndex {
            let character = format[index]
            index = format.index(after: index)
            guard character == "%" else {
                output.append(character)
                continue
            }
            if index < format.endIndex, format[index] == "%" {
                output.append("%")
                index = format.index(after: index)
                continue
            }
            var annotations: [String] = []
            if index < format.endIndex, format[index] == "{",
               let close = format[index...].firstIndex(of: "}") {
                annotations = format[format.index(after: index)..<close]
                    .split(separator: ",")
                    .map { $0.trimmingCharacters(in: .whitespaces) }
                index = format.index(after: close)
            }
            var specifier = "%"
            while index < format.endIndex, specifierCharacters.contains(format[index]) {
                specifier.append(format[index])
                index = format.index(after: index)
            }
            guard index < format.endIndex, conversions.contains(format[index]) else {
                output += specifier  // not a conversion: kept as written
                continue
            }
            let conversion = format[index]
            index = format.index(after: index)
            guard let argument = remaining.popFirst() else {
                output += "<missing>"
                continue
            }
            output += render(argument, specifier: specifier, conversion: conversion, annotations: annotations)
        }
        return output
    }

    private static func render(_ argument: CVarArg, specifier: String, conversion: Character, annotations: [String]) -> String {
        let privacy: OSLogPrivacy =
            annotations.contains("public") ? .public
            : annotations.contains("sensitive") ? .sensitive
            : annotations.contains("private") ? .private
            : .auto
        if conversion == "@" || conversion == "s" {
            return privacy.render(String(describing: argument), publicByDefault: false)
        }
        let text: String
        if annotations.contains("bool") || annotations.contains("BOOL") {
            let isTrue = String(format: "%lld", argument) != "0"
            text = annotations.contains("BOOL") ? (isTrue ? "YES" : "NO") : (isTrue ? "true" : "false")
        } else {
            text = String(format: specifier + String(conversion), argument)
        }
        return privacy.render(text, publicByDefault: true)
    }
}
#endif
