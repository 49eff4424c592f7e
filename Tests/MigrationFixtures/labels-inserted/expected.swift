import Kit

let badges: [any View] = [
    KitBadge(count: 3, tone: "red"),
    KitBadge(  count: 4 , tone: "blue"),
    KitBadge(count: 5),
]
