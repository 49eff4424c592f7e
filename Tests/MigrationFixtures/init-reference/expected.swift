import Kit

let items = [Item(), Item()]
let open: () -> Void = {}
let rows = items.map { KitRow(item: $0, onOpen: open) }
let make = KitRow.init(item:onOpen:)
let qualified = Kit.KitRow.init(item:onOpen:)
let titled = ["a"].map(KitRow.init(title:))
let badges = [1, 2].map(KitBadge.init)
let kept = KitRow.init(item:onOpen:)
