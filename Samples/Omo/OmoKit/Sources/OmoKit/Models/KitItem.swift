import Foundation

/// The row's value model: one Item as the row shows it. A Space fills it; the row never
/// sees a store or a database type.
public struct KitItem: Identifiable, Hashable, Sendable {
    /// The mark at the row's start.
    public enum Glyph: Hashable, Sendable {
        case finishCircle(done: Bool)
        case initial(String)
        case paper
    }

    public let id: String
    public var title: String
    public var glyph: Glyph
    public var isNew: Bool

    public init(id: String, title: String, glyph: Glyph = .finishCircle(done: false), isNew: Bool = false) {
        self.id = id
        self.title = title
        self.glyph = glyph
        self.isNew = isNew
    }
}

/// What the row shows at its trailing edge.
public enum KitAccessory: Hashable, Sendable {
    case none
    case count(Int)
    case due(Date)
}

/// A list card's value model: a Place as a list.
public struct KitList: Identifiable, Hashable, Sendable {
    public let id: String
    public var title: String
    public var count: Int?
    /// Rows shown before "Show All"; nil shows every row.
    public var firstCount: Int?

    public init(id: String, title: String, count: Int? = nil, firstCount: Int? = nil) {
        self.id = id
        self.title = title
        self.count = count
        self.firstCount = firstCount
    }
}

/// The open item's value model: the `KitItem` with its body and activity.
public struct KitOpenItemModel: Hashable, Sendable {
    public var item: KitItem
    public var body: String
    public var activity: [String]
    /// False where the Item finishes from its row's glyph (open item, rule 1).
    public var showsDone: Bool

    public init(item: KitItem, body: String, activity: [String] = [], showsDone: Bool = false) {
        self.item = item
        self.body = body
        self.activity = activity
        self.showsDone = showsDone
    }
}

#if DEBUG
extension KitItem {
    public static let sample = KitItem(id: "sample", title: "Quarterly receipts", glyph: .paper, isNew: true)
}

extension KitList {
    public static let sample = KitList(id: "inbox", title: "Inbox", count: 12, firstCount: 5)
}
#endif
