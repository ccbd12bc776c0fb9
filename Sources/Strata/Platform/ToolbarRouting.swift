/// Where toolbar items go on a phone: iOS puts a navigation stack's toolbar items in its bar
/// (leading, centered or trailing) or in a bar at the bottom of the screen. Outside a stack they
/// stay a row above the view.
enum ToolbarRegion: Sendable {
    case leading, principal, trailing, bottom, hidden

    init(_ placement: ToolbarItemPlacement) {
        switch placement {
        case .cancellationAction, .navigation, .navigationBarLeading, .topBarLeading: self = .leading
        case .principal: self = .principal
        case .bottomBar, .status: self = .bottom
        case .keyboard: self = .hidden  // shown above the software keyboard only
        default: self = .trailing
        }
    }
}

/// Toolbar items rendered for a navigation screen, by region, in the order they were declared.
final class ToolbarItems {
    private(set) var regions: [(region: ToolbarRegion, nodes: [RenderNode])] = []

    func add(_ nodes: [RenderNode], to region: ToolbarRegion) {
        guard !nodes.isEmpty, region != .hidden else { return }
        regions.append((region, nodes))
    }

    func nodes(in region: ToolbarRegion) -> [RenderNode] {
        regions.filter { $0.region == region }.flatMap(\.nodes)
    }

    var isEmpty: Bool { regions.isEmpty }
}

private struct ToolbarItemsKey: EnvironmentKey {
    static var defaultValue: ToolbarItems? { nil }
}

extension EnvironmentValues {
    /// Set while a navigation screen's toolbar content renders: items hand their nodes to it.
    var _toolbarItems: ToolbarItems? {
        get { self[ToolbarItemsKey.self] }
        set { self[ToolbarItemsKey.self] = newValue }
    }
}

/// Renders a toolbar item's content where its placement puts it: into the screen's bar inside a
/// navigation stack, in place otherwise.
nonisolated struct _ToolbarPlacementModifier: ViewModifier {
    let placement: ToolbarItemPlacement
    typealias Body = Never

    static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        guard let items = inputs.environment._toolbarItems else {
            Content._makeView(content, inputs: inputs, outputs: &outputs)
            return
        }
        var inputs = inputs
        inputs.environment._toolbarItems = nil
        var placed = _ViewOutputs()
        Content._makeView(content, inputs: inputs, outputs: &placed)
        items.add(placed.nodes, to: ToolbarRegion(modifier.placement))
    }
}

/// `toolbar { ... }`: inside a navigation stack the items go to the screen's bars; elsewhere
/// they are a trailing-aligned row above the view.
nonisolated struct _ToolbarModifier<Items: View>: ViewModifier {
    let items: Items
    typealias Body = Never

    static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs, outputs: inout _ViewOutputs) {
        guard let screen = inputs.environment._navigationScreen else {
            let row = VStack(spacing: 8) {
                HStack(spacing: 12) {
                    Spacer(minLength: 0)
                    modifier.items
                }
                content
            }
            type(of: row)._makeView(row, inputs: inputs, outputs: &outputs)
            return
        }
        let items = ToolbarItems()
        var itemInputs = inputs.child(1)
        itemInputs.environment._toolbarItems = items
        itemInputs.environment._navigationScreen = nil
        var unplaced = _ViewOutputs()
        Items._makeView(modifier.items, inputs: itemInputs, outputs: &unplaced)
        // Views given without a `ToolbarItem` take the automatic placement: trailing.
        items.add(unplaced.nodes, to: .trailing)
        screen.addToolbar(items)
        Content._makeView(content, inputs: inputs.child(0), outputs: &outputs)
    }
}
