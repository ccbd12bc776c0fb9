/// What a text shows: one plain string (most texts), or runs with their own styling. A plain
/// string needs no array: making, copying and freeing such a text allocates nothing for strings
/// up to 15 UTF-8 bytes, and retains nothing beyond the string's own storage.
public enum TextContent: Sendable {
    case plain(String)
    case runs([TextRun])

    /// The content as styled runs (a plain string is one unstyled run).
    @inlinable
    public var runs: [TextRun] {
        switch self {
        case .plain(let string): [TextRun(string: string)]
        case .runs(let runs): runs
        }
    }

    /// The characters, without styling.
    public var characters: String {
        switch self {
        case .plain(let string): string
        case .runs(let runs): runs.map(\.string).joined()
        }
    }

    /// Applies `change` to every run (a plain string becomes one run first). The runs are taken
    /// out first, so the array is changed in place rather than copied.
    mutating func modifyRuns(_ change: (inout TextRun) -> Void) {
        var runs: [TextRun]
        switch self {
        case .plain(let string): runs = [TextRun(string: string)]
        case .runs(let existing): runs = existing
        }
        self = .plain("")
        for index in runs.indices { change(&runs[index]) }
        self = .runs(runs)
    }
}

extension TextContent: Hashable {
    /// A plain string equals the single unstyled run holding it.
    public static func == (lhs: TextContent, rhs: TextContent) -> Bool {
        if case .plain(let left) = lhs, case .plain(let right) = rhs { return left == right }
        return lhs.runs == rhs.runs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(runs)
    }
}
