import Kit

let rows: [any View] = [
    KitRow(title: "Inbox", detail: "3 new"),
    Kit.KitRow(title: "Sent",   detail: "none" /* yet */),
    KitRow.init(title: "Drafts", detail: "2"),
    KitRow(
        title: "Later", // pinned
        detail: "tomorrow"
    ) { print("open") },
    KitRow(title: "Done", detail: "", onOpen: { print("done") }),
    KitRow(title: "Kept", detail: "new already"),
]
