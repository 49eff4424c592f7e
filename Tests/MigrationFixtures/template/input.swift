import Kit

let name: String? = "Ada"
let unread = 3
let views: [any View] = [
    KitRow(title: "Inbox", subtitle: name),
    KitRow(title: "Sent", subtitle: nil, isCompact: true),
    KitRow(title: "Drafts", subtitle: name != nil ? name : "none"),
    KitBadgedRow(badge: unread + 1, label: "Later"),
    KitBadgedRow(badge: 2, label: "Spam") { print("opened") },
    KitBadgedRow(label: "Archive"),
    KitRow(title: "Kept", detail: "new already"),
]
