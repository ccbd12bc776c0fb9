import StrataKit
import SwiftUI

/// Gallery pages for StrataKit components: every style in every theme and appearance.
enum KitExamples {
    static var all: [GalleryExample] { [modalCard, card, cascadingActions] + [InputExamples.inputs, BusinessExamples.business] }

    static var modalCard: GalleryExample {
        GalleryExample(
            slug: "kit-modal-card", title: "StrataKit ModalCard",
            summary: "The seeds' ModalCard as a StrataKit component: a thin API, a style configuration, and styles from the environment, in every theme and appearance."
        ) {
            Specimen("Presented with .modalCard(isPresented:) — live: Tab, Enter and Escape work") {
                ModalCardPresentationDemo()
            }
            Specimen(".card style, factory buttons") {
                ThemeMatrix {
                    ModalCard(
                        title: "Delete Account", message: "This action cannot be undone.",
                        primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel()
                    )
                }
            }
            Specimen(".alert style") {
                ThemeMatrix {
                    ModalCard(
                        title: "Remove Photo", message: "It is removed from all albums.",
                        primaryButton: .destructive(Text("Remove")), secondaryButton: .cancel()
                    )
                    .modalCardStyle(.alert)
                }
            }
            Specimen("Slots: any views as actions") {
                ModalCard(title: "Share Album", message: "Invite people to add photos.") {
                    Button("Invite", systemImage: "person.fill") {}.buttonStyle(.borderedProminent)
                } secondaryAction: {
                    Button("Not Now", role: .cancel) {}
                }
            }
        }
    }

    static var card: GalleryExample {
        GalleryExample(slug: "kit-card", title: "StrataKit Card", summary: "The Card the ModalCard builds on, elevated and outlined, in every theme and appearance.") {
            Specimen("Elevated") {
                ThemeMatrix {
                    Card(title: "Shipping") { Text("Arrives Tuesday, 9–12 am") }
                }
            }
            Specimen("Outlined") {
                ThemeMatrix {
                    Card(title: "Payment") { Text("Visa ending in 4242") }.cardStyle(.outlined)
                }
            }
        }
    }

    static var cascadingActions: GalleryExample {
        GalleryExample(
            slug: "kit-cascading-actions", title: "Cascading actions",
            summary: "A checkout button deep in the tree calls one environment action; handlers at three levels hear it, innermost first. Siblings register their own handlers without seeing each other's."
        ) {
            Specimen("Three levels") {
                CheckoutLevels()
            }
        }
    }
}

/// Three nested levels that each register a checkout handler, with a log of the calls as they
/// bubble (innermost first).
nonisolated private struct CheckoutLevels: View {
    @State private var log: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Card(title: "Store") {
                Card(title: "Cart") {
                    Card(title: "Checkout") {
                        CheckoutCompletionButton()
                    }
                    .onCheckoutCompletion { record("Checkout") }
                }
                .onCheckoutCompletion { record("Cart") }
            }
            .onCheckoutCompletion { record("Store") }
            .cardStyle(.outlined)
            EventLog(entries: log) { log.removeAll() }
        }
        .frame(maxWidth: 420)
    }

    private func record(_ level: String) {
        log.append("\(log.count + 1). \(level) heard checkout completion")
    }
}

nonisolated private struct CheckoutCompletionButton: View {
    @Environment(\.checkoutCompletion) private var completion
    var body: some View {
        Button("Complete Checkout") { completion() }.buttonStyle(.borderedProminent)
    }
}
