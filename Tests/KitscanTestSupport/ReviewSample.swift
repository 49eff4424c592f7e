/// A small kit (a row, a card, a spacing token), two app screens calling the row, and a
/// debt list naming a copy of it: the project review is tested on, in git and in memory.
public enum ReviewSample {
    public static let config = """
    { "kit": { "paths": ["Kit"], "tokens": ["Kit/Tokens"] },
      "debtList": "docs/debt.md", "baseline": "kitscan-baseline.json" }
    """
    public static let row = """
    import SwiftUI

    public struct KitRow: View {
        let title: String
        var onOpen: () -> Void = {}
        public init(title: String, accent: Bool = false, onOpen: @escaping () -> Void = {}) {
            self.title = title
            self.onOpen = onOpen
        }
        public var body: some View {
            Text(title)
                .padding(KitSpacing.row)
        }
    }

    """
    public static let card = """
    import SwiftUI

    public struct KitCard: View {
        public init() {}
        public var body: some View {
            KitRow(title: "card")
                .padding(KitSpacing.card)
        }
    }

    """
    public static let spacing = """
    import SwiftUI

    public enum KitSpacing {
        public static let row: CGFloat = 8
        public static let card: CGFloat = 16
    }

    """
    public static let inbox = """
    import SwiftUI

    struct InboxView: View {
        var body: some View {
            VStack {
                KitRow(title: "a")
                KitRow(title: "b", onOpen: {})
            }
        }
    }

    """
    public static let settings = """
    import SwiftUI

    struct SettingsView: View {
        var body: some View {
            KitRow(title: "s")
        }
    }

    """
    public static let mailRow = """
    import SwiftUI

    struct MailRow: View {
        var body: some View {
            Text("mail")
        }
    }

    """
    public static let debt = """
    # Debt

    | Copy | Where | Becomes |
    |---|---|---|
    | `MailRow` | App/MailRow.swift | `KitRow` |

    - `InboxView` and `SettingsView` compose the kit.

    """

    /// The whole project, path -> text.
    public static let tree: [String: String] = [
        "kitscan.json": config, "Kit/KitRow.swift": row, "Kit/KitCard.swift": card,
        "Kit/Tokens/KitSpacing.swift": spacing, "App/Inbox.swift": inbox, "App/Settings.swift": settings,
        "App/MailRow.swift": mailRow, "docs/debt.md": debt,
    ]
}
