import Kit

let base = KitRow(title: "a", detail: "b", style: 1)
let rows: [any View] = [
    KitRow(title: "Inbox", subtitle: "3 new"),
    KitRow(row: base),
    KitRow(title: "Sent", loud: true),
]
