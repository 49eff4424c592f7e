import Kit

let views: [any View] = [
    KitLabel.plain("Inbox"),
    KitCell(title: "Sent", subtitle: "today"),
    OldRow(title: "Drafts"),
]
