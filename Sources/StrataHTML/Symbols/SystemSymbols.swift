enum SystemSymbols {
    static func drawing(named name: String) -> String? { nil }
}
