import Foundation
import Testing
import UIKit

/// Menus and context menus kept as data (docs/compatibility.md, "Ninth round").
@MainActor @Suite struct UIMenuTests {
    @Test func aContextMenuConfigurationMakesItsMenuOnlyWhenAsked() throws {
        var chosen: [String] = []
        var asked = 0
        let configuration = UIContextMenuConfiguration(identifier: "row-3" as NSString, previewProvider: nil) { suggested in
            asked += 1
            let share = UIAction(title: "Share") { chosen.append($0.title) }
            let delete = UIAction(title: "Delete", attributes: .destructive) { chosen.append($0.title) }
            let more = UIMenu(title: "More", options: .displayInline, children: [delete])
            return UIMenu(title: "Row 3", children: suggested + [share, more])
        }
        #expect(asked == 0)
        #expect(configuration.identifier as? NSString == "row-3")
        let menu = try #require(configuration._makeMenu(suggestedActions: [UIAction(title: "Copy") { _ in }]))
        #expect(asked == 1)
        #expect(menu.title == "Row 3")
        #expect(menu.children.map(\.title) == ["Copy", "Share", "More"])
        let more = try #require(menu.children.last as? UIMenu)
        #expect(more.options == .displayInline)
        let delete = try #require(more.children.first as? UIAction)
        #expect(delete.attributes.contains(.destructive))
        #expect(delete.state == .off)
        delete._perform()
        #expect(chosen == ["Delete"])
        #expect(configuration._makePreview() == nil)
    }

    @Test func aMenuKeepsItsIdentifierWhenItsChildrenAreReplaced() {
        let menu = UIMenu(title: "Sort", identifier: UIMenu.Identifier("sort"), options: .singleSelection, children: [])
        let replaced = menu.replacingChildren([UIAction(title: "Name", state: .on) { _ in }])
        #expect(replaced.identifier == menu.identifier)
        #expect(replaced.options == .singleSelection)
        #expect(replaced.children.map(\.title) == ["Name"])
        #expect((replaced.children.first as? UIAction)?.state == .on)
        #expect(UIMenu().identifier != UIMenu().identifier)
    }

    @Test func aCollectionViewDelegateGivesAContextMenuOnlyWhereItMakesOne() throws {
        final class Delegate: UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                indexPath.item == 0 ? nil : UIContextMenuConfiguration(previewProvider: { UIViewController() }) { _ in
                    UIMenu(children: [UIAction(title: "Open item \(indexPath.item)") { _ in }])
                }
            }
        }
        final class Silent: UICollectionViewDelegate {}
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let delegate = Delegate()
        #expect(delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 0, section: 0), point: .zero) == nil)
        let configuration = try #require(delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 2, section: 0), point: .zero))
        #expect(configuration._makeMenu()?.children.map(\.title) == ["Open item 2"])
        #expect(configuration._makePreview() != nil)
        #expect(Silent().collectionView(collectionView, contextMenuConfigurationForItemAt: IndexPath(item: 2, section: 0), point: .zero) == nil)
        #expect(Silent().collectionView(collectionView, contextMenuConfigurationForItemsAt: [IndexPath(item: 2, section: 0)], point: .zero) == nil)
    }
}
