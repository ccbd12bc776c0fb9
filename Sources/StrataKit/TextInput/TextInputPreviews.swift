import SwiftUI

#Preview("TextInput, required and optional") {
    @Previewable @State var reference = "June rent"
    @Previewable @State var note = ""
    VStack(alignment: .leading, spacing: 12) {
        TextInput("Reference", text: $reference, prompt: "e.g. Rent", information: "Shown on the recipient's statement")
        TextInput("Note", text: $note, prompt: "Only you see this", isOptional: true)
    }
    .padding()
}
