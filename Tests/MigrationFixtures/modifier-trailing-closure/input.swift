import Kit

let cards: [any View] = [
    Text("a").kitPanel("Hi") { print("tap") },
    Text("b").kitPanel("Yo", action: { print("tap") }),
    Text("c")
        .kitPanel(
            "Hey" // greeting
        ) {
            print("tap")
        },
]
