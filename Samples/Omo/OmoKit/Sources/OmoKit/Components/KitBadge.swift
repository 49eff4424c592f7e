import SwiftUI

/// A small mark beside a title: a count, or "New". Made by its factories, never by its
/// initialiser: `KitBadge.count(3)`, or `.kitBadge(.new)` where a badge is asked for.
public struct KitBadge: View {
    let text: String

    public static var new: Self { Self(text: "New") }

    public static func count(_ count: Int) -> KitBadge {
        KitBadge(text: count.formatted())
    }

    public var body: some View {
        ZStack {
            Capsule().fill(KitColor.hover)
            Text(text).font(KitFont.mono).foregroundStyle(KitColor.ink3)
        }
    }
}

extension View {
    /// Puts `badge` after the view, at its top trailing corner.
    public func kitBadge(_ badge: KitBadge) -> some View {
        overlay(alignment: .topTrailing) { badge }
    }
}

struct KitBadge_Previews: PreviewProvider {
    static var previews: some View {
        VStack {
            Header()
            KitBadge.count(3)
            Text("Inbox").kitBadge(.new)
        }
    }

    /// The preview's own heading: a helper of the preview, no part of the kit.
    struct Header: View {
        var body: some View { Text("Badges").font(KitFont.rowTitle) }
    }
}
