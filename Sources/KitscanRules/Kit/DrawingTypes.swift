import KitscanParser

/// Which declared types draw: views, shapes, styles and view modifiers.
public enum DrawingTypes {
    static let viewProtocols: Set<String> = ["View", "Shape", "InsettableShape"]
    static let modifierProtocols: Set<String> = ["ViewModifier"]

    /// The kind of component a declaration is, from what it conforms to; nil when it draws nothing.
    public static func kind(of declaration: Declaration) -> Component.Kind? {
        switch declaration.kind {
        case .struct, .class, .enum, .actor:
            break
        default:
            return nil
        }
        var kind: Component.Kind?
        for inherited in declaration.inherited {
            // `SwiftUI.View` and `some View` name the same protocol.
            let name = inherited.split(separator: ".").last.map(String.init) ?? inherited
            if viewProtocols.contains(name) { return .view }
            if modifierProtocols.contains(name) { kind = .modifier }
            if name.hasSuffix("Style"), name.first?.isUppercase == true, kind == nil { kind = .style }
        }
        return kind
    }
}
