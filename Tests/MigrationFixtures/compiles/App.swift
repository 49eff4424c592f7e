import Kit

func screen() -> [any View] {
    let count = 3
    let later = KitRow.init(title:subtitle:action:)
    return [
        KitRow(title: "Inbox", subtitle: "3 new") { print("open") },
        KitRow(title: "Sent", subtitle: "", action: { print("sent") }),
        KitItemRow(title: "Drafts"),
        KitBadge(count, "red"),
        KitBadge.number(count),
        KitTag(text: "new", colour: "green"),
        KitPanel(),
        KitNote(title: "Hi", subtitle: nil, isCompact: true),
        KitNote(title: "Yo", subtitle: count > 2 ? "many" : nil),
        Text(KitColor.tint).kitPanel("Hi") { print("tap") },
        later("Later", "soon", {}),
    ]
}
