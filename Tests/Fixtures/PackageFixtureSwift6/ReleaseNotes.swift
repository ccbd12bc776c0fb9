// A second target of the fixture package, in the Swift 6 language mode, built on the first.
import PackageFixture
import SwiftUI

/// Release notes as divided rows, the highlighted ones starred.
public struct ReleaseNotes: View {
    let notes: [String]
    let highlighted: Set<String>

    public init(notes: [String], highlighted: Set<String> = []) {
        self.notes = notes
        self.highlighted = highlighted
    }

    public var body: some View {
        DividedStack {
            BadgedRows {
                ForEach(notes, id: \.self) { note in
                    Text(note).highlighted(highlighted.contains(note))
                }
            }
            Text("\(notes.count) changes")
        }
    }
}
