import Kit

let cards: [any View] = [
    Text("a").kitCard(title: "Hi") { print("tap") },
    Text("b").kitCard(title: "Yo", onTap: { print("tap") }),
    Text("c")
        .kitCard(
            title: "Hey" // greeting
        ) {
            print("tap")
        },
]
