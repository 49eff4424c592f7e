import SwiftUI
import OmoKit

// The catalog draws each component in its callers' configurations, with sample data, so a
// change to a component is seen here for every way the apps use it before it merges.

#Preview("KitRow(item:accessory:onOpen:)") {
    KitRow(item: .sample, accessory: .count(4), onOpen: {})
}

#Preview("KitBadge.count(_:)") {
    KitBadge.count(12)
}

#Preview("KitListCard(list:isCollapsed:) { }") {
    KitListCard(list: .sample, isCollapsed: .constant(false)) {
        Text("Letter")
    }
}
