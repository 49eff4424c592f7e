import Kit

let tags: [any View] = [
    KitTag(text: "new", colour: "green"),
    KitTag(text:"old", colour:  "grey"),
    KitTag("kept"),
]
