import StrataKit
import SwiftUI

/// The "StrataKit Business components" gallery page: the seed's slot-based controls.
enum BusinessExamples {
    static var business: GalleryExample {
        GalleryExample(
            slug: "kit-business", title: "StrataKit Business components",
            summary: "ContactItem with @ViewBuilder slots (every slot but the title optional, through default arguments), a type-based and a model-based initializer; ActivityItems as a composite control; KPIs in a layout container that caps how many it shows, and a business-semantic KPI header."
        ) {
            Specimen("ContactItem, three ways to make one (.row)") {
                ThemeMatrix {
                    ContactForms()
                }
            }
            Specimen("ContactItem .card") {
                ThemeMatrix {
                    ContactItem(
                        title: "Ana Ruiz", subtitle: "Design lead", descriptionText: "Prefers email before noon",
                        detailImage: Image(systemName: "person.fill"),
                        actionItems: ActivityItems(actionItems: anaActions)
                    )
                    .contactItemStyle(.card)
                }
            }
            Specimen("ActivityItems .icons and .labeled") {
                ThemeMatrix {
                    VStack(alignment: .leading, spacing: 12) {
                        ActivityItems(actionItems: anaActions)
                        ActivityItems(actionItems: anaActions).activityItemsStyle(.labeled)
                    }
                }
            }
            Specimen("KPILayoutContainer: six quarterly KPIs given, the default cap shows the first two") {
                ThemeMatrix {
                    KPILayoutContainer(quarters, id: \.self) { quarter in
                        KPI(title: quarter)
                    }
                }
            }
            Specimen("KPILayoutContainer with .kpiLimit(3), each KPI built by hand (.prominent)") {
                ThemeMatrix {
                    KPILayoutContainer(stats, id: \.title) { element in
                        KPI {
                            Text(element.title)
                        } icon: {
                            if let icon = element.icon { icon } else { EmptyView() }
                        }
                    }
                    .kpiLimit(3)
                }
            }
            Specimen("KPIHeaderControl with .titleModifier, .compact KPIs") {
                ThemeMatrix {
                    KPIHeaderControl(stats, id: \.title)
                        .titleModifier { $0.font(.headline).foregroundColor(.red) }
                        .kpiLimit(3)
                        .kpiStyle(.compact)
                }
            }
        }
    }
}

private let anaActions: [ActivityItem] = [
    .init(type: .email, data: "ana@example.com"), .init(type: .phone, data: "+49 30 1234 567"), .init(type: .message, data: "@ana"),
]

private let quarters = ["Q1 +4%", "Q2 +7%", "Q3 −2%", "Q4 +5%", "Q1 +3%", "Q2 +6%"]

private struct Stat: KPIItemModel {
    let title: String
    var icon: Image?
}

private let stats = [
    Stat(title: "92%", icon: Image(systemName: "star")), Stat(title: "1.4k", icon: Image(systemName: "cart")),
    Stat(title: "37", icon: Image(systemName: "person")), Stat(title: "5", icon: Image(systemName: "bell")),
]

private struct Contact: ContactItemModel {
    let title = "Oskar Lind"
    let subtitle: String? = "Account manager, Nordbank"
    let detailImage: Image? = Image(systemName: "person.circle")
    let actionItems: [ActivityItem]? = [.init(type: .phone, data: "+46 8 123 45")]
}

/// The slot, type and model initializers side by side.
nonisolated private struct ContactForms: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ContactItem {
                Label("Mia Chen", systemImage: "square.and.pencil")
            } subtitle: {
                Text("Slot-based init")
            } descriptionText: {
                Text("Description")
            } detailImage: {
                Image(systemName: "person.fill")
            } actionItems: {
                ActivityItems(actionItems: [.init(type: .email, data: "mia@example.com")])
            }
            ContactItem(title: "Ana Ruiz", subtitle: "Type-based init", actionItems: ActivityItems(actionItems: anaActions))
            ContactItem(model: Contact())
        }
    }
}
