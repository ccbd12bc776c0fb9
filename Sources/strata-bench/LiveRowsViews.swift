import Observation
import SwiftUI

/// One row of the rows benchmark: a model object, so editing it invalidates only its row view.
@Observable
final class LiveRowModel: Identifiable {
    let id: Int
    var title: String
    var detail: String

    init(id: Int) {
        self.id = id
        title = "Row \(id)"
        detail = "detail \(id)"
    }
}

/// The rows benchmark's model: the rows, and the edits its buttons make in the middle.
@Observable
final class LiveRowsModel {
    var rows: [LiveRowModel]
    @ObservationIgnored private var nextID: Int
    @ObservationIgnored private var edits = 0

    init(count: Int) {
        rows = (0..<count).map(LiveRowModel.init)
        nextID = count
    }

    func editMiddle() {
        edits += 1
        let row = rows[rows.count / 2]
        row.detail = "edited \(edits)"
    }

    func insertMiddle() {
        rows.insert(LiveRowModel(id: nextID), at: rows.count / 2)
        nextID += 1
    }

    func removeMiddle() {
        rows.remove(at: rows.count / 2)
    }
}

/// A counter button, controls that edit the middle row, and N rows (each an `HStack` of two
/// texts and a `Spacer`).
nonisolated struct LiveRowsScreen: View {
    let model: LiveRowsModel

    var body: some View {
        VStack(alignment: .leading) {
            LiveRowsCounter()
            LiveRowsControls(model: model)
            LiveRowsList(model: model)
        }
    }
}

nonisolated struct LiveRowsCounter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

nonisolated struct LiveRowsControls: View {
    let model: LiveRowsModel
    var body: some View {
        HStack {
            Button("Edit row") { model.editMiddle() }
            Button("Insert row") { model.insertMiddle() }
            Button("Remove row") { model.removeMiddle() }
        }
    }
}

nonisolated struct LiveRowsList: View {
    let model: LiveRowsModel
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(model.rows) { row in LiveRowView(row: row) }
        }
    }
}

nonisolated struct LiveRowView: View {
    let row: LiveRowModel
    var body: some View {
        HStack {
            Text(row.title)
            Spacer()
            Text(row.detail)
        }
    }
}
