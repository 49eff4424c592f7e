import Kit

let rows: [any View] = [
    KitRow(title: "Inbox", subtitle: "3 new"),
    Kit.KitRow(title: "Sent",   subtitle: "none" /* yet */),
    KitRow.init(title: "Drafts", subtitle: "2"),
    KitRow(
        title: "Later", // pinned
        subtitle: "tomorrow"
    ) { print("open") },
    KitRow(title: "Done", subtitle: "", action: { print("done") }),
    KitRow(title: "Kept", detail: "new already"),
]
