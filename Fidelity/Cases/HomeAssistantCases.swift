import SwiftUI

/// home-assistant/iOS (Apache 2.0): a settings list picker (a navigation link row, and the
/// sectioned list it opens under an inline title), a collapsible header, and a settings screen of
/// switches under a large title, each light and dark, on an iPhone 13 simulator (3x).
enum HomeAssistantCases {
    static let repository = "home-assistant/iOS"
    static let components = "Tests/Shared/DesignSystem/Components/"
    static let settings = "Tests/App/Settings/"

    static var all: [FidelityCase] {
        var cases: [FidelityCase] = []
        for scheme in [ColorScheme.light, .dark] {
            let name = scheme == .dark ? "dark" : "light"
            cases += [
                device("list-picker-\(name)", test: components + "ListPickerTests.swift testLitPickerUI (\(name))", scheme: scheme) {
                    ListPickerPreview.standard
                },
                device("list-picker-content-\(name)", test: components + "ListPickerTests.swift testLitPickerContentUI (\(name))", scheme: scheme) {
                    ListPickerPreview.content
                },
                device("collapsible-collapsed-\(name)", test: components + "CollapsibleViewTests.swift testCollapsibleViewCollapsed (\(name))", scheme: scheme) {
                    CollapsibleView { Text("This is a header") } expandedContent: { Text("This is a content") }
                },
                device("collapsible-open-\(name)", test: components + "CollapsibleViewTests.swift testCollapsibleViewOpen (\(name))", scheme: scheme) {
                    CollapsibleView(startExpanded: true) { Text("This is a header") } expandedContent: { Text("This is a content") }
                },
                device("server-switching-\(name)", test: settings + "ServerSwitchingSettingsView.test.swift serverSwitchingScreen (\(name))", scheme: scheme) {
                    NavigationView { ServerSwitchingSettingsView(closestServerDescription: nil) }
                },
                device(
                    "server-switching-closest-\(name)",
                    test: settings + "ServerSwitchingSettingsView.test.swift serverSwitchingScreenWithClosestServer (\(name))", scheme: scheme
                ) {
                    NavigationView { ServerSwitchingSettingsView(closestServerDescription: "Fake Server · 1.2 km") }
                },
            ]
        }
        return cases
    }

    /// The app's accent color (its asset catalog's `accentColor`, #01A9F4).
    static let accent = Color(red: 0x01 / 255, green: 0xA9 / 255, blue: 0xF4 / 255)

    static func device(_ name: String, test: String, scheme: ColorScheme, @ViewBuilder view: () -> some View) -> FidelityCase {
        FidelityCase(
            "home-assistant-iOS/\(name)", source: repository + " " + test,
            width: FidelityDevice.iPhone13.width, height: FidelityDevice.iPhone13.height, safeArea: FidelityDevice.iPhone13.safeArea,
            colorScheme: scheme, dynamicTypeSize: FidelityDevice.textSize
        ) {
            view().accentColor(accent)
        }
    }
}

private struct ListPickerContent {
    let sections: [Section]

    struct Section {
        let id: String
        let title: String
        let items: [Item]
    }

    struct Item {
        let id: String
        let title: String
    }
}

/// A row naming a setting and its current value, which opens the list of choices.
private struct ListPicker: View {
    let title: String
    @Binding var selection: ListPickerContent.Item
    let content: ListPickerContent

    var body: some View {
        NavigationLink {
            ListPickerContentView(title: title, selection: $selection, content: content)
        } label: {
            HStack {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(selection.title)
                    .frame(alignment: .trailing)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
                    .truncationMode(.middle)
                    .lineLimit(1)
            }
        }
    }
}

/// The choices in sections, the selected one checked.
private struct ListPickerContentView: View {
    let title: String
    @Binding var selection: ListPickerContent.Item
    let content: ListPickerContent

    var body: some View {
        List {
            ForEach(content.sections, id: \.id) { section in
                Section(section.title) {
                    ForEach(section.items, id: \.id) { item in
                        Button {
                            selection = item
                        } label: {
                            HStack {
                                Text(item.title)
                                    .frame(maxWidth: .infinity, alignment: .leading)
                                if selection.id == item.id {
                                    Image(systemName: "checkmark")
                                        .foregroundColor(.accentColor)
                                }
                            }
                        }
                    }
                }
            }
        }
        .navigationBarTitleDisplayMode(.inline)
        .navigationTitle(title)
    }
}

private enum ListPickerPreview {
    static let sample = ListPickerContent(sections: [
        .init(id: "1", title: "Section 1", items: [
            .init(id: "1", title: "Abc"),
            .init(id: "2", title: "aaaa"),
            .init(id: "3", title: "bbbb"),
            .init(id: "4", title: "ccccc"),
        ]),
        .init(id: "2", title: "Section 2", items: [
            .init(id: "5", title: "Abc"),
            .init(id: "6", title: "aaaa"),
            .init(id: "7", title: "bbbb"),
            .init(id: "8", title: "ccccc"),
        ]),
    ])

    static var standard: some View {
        NavigationView {
            List {
                ListPicker(title: "Select Item", selection: .constant(.init(id: "2", title: "aaaa")), content: sample)
            }
        }
    }

    static var content: some View {
        NavigationView {
            ListPickerContentView(title: "Title 1", selection: .constant(.init(id: "2", title: "aaaa")), content: sample)
        }
    }
}

/// A header with a chevron that shows or hides the content beneath it.
private struct CollapsibleView<CollapsedContent: View, ExpandedContent: View>: View {
    @State private var expanded = false
    @ViewBuilder let collapsedContent: () -> CollapsedContent
    @ViewBuilder let expandedContent: () -> ExpandedContent

    private let startExpanded: Bool

    init(
        startExpanded: Bool = false,
        @ViewBuilder collapsedContent: @escaping () -> CollapsedContent,
        @ViewBuilder expandedContent: @escaping () -> ExpandedContent
    ) {
        self.collapsedContent = collapsedContent
        self.expandedContent = expandedContent
        self.startExpanded = startExpanded
    }

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                collapsedContent()
                Spacer()
                Image(systemName: expanded ? "chevron.up" : "chevron.down")
                    .tint(.accentColor)
            }
            .frame(maxWidth: .infinity)
            .animation(nil, value: expanded)
            .onAppear {
                expanded = startExpanded
            }
            .onTapGesture {
                withAnimation(.easeInOut) {
                    expanded.toggle()
                }
            }
            VStack(alignment: .leading) {
                if expanded {
                    expandedContent()
                }
            }
        }
    }
}

/// The app's server switching settings with two servers: switching by location (off, with its
/// footer), the closest server when known, remembering the last page (on), and a link to how it
/// works. The app's settings store and strings (English) are written in.
private struct ServerSwitchingSettingsView: View {
    let closestServerDescription: String?
    @State private var locationBasedServerSwitching = false
    @State private var restoreLastURL = true

    var body: some View {
        List {
            Section {
                Toggle(isOn: $locationBasedServerSwitching) {
                    Text("Switch Server by Location")
                }
                if let closestServer = closestServerDescription {
                    HStack {
                        Text("Closest Server")
                        Spacer()
                        Text(closestServer)
                            .foregroundStyle(.secondary)
                    }
                }
                Toggle(isOn: $restoreLastURL) {
                    Text("Remember Last Page")
                }
            } footer: {
                Text(
                    "When you open the app, it checks whether you are at one of your homes, either connected to its Wi-Fi network or inside its Home zone. If that home belongs to another server, that server is opened automatically. Checks happen only on this device while the app is in use, and your location is never stored."
                )
            }

            Section {
                NavigationLink(destination: Text("How it works")) {
                    Label("How it works?", systemImage: "questionmark.circle")
                }
            }
        }
        .navigationTitle("Server Switching")
    }
}
