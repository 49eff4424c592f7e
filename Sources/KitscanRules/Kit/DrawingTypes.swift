import KitscanParser

/// Which declared types draw: views, shapes, styles and view modifiers.
public enum DrawingTypes {
    static let viewProtocols: Set<String> = ["View", "Shape", "InsettableShape"]
    static let modifierProtocols: Set<String> = ["ViewModifier"]
    /// SwiftUI's style protocols (SPEC §4: `ButtonStyle`, `LabelStyle` … "and the other
    /// SwiftUI style protocols"), by name: a suffix test would take in `ShapeStyle` fills,
    /// `NSParagraphStyle` subclasses and an app's own protocols.
    static let styleProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "ControlGroupStyle", "DatePickerStyle", "DisclosureGroupStyle",
        "FormStyle", "GaugeStyle", "GroupBoxStyle", "IndexViewStyle", "LabelStyle", "LabeledContentStyle",
        "ListStyle", "MenuBarExtraStyle", "MenuButtonStyle", "MenuStyle", "NavigationSplitViewStyle",
        "NavigationViewStyle", "PickerStyle", "ProgressViewStyle", "TableStyle", "TabViewStyle",
        "TextEditorStyle", "TextFieldStyle", "ToggleStyle", "WindowStyle", "WindowToolbarStyle",
    ]

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
            let name = protocolName(inherited)
            if viewProtocols.contains(name) { return .view }
            if modifierProtocols.contains(name) { kind = .modifier }
            if styleProtocols.contains(name), kind == nil { kind = .style }
        }
        return kind
    }

    /// The protocol an inheritance clause entry names: `SwiftUI.View` and
    /// `@MainActor TextFieldStyle` (an attributed conformance) name `View`, `TextFieldStyle`.
    static func protocolName(_ inherited: String) -> String {
        var text = inherited[...]
        // Each attribute is `@name` or `@name(…)`, then a space.
        while text.hasPrefix("@") {
            var end = text.firstIndex { $0 == " " || $0 == "(" } ?? text.endIndex
            if end < text.endIndex, text[end] == "(" { end = text[end...].firstIndex(of: ")") ?? text.endIndex }
            text = text[end...].drop { $0 == ")" || $0 == " " }
        }
        return String(text.split(separator: ".").last ?? text)
    }
}
