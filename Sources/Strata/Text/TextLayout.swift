import Foundation

extension Text {
    /// The laid-out lines of a text, as a `TextRenderer` receives them. Strata estimates layout the
    /// way it sizes text views: 17 points, 0.55 em a character, lines broken at newlines and, when
    /// a width is given, at the last space that fits. Each line is one run of one-glyph slices.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        /// Whether the text was cut short (never, in an estimated layout).
        public var isTruncated: Bool { false }

        /// The estimated layout of `text` in a box of `size` (its width wraps lines).
        public init(_estimating text: Text, in size: CGSize) {
            let advance = Self.pointSize * 0.55
            let perLine = size.width.isFinite ? Swift.max(1, Int(size.width / advance)) : Int.max
            var wrapped: [String] = []
            for paragraph in text.plainText.split(separator: "\n", omittingEmptySubsequences: false) {
                var rest = Substring(paragraph)
                while rest.count > perLine {
                    let head = rest.prefix(perLine)
                    let cut = head.lastIndex(of: " ").map { rest.index(after: $0) } ?? head.endIndex
                    wrapped.append(String(rest[..<cut]).trimmingCharacters(in: .whitespaces))
                    rest = rest[cut...]
                }
                wrapped.append(String(rest))
            }
            lines = wrapped.enumerated().map { index, string in
                Line(string: string, origin: CGPoint(x: 0, y: CGFloat(index + 1) * Self.lineHeight - Self.descent))
            }
        }

        /// The size the lines take.
        var size: CGSize {
            CGSize(width: lines.map(\.typographicBounds.width).max() ?? 0, height: CGFloat(lines.count) * Self.lineHeight)
        }

        static let pointSize: CGFloat = 17
        static let lineHeight: CGFloat = 17 * 1.25
        static let descent: CGFloat = 17 * 0.25

        /// Options for drawing a line, run or slice.
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Draws glyphs at their exact positions, not rounded to pixels.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
        }

        /// A position in the text's characters.
        public typealias CharacterIndex = String.Index

        /// The typographic measures of a line, run or slice.
        public struct TypographicBounds: Equatable, Sendable {
            /// The baseline origin.
            public var origin: CGPoint
            public var width: CGFloat
            public var ascent: CGFloat
            public var descent: CGFloat
            public var leading: CGFloat
            /// The rectangle from the ascent to the descent.
            public var rect: CGRect { CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent) }
        }

        /// One line: a collection of runs (one in an estimated layout).
        public struct Line: RandomAccessCollection, Equatable {
            let string: String
            /// Where the line's baseline starts.
            public var origin: CGPoint

            public var startIndex: Int { 0 }
            public var endIndex: Int { 1 }
            public subscript(index: Int) -> Run { Run(string: string, origin: origin) }

            public var typographicBounds: TypographicBounds {
                Layout.bounds(of: string.count, at: origin)
            }
        }

        /// A run of glyphs sharing their attributes: a collection of one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable {
            let string: String
            let origin: CGPoint

            public var startIndex: Int { 0 }
            public var endIndex: Int { string.count }
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

            public var layoutDirection: LayoutDirection { .leftToRight }
            public var typographicBounds: TypographicBounds { Layout.bounds(of: string.count, at: origin) }
            public var characterIndices: [CharacterIndex] { Array(string.indices) }
            /// The run's custom attribute of type `T` (none in an estimated layout).
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { nil }
        }

        /// Some glyphs of a run.
        public struct RunSlice: RandomAccessCollection, Equatable {
            public var run: Run
            public var indices: Range<Int>

            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices.clamped(to: 0..<run.string.count)
            }

            public var startIndex: Int { indices.lowerBound }
            public var endIndex: Int { indices.upperBound }
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }

            var string: String { String(Array(run.string)[indices]) }
            public var characterIndices: [CharacterIndex] { indices.map { run.string.index(run.string.startIndex, offsetBy: $0) } }
            public var typographicBounds: TypographicBounds {
                let advance = Layout.pointSize * 0.55
                return Layout.bounds(of: indices.count, at: CGPoint(x: run.origin.x + CGFloat(indices.lowerBound) * advance, y: run.origin.y))
            }
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { nil }
        }

        static func bounds(of characters: Int, at origin: CGPoint) -> TypographicBounds {
            TypographicBounds(origin: origin, width: CGFloat(characters) * pointSize * 0.55, ascent: pointSize, descent: descent, leading: 0)
        }
    }
}
