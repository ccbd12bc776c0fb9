import SwiftUI

struct CustomAlert: View {
    let title: String
    let message: String
    var primaryTitle = "OK"
    var primaryAction: () -> Void
    var secondaryTitle: String? = nil
    var secondaryAction: (() -> Void)? = nil

    var body: some View {
        ZStack {
            Color.black.opacity(0.4)
                .ignoresSafeArea()

            VStack(spacing: 0) {
                VStack(spacing: 8) {
                    Text(title)
                        .font(.headline)
                    Text(message)
                        .font(.footnote)
                        .multilineTextAlignment(.center)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .padding(20)

                Divider()

                HStack(spacing: 0) {
                    if let secondaryTitle {
                        Button(action: { secondaryAction?() }) {
                            Text(secondaryTitle)
                                .frame(maxWidth: .infinity)
                                .padding(.vertical, 12)
                        }
                        Divider()
                    }
                    Button(action: primaryAction) {
                        Text(primaryTitle)
                            .fontWeight(.semibold)
                            .frame(maxWidth: .infinity)
                            .padding(.vertical, 12)
                    }
                }
                .frame(height: 44)
            }
            .frame(width: 270)
            .background(Color.white)
            .cornerRadius(14)
            .shadow(radius: 20)
            .transition(.scale(scale: 0.9).combined(with: .opacity))
        }
    }
}

struct CustomAlertHost: View {
    @State private var showAlert = true
    @State private var deletedCount = 0

    var body: some View {
        ZStack {
            VStack {
                Text("Deleted: \(deletedCount)")
                Button("Delete photo") {
                    withAnimation { showAlert = true }
                }
            }
            if showAlert {
                CustomAlert(
                    title: "Delete Photo?",
                    message: "This photo will be deleted from all your devices.",
                    primaryTitle: "Delete",
                    primaryAction: {
                        deletedCount += 1
                        withAnimation { showAlert = false }
                    },
                    secondaryTitle: "Cancel",
                    secondaryAction: { withAnimation { showAlert = false } }
                )
                .zIndex(1)
            }
        }
    }
}

#Preview {
    CustomAlertHost()
}
