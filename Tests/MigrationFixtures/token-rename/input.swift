import Kit

let colours = [KitColor.tint, Kit.KitColor.tint, KitColor.text /* body */, KitColor.accent]
