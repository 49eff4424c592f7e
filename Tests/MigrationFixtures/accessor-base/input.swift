import Kit

let swiftUI = Color.kit._bgOld
let uiKit = UIColor.kit._bgOld
let qualified = Kit.UIColor.kit._bgOld
let implicit: Color = .kit._bgOld
