import SwiftUI

#Preview("ContactItem, type-based and slots") {
    VStack(alignment: .leading, spacing: 12) {
        ContactItem(
            title: "Ana Ruiz", subtitle: "Design lead", detailImage: Image(systemName: "person.fill"),
            actionItems: ActivityItems(actionItems: [.init(type: .email, data: "ana@example.com")])
        )
        ContactItem {
            Label("Mia Chen", systemImage: "square.and.pencil")
        } subtitle: {
            Text("Slots take any view")
        }
    }
    .padding()
}
