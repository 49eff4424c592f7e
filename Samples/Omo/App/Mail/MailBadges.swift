import SwiftUI
import OmoKit

/// Mail's badges are the kit's, reached through its factories.
extension MailListView {
    /// A list's letter count.
    func countBadge(_ count: Int) -> some View {
        KitBadge.count(count)
    }

    /// A new letter's title, marked.
    func markedNew(_ title: Text) -> some View {
        title.kitBadge(.new)
    }
}
