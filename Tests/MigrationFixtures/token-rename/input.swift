import Kit

let colours = [KitColor.tint, Kit.KitColor.tint, KitColor.text /* body */, KitColor.accent]
let paper: String = .kit._paperOld
let ink: String = .kit._inkOld
let older = String.kit._paperOlder
