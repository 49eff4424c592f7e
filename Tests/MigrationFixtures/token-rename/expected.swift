import Kit

let colours = [KitColor.accent, Kit.KitColor.accent, KitColor.ink /* body */, KitColor.accent]
let paper: String = .kit._paperOld
let ink: String = .kit._inkOld
let older = String.kit.paper
