import KitscanParser

/// Which declared types draw: views, shapes, styles and view modifiers.
package enum DrawingTypes {
    /// What draws a view: SwiftUI's `View` and shapes, and the representables that wrap a
    /// UIKit or AppKit view.
    static let viewProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable",
    ]
    static let modifierProtocols: Set<String> = ["ViewModifier"]
    /// SwiftUI's style protocols (`ButtonStyle`, `LabelStyle` … "and the other
    /// SwiftUI style protocols"), by name: a suffix test would take in `ShapeStyle` fills,
    /// `NSParagraphStyle` subclasses and an app's own protocols.
    static let styleProtocols: Set<String> = [
        "ButtonStyle", "PrimitiveButtonStyle", "ControlGroupStyle", "DatePickerStyle", "DisclosureGroupStyle",
        "FormStyle", "GaugeStyle", "GroupBoxStyle", "IndexViewStyle", "LabelStyle", "LabeledContentStyle",
        "ListStyle", "MenuBarExtraStyle", "MenuButtonStyle", "MenuStyle", "NavigationSplitViewStyle",
        "NavigationViewStyle", "PickerStyle", "ProgressViewStyle", "TableStyle", "TabViewStyle",
        "TextEditorStyle", "TextFieldStyle", "ToggleStyle", "WindowStyle", "WindowToolbarStyle",
    ]

    /// What builds a window's parts rather than a view: toolbar content, commands, scenes and
    /// table columns are components of their own kinds (not views on the debt list).
    static let contentProtocols: [String: Component.Kind] = [
        "ToolbarContent": .toolbar, "CustomizableToolbarContent": .toolbar, "Commands": .commands,
        "Scene": .scene, "TableColumnContent": .column,
    ]
    /// The types whose extensions declare kit modifiers (`extension View { func kitGlass() … }`,
    /// `extension ToolbarContent { func kitToolbarStyle() … }`).
    static let modifierHosts: Set<String> = ["View", "ToolbarContent", "Scene", "Commands"]

    /// Whether `extended` (an extension's type as written: `View`, `SwiftUI.Scene`) declares
    /// kit modifiers in its instance functions.
    package static func isModifierHost(_ extended: String) -> Bool {
        let name = extended.hasPrefix("SwiftUI.") ? String(extended.dropFirst("SwiftUI.".count)) : extended
        return modifierHosts.contains(name)
    }

    /// The kind of component a type conforming to `inherited` is: one that draws, else
    /// toolbar content, commands, a scene or a column; nil when it is none.
    static func componentKind(conformingTo inherited: [String], refining: [String: Component.Kind] = [:]) -> Component.Kind? {
        if let kind = kind(conformingTo: inherited, refining: refining) { return kind }
        for entry in inherited {
            let name = protocolName(entry)
            if let kind = contentProtocols[name] { return kind }
            if let kind = refining[name], contentProtocols.values.contains(kind) { return kind }
        }
        return nil
    }

    /// The kind of component a declaration is, from what it conforms to (`refining`: the
    /// protocols that refine a drawing protocol, `KitIndex.drawingProtocols`); nil when it draws nothing.
    package static func kind(of declaration: Declaration, refining: [String: Component.Kind] = [:]) -> Component.Kind? {
        switch declaration.kind {
        case .struct, .class, .enum, .actor:
            return kind(conformingTo: declaration.inherited, refining: refining)
        default:
            return nil
        }
    }

    /// The kind of a type that conforms to `inherited` (as written), where `refining` gives
    /// the kind of protocols that refine a drawing protocol (`protocol KitCard: View`).
    static func kind(conformingTo inherited: [String], refining: [String: Component.Kind] = [:]) -> Component.Kind? {
        var kind: Component.Kind?
        for entry in inherited {
            let name = protocolName(entry)
            if viewProtocols.contains(name) { return .view }
            let found: Component.Kind? = modifierProtocols.contains(name) ? .modifier
                : styleProtocols.contains(name) ? .style : refining[name]
            switch found {
            case .view?: return .view
            case .modifier?: kind = .modifier
            case .style?: if kind == nil { kind = .style }
            // Toolbar content and the like do not draw (see `componentKind`).
            case .toolbar?, .commands?, .scene?, .column?, nil: break
            }
        }
        return kind
    }

    /// The protocols (by simple name) that refine a drawing protocol, directly or through
    /// each other: `protocols` maps each declared protocol to what it inherits.
    static func refiningProtocols(_ protocols: [String: [String]]) -> [String: Component.Kind] {
        var refining: [String: Component.Kind] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, inherited) in protocols where refining[name] == nil {
                if let kind = componentKind(conformingTo: inherited, refining: refining) {
                    refining[name] = kind
                    changed = true
                }
            }
        }
        return refining
    }

    /// The protocol an inheritance clause entry names: `SwiftUI.View` and
    /// `@MainActor TextFieldStyle` (an attributed conformance) name `View`, `TextFieldStyle`.
    static func protocolName(_ inherited: String) -> String {
        // Most entries are a bare name (`View`): nothing to take off, no string to make.
        if inherited.utf8.first != UInt8(ascii: "@"), !inherited.utf8.contains(UInt8(ascii: ".")) { return inherited }
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
