import Kit

let swiftUI = Color.kit.bg
let uiKit = UIColor.kit.background
let qualified = Kit.UIColor.kit.background
let implicit: Color = .kit._bgOld
