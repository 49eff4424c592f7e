import Kit

let badges: [any View] = [
    KitBadge(3, "red"),
    KitBadge(  4 , "blue"),
    KitBadge(count: 5),
]
