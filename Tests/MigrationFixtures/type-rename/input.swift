import Kit

let views: [any View] = [
    KitItemRow(title: "Inbox"),
    Kit.KitItemRow(title: "Sent"),
    KitPanel(),
]
