import SwiftUI

#Preview("ModalCard, factory buttons") {
    ModalCard(
        title: "Delete Account", message: "This action cannot be undone.",
        primaryButton: .destructive(Text("Delete")) {}, secondaryButton: .cancel()
    )
}

#Preview("ModalCard, alert style") {
    ModalCard(
        title: "Remove Photo", message: "It is removed from all albums.",
        primaryButton: .destructive(Text("Remove")) {}, secondaryButton: .cancel()
    )
    .modalCardStyle(.alert)
}
