import Foundation

/// Formats and strictly parses money amounts for a locale.
///
/// Foundation's parse strategies are lenient (they read "12abc" as 12), which would silently drop
/// what the person typed; so parsing here accepts only digits, the locale's grouping separator
/// before the decimal separator, one decimal separator and a leading minus sign.
struct AmountFormat {
    let locale: Locale

    private var decimalSeparator: String { locale.decimalSeparator ?? "." }
    private var groupingSeparator: String { locale.groupingSeparator ?? "," }

    /// The amount as shown in the field, with two fraction digits: "1,234.50" (en_US), "1.234,50" (de_DE).
    func string(from amount: Decimal) -> String {
        amount.formatted(Decimal.FormatStyle(locale: locale).precision(.fractionLength(2)))
    }

    /// An example of a valid entry, for error messages: "1,234.56" or "1.234,56".
    var example: String { string(from: Decimal(string: "1234.56") ?? 0) }

    /// The amount in `text`; `nil` when the text is not a number in this locale.
    func amount(from text: String) -> Decimal? {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var isNegative = false
        if body.first == "-" || body.first == "\u{2212}" {
            isNegative = true
            body = body.dropFirst()
        }
        let parts = body.components(separatedBy: decimalSeparator)
        guard parts.count <= 2, let integer = parts.first else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        let grouping: Set<Character> = Set(groupingSeparator).union(groupingSeparator.contains(where: \.isWhitespace) ? [" "] : [])
        let integerDigits = integer.filter { !grouping.contains($0) }
        guard !integerDigits.isEmpty || !fraction.isEmpty,
              integerDigits.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
              !(integer.first.map(grouping.contains) ?? false)
        else { return nil }
        let normalized = (isNegative ? "-" : "") + (integerDigits.isEmpty ? "0" : integerDigits) + (fraction.isEmpty ? "" : "." + fraction)
        return Decimal(string: normalized, locale: Locale(identifier: "en_US_POSIX"))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
