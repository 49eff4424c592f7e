import Foundation
import Observation
import OmoKit

/// A letter as Mail keeps it. The row and open item see it only through `kitItem` and
/// `openModel`, the kit's value models.
struct Letter: Identifiable, Hashable, Sendable {
    let id: String
    var sender: String
    var subject: String
    var snippet: String
    var received: Date
    var threadCount: Int
    var isUnread: Bool

    var senderInitial: String { String(sender.prefix(1)) }

    var kitItem: KitItem {
        KitItem(id: id, title: subject, glyph: .initial(senderInitial), isNew: isUnread)
    }

    var openModel: KitOpenItemModel {
        // A letter finishes from Done in its open item (d-002).
        KitOpenItemModel(item: kitItem, body: snippet, activity: ["From \(sender)"], showsDone: true)
    }
}

/// Mail's store for the phone and the Mac.
@MainActor
@Observable
final class MailStore {
    var lists: [KitList]
    var letters: [Letter]
    var selection: Set<Letter.ID> = []
    var opened: Letter?

    init(lists: [KitList], letters: [Letter]) {
        self.lists = lists
        self.letters = letters
    }

    var receipts: [Letter] { letters.filter { $0.subject.localizedCaseInsensitiveContains("receipt") } }

    func letters(in list: KitList) -> [Letter] {
        Array(letters.prefix(list.firstCount ?? letters.count))
    }

    func open(_ letter: Letter) { opened = letter }

    func finish(_ letter: Letter) {
        letters.removeAll { $0.id == letter.id }
        if opened?.id == letter.id { opened = nil }
    }

    func compose() {}

    func archiveSelection() {
        letters.removeAll { selection.contains($0.id) }
        selection.removeAll()
    }

    func refresh() async {}

    static let preview = MailStore(
        lists: [KitList(id: "inbox", title: "Inbox", count: 3), KitList(id: "later", title: "Later")],
        letters: [
            Letter(id: "1", sender: "Ana Lima", subject: "Receipt #4471", snippet: "Thanks for your order.",
                   received: .now, threadCount: 1, isUnread: true),
            Letter(id: "2", sender: "Jörg Weiß", subject: "Später: the pager's spring", snippet: "Try 0.32 s.",
                   received: .now.addingTimeInterval(-3_600), threadCount: 4, isUnread: false),
        ]
    )
}
