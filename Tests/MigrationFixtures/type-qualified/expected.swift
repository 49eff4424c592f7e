import Kit

let views: [any View] = [
    KitLabel(text: "Inbox"),
    KitRow(title: "Sent", detail: "today"),
    KitViews.Row(title: "Drafts"),
]
