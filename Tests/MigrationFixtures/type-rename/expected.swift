import Kit

let views: [any View] = [
    KitRow(title: "Inbox"),
    Kit.KitRow(title: "Sent"),
    KitCard(),
]
