import Kit

let colours = [KitColor.accent, Kit.KitColor.accent, KitColor.ink /* body */, KitColor.accent]
let paper: String = .kit.paper
let ink: String = .kit._inkOld
