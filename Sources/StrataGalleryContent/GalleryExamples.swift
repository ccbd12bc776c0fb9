import ModalCardDesigns
import SwiftUI

/// The examples the gallery shows, one page each.
@MainActor
enum GalleryExamples {
    static var all: [GalleryExample] {
        [modalCards] + KitExamples.all + [buttons, toggles, textFields, forms, navigation, labels, text, shapes, gradients, stacks, ChartsExamples.charts, PreviewExamples.previews]
    }

    static var modalCards: GalleryExample {
        GalleryExample(
            slug: "modal-card", title: "ModalCard",
            summary: "The four designs from the ModalCard walkthrough: generic slots, a restricted Button<Text>, Alert-like factories over an enum, and Strategy types erased to AnyView. Their code hardcodes a white card, so they are shown in light appearance (in dark mode their primary text would be white on white, in SwiftUI as here)."
        ) {
            Specimen("Slots: any views as actions") {
                SlotDesign.ModalCard(title: "Delete Account", message: "This action cannot be undone.") {
                    Button("Delete", role: .destructive) {}
                } secondaryAction: {
                    Button("Cancel", role: .cancel) {}
                }
                .colorScheme(.light)
            }
            Specimen("Restricted: Button<Text> only") {
                RestrictedDesign.ModalCard(title: "Discard Draft", message: "Your changes will be lost.", onDelete: {}, onCancel: {})
                    .colorScheme(.light)
            }
            Specimen("Factories: .destructive and .cancel") {
                FactoryDesign.ModalCard(
                    title: "Remove Photo", message: "The photo is removed from all albums.",
                    primaryButton: .destructive(Text("Remove")) {}, secondaryButton: .cancel()
                )
                .colorScheme(.light)
            }
            Specimen("Strategy: button kinds as types") {
                StrategyDesign.ModalCard(
                    title: "Sign Out", message: "You can sign in again at any time.",
                    primaryButton: .destructive(Text("Sign Out")) {}, secondaryButton: .cancel {}
                )
                .colorScheme(.light)
            }
        }
    }

    static var buttons: GalleryExample {
        GalleryExample(slug: "buttons", title: "Button", summary: "Every built-in button style, with and without roles, enabled and disabled, and a menu of actions.") {
            Specimen("Menu") {
                Menu("Options", systemImage: "ellipsis.circle") {
                    Button("Rename", systemImage: "pencil") {}
                    Button("Share", systemImage: "square.and.arrow.up") {}
                    Button("Delete", systemImage: "trash", role: .destructive) {}
                }
            }
            Specimen("Sheet — live: a tap beside it dismisses it") { SheetDemo() }
            Specimen("Sheet at the medium detent — live") { MediumSheetDemo() }
            Specimen("Confirmation dialog — live: an action sheet on a phone") { PhotoOptionsDemo() }
            WithState("Nothing pressed yet.") { lastPressed in
                ForEach(ButtonStyleSample.allCases, id: \.self) { sample in
                    Specimen(sample.title) {
                        SpecimenFlow(spacing: 12) {
                            Button("Save") { lastPressed.wrappedValue = "Pressed Save (\(sample.title))." }
                            Button("Delete", role: .destructive) { lastPressed.wrappedValue = "Pressed Delete (\(sample.title))." }
                            Button("Disabled") {}.disabled(true)
                            Button("Share", systemImage: "square.and.arrow.up") { lastPressed.wrappedValue = "Pressed Share (\(sample.title))." }
                        }
                        .modifier(sample)
                    }
                }
                Text(lastPressed.wrappedValue).foregroundStyle(.secondary)
            }
        }
    }

    static var toggles: GalleryExample {
        GalleryExample(slug: "toggles", title: "Toggle", summary: "Switch, checkbox and button toggle styles, on and off.") {
            Specimen("Switch (automatic)") {
                VStack(spacing: 12) {
                    WithState(true) { Toggle("Wi-Fi", isOn: $0) }
                    WithState(false) { Toggle("Bluetooth", isOn: $0) }
                }
                .frame(maxWidth: 320)
            }
            Specimen("Checkbox") {
                WithState(true) { Toggle("Accept the terms", isOn: $0).toggleStyle(.checkbox) }
            }
            Specimen("Button") {
                HStack {
                    WithState(true) { Toggle("Bold", isOn: $0).toggleStyle(.button) }
                    WithState(false) { Toggle("Italic", isOn: $0).toggleStyle(.button) }
                }
            }
        }
    }

    static var textFields: GalleryExample {
        GalleryExample(slug: "text-fields", title: "TextField", summary: "Text and secure fields bound to strings.") {
            Specimen("Text field") {
                WithState("") { email in
                    TextField("Email address", text: email).frame(maxWidth: 320)
                    Text(email.wrappedValue.isEmpty ? "Type an address." : "Bound value: \(email.wrappedValue)").foregroundStyle(.secondary)
                }
            }
            Specimen("Filled in") {
                WithState("Ada Lovelace") { TextField("Name", text: $0).frame(maxWidth: 320) }
            }
            Specimen("Secure field") {
                WithState("secret") { SecureField("Password", text: $0).frame(maxWidth: 320) }
            }
        }
    }

    static var forms: GalleryExample {
        GalleryExample(slug: "forms", title: "Forms and progress", summary: "Form, Section, Slider, Stepper, Picker (menu and segmented), ProgressView, GroupBox, Link, ContentUnavailableView, and work the server starts with task(id:).") {
            Form {
                Section("Sound") {
                    WithState(0.6) { Slider(value: $0, in: 0...1) { Text("Volume") } }
                    WithState(2) { copies in Stepper("Copies: \(copies.wrappedValue)", value: copies, in: 1...5) }
                    WithState("Speakers") { output in Picker("Output", selection: output) {
                        Text("Speakers").tag("Speakers")
                        Text("Headphones").tag("Headphones")
                    } }
                    WithState(1) { quality in
                        Picker("Quality", selection: quality) {
                            Text("Low").tag(0)
                            Text("High").tag(1)
                            Text("Lossless").tag(2)
                        }
                        .pickerStyle(.segmented)
                    }
                }
                Section {
                    ProgressView("Uploading", value: 0.4)
                    ProgressView()
                } header: {
                    Text("Transfers")
                } footer: {
                    Text("Uploads continue in the background.")
                }
            }
            .frame(maxWidth: 420)
            GroupBox("Account") {
                Text("Signed in as ada@example.com")
                Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
            }
            .frame(maxWidth: 420)
            ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try a different search."))
            ServerWorkDemo()
        }
    }

    static var labels: GalleryExample {
        GalleryExample(slug: "labels", title: "Label", summary: "Labels in the automatic, title-only and icon-only styles.") {
            Specimen("Automatic") { Label("Favorites", systemImage: "star.fill") }
            Specimen("Title only") { Label("Favorites", systemImage: "star.fill").labelStyle(.titleOnly) }
            Specimen("Icon only") { Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly) }
            Specimen("Symbols") {
                SpecimenFlow(spacing: 14) {
                    ForEach(["trash", "heart.fill", "gear", "bell", "person.circle", "checkmark.circle.fill", "xmark", "magnifyingglass"], id: \.self) { name in
                        Image(systemName: name).font(.title2).foregroundStyle(.tint)
                    }
                }
            }
        }
    }

    static var text: GalleryExample {
        GalleryExample(slug: "text", title: "Text", summary: "Dynamic type styles, weights, colors, Markdown, concatenation and truncation.") {
            Specimen("Text styles") {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(Font.TextStyle.allCases, id: \.self) { style in
                        Text(style.rawValue).font(.system(style))
                    }
                }
            }
            Specimen("Styling") {
                VStack(alignment: .leading, spacing: 6) {
                    Text("**Bold**, *italic*, `code` and ~~struck~~ from Markdown")
                    Text("Red ").foregroundColor(.red) + Text("bold ").bold() + Text("italic").italic()
                    Text("Secondary text").foregroundStyle(.secondary)
                    Text("Hostile <script>alert(\"x\")</script> & text is escaped")
                }
            }
            Specimen("Truncation: one line, cut at the tail, the head and the middle") {
                VStack(alignment: .leading, spacing: 6) {
                    ForEach([Text.TruncationMode.tail, .head, .middle], id: \.self) { mode in
                        Text("Quarterly report for the design systems team, final version.pdf")
                            .lineLimit(1)
                            .truncationMode(mode)
                    }
                }
            }
        }
    }

    static var shapes: GalleryExample {
        GalleryExample(slug: "shapes", title: "Shapes and colors", summary: "Built-in shapes filled, stroked and used as backgrounds, animated and dragged on the live page.") {
            Specimen("Animation: a spring on scaleEffect; withAnimation and a transition") { MotionDemo() }
            Specimen("DragGesture with @GestureState — live: drag the tile") { DragDemo() }
            Specimen("Filled") {
                SpecimenFlow(spacing: 16) {
                    Rectangle().fill(.blue).frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 14).fill(.green).frame(width: 60, height: 60)
                    Circle().fill(.orange).frame(width: 60, height: 60)
                    Capsule().fill(.purple).frame(width: 90, height: 40)
                }
            }
            Specimen("Stroked") {
                SpecimenFlow(spacing: 16) {
                    Circle().stroke(.red, lineWidth: 4).frame(width: 60, height: 60)
                    RoundedRectangle(cornerRadius: 12).strokeBorder(.indigo, lineWidth: 3).frame(width: 60, height: 60)
                }
            }
            Specimen("Backgrounds and overlays") {
                Text("Badge")
                    .font(.caption).bold()
                    .padding(.horizontal, 10).padding(.vertical, 4)
                    .background(Capsule().fill(Color.indigo))
                    .foregroundColor(.white)
                    .overlay(alignment: .topTrailing) { Circle().fill(.yellow).frame(width: 10, height: 10) }
            }
        }
    }

    static var gradients: GalleryExample {
        GalleryExample(slug: "gradients", title: "Gradients and progress", summary: "Linear, radial and angular gradients, and a progress ring drawn with trim.") {
            Specimen("Gradients") {
                SpecimenFlow(spacing: 16) {
                    LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
                        .frame(width: 80, height: 80)
                        .clipShape(RoundedRectangle(cornerRadius: 16))
                    Circle().fill(RadialGradient(colors: [.yellow, .red], center: .center, startRadius: 0, endRadius: 40))
                        .frame(width: 80, height: 80)
                    Circle().fill(AngularGradient(colors: [.blue, .purple, .blue], center: .center))
                        .frame(width: 80, height: 80)
                    Capsule().fill(Color.teal.gradient).frame(width: 120, height: 40)
                }
            }
            Specimen("Progress ring") {
                ZStack {
                    Circle().stroke(Color.gray.opacity(0.25), lineWidth: 10)
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                        .rotationEffect(.degrees(-90))
                    Text("70%").font(.headline)
                }
                .frame(width: 100, height: 100)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Progress")
                .accessibilityValue("70 percent")
            }
        }
    }

    static var stacks: GalleryExample {
        GalleryExample(slug: "stacks", title: "Stacks and spacing", summary: "VStack, HStack and ZStack with alignment, spacing, Spacer and Divider.") {
            Specimen("HStack with Spacer") {
                HStack {
                    Text("Leading")
                    Spacer()
                    Text("Trailing")
                }
                .padding()
                .background(RoundedRectangle(cornerRadius: 12).fill(Color(UIColor.secondarySystemGroupedBackground)))
            }
            Specimen("VStack alignments") {
                HStack(alignment: .top, spacing: 24) {
                    VStack(alignment: .leading) { Text("Leading"); Text("aligned text") }
                    Divider()
                    VStack { Text("Center"); Text("aligned text") }
                    Divider()
                    VStack(alignment: .trailing) { Text("Trailing"); Text("aligned text") }
                }
            }
            Specimen("ZStack") {
                ZStack(alignment: .bottomTrailing) {
                    RoundedRectangle(cornerRadius: 16).fill(.teal).frame(width: 160, height: 100)
                    Text("Overlay").font(.caption).padding(6).background(Capsule().fill(Color(UIColor.systemBackground))).padding(8)
                }
            }
        }
    }
}

/// Applies one built-in button style (for the Button page).
nonisolated enum ButtonStyleSample: CaseIterable, ViewModifier {
    case automatic, bordered, borderedProminent, borderless, plain

    var title: String {
        switch self {
        case .automatic: ".automatic"
        case .bordered: ".bordered"
        case .borderedProminent: ".borderedProminent"
        case .borderless: ".borderless"
        case .plain: ".plain"
        }
    }

    func body(content: Content) -> some View {
        switch self {
        case .automatic: content.buttonStyle(.automatic)
        case .bordered: content.buttonStyle(.bordered)
        case .borderedProminent: content.buttonStyle(.borderedProminent)
        case .borderless: content.buttonStyle(.borderless)
        case .plain: content.buttonStyle(.plain)
        }
    }
}
