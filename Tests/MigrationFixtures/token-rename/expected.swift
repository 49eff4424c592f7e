import Kit

let colours = [KitColor.accent, Kit.KitColor.accent, KitColor.ink /* body */, KitColor.accent]
