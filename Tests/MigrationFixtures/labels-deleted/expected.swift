import Kit

let tags: [any View] = [
    KitTag("new", "green"),
    KitTag("old", "grey"),
    KitTag("kept"),
]
