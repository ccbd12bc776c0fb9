import SwiftUI

/// gonzalezreal/swift-markdown-ui (MIT): documents its `Markdown` view lays out as a column of text
/// blocks (17-point text, line spacing 0.15 em, margins between blocks that collapse to the larger),
/// bordered in the accent color and padded, on an iPhone 8 (2x). Rebuilt here with the stacks and
/// text the package's basic theme produces.
enum MarkdownCases {
    static let tests = "gonzalezreal/swift-markdown-ui Tests/MarkdownUITests/MarkdownTests.swift "
    static let sky = "The sky above the port was the color of television, tuned to a dead channel."
    static let april = "It was a bright cold day in April, and the clocks were striking thirteen."

    static var all: [FidelityCase] {
        [
            device("swift-markdown-ui/paragraphs", test: "testParagraphs") { paragraphs(margin: 17) },
            device("swift-markdown-ui/centered-paragraphs", test: "testCenteredParagraphs") {
                paragraphs(margin: 17).multilineTextAlignment(.center)
            },
            device("swift-markdown-ui/trailing-paragraphs", test: "testTrailingParagraphs") {
                paragraphs(margin: 17).multilineTextAlignment(.trailing)
            },
            device("swift-markdown-ui/spacing", test: "testSpacing") { paragraphs(margin: 0) },
            device("swift-markdown-ui/headings", test: "testHeadings") { headings() },
        ]
    }

    static func device(_ id: String, test: String, @ViewBuilder view: () -> some View) -> FidelityCase {
        FidelityCase(id, source: tests + test, width: 375, height: 667, safeArea: EdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)) {
            view()
        }
    }

    static func paragraphs(margin: CGFloat) -> some View {
        Blocks(blocks: [sky, april, sky, april].map { Block(text: $0, size: 17, weight: .regular, top: 0, bottom: margin) })
            .border(Color.accentColor)
            .padding()
    }

    static func headings() -> some View {
        let sizes: [CGFloat] = [2, 1.5, 1.17, 1, 0.83, 0.67]
        var blocks: [Block] = []
        for (level, scale) in sizes.enumerated() {
            blocks.append(Block(text: "Heading \(level + 1)", size: (17 * scale).rounded(), weight: .semibold, top: 25.5, bottom: 17))
            blocks.append(Block(text: sky, size: 17, weight: .regular, top: 0, bottom: 17))
        }
        return Blocks(blocks: blocks).border(Color.accentColor).padding()
    }
}

/// One text block with the margins it asks for above and below.
private struct Block: Hashable {
    var text: String
    var size: CGFloat
    var weight: Font.Weight
    var top: CGFloat
    var bottom: CGFloat
}

/// Blocks in a column aligned as the text is, each block's gap the larger of the margins that meet.
private struct Blocks: View {
    @Environment(\.multilineTextAlignment) private var textAlignment
    let blocks: [Block]

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            ForEach(Array(blocks.enumerated()), id: \.offset) { index, block in
                Text(block.text)
                    .font(.system(size: block.size, weight: block.weight))
                    .lineSpacing(block.weight == .regular ? 0.15 * block.size : 0)
                    .fixedSize(horizontal: false, vertical: true)
                    .padding(.top, index == 0 ? 0 : max(block.top, blocks[index - 1].bottom))
            }
        }
    }

    private var alignment: HorizontalAlignment {
        switch textAlignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
