import Kit

let name: String? = "Ada"
let unread = 3
let views: [any View] = [
    KitRow(title: "Inbox", detail: name ?? ""),
    KitRow(title: "Sent", detail: nil ?? ""),
    KitRow(title: "Drafts", detail: (name != nil ? name : "none") ?? ""),
    KitStack(KitRow(title: "Later"), KitBadge(count: unread + 1)),
    KitBadgedRow(badge: 2, label: "Spam") { print("opened") },
    KitStack(KitRow(title: "Archive"), KitBadge(count: 1)),
    KitRow(title: "Kept", detail: "new already"),
]
