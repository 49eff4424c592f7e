import KitscanEngine

/// `kitscan catalog --scaffold`: a Swift file with one `#Preview` per configuration the app's
/// callers use and the catalog does not show, calling the component as its first caller
/// does — literal arguments copied, every other argument an Xcode placeholder naming the
/// caller's expression and the parameter's type, closures empty — for a person to finish.
public struct CatalogScaffold: Sendable {
    /// The kit's modules, imported after SwiftUI.
    public var modules: [String]

    public init(modules: [String]) {
        self.modules = modules
    }

    /// The file's text; nil when every configuration in use has a case.
    public func swift(_ result: ScanResult) -> String? {
        var cases: [String] = []
        for group in ComponentCallers.group(result) where group.known {
            for missing in group.configurations where !missing.covered {
                guard let first = missing.callers.first else { continue }
                let title = missing.configuration.replacingOccurrences(of: "\"", with: "\\\"")
                var text = "#Preview(\"\(title)\") {\n"
                text += "    // First caller: \(first.path):\(first.line)"
                text += missing.callers.count > 1 ? " (and \(missing.callers.count - 1) more)\n" : "\n"
                text += "    " + call(first, group.component) + "\n}\n"
                cases.append(text)
            }
        }
        guard !cases.isEmpty else { return nil }
        var out = "// The configurations the app's callers use that the catalog has no case of, one\n"
        out += "// `#Preview` each, written by `kitscan catalog --scaffold`: fill each placeholder with sample data.\n"
        out += "import SwiftUI\n" + modules.sorted().map { "import \($0)\n" }.joined() + "\n"
        return out + cases.joined(separator: "\n")
    }

    /// The component called as `use` calls it.
    func call(_ use: ComponentUse, _ component: Component) -> String {
        let passed = use.arguments.map { Component.Passed.argument($0.label ?? "_") }
            + use.trailingClosures.map { Component.Passed.trailingClosure($0.isEmpty ? nil : $0) }
        let filled = component.fit(passed) ?? passed.map { _ in nil }
        let arguments = use.arguments.enumerated().map { position, argument -> String in
            let parameter = position < filled.count ? filled[position] : nil
            return (argument.label.map { $0 + ": " } ?? "") + value(argument, parameter)
        }
        var callee = use.component
        if let factory = use.factory { callee += "." + factory }
        var text = callee
        if use.factory == nil || !arguments.isEmpty || !use.trailingClosures.isEmpty {
            text += "(" + arguments.joined(separator: ", ") + ")"
        }
        for label in use.trailingClosures { text += label.isEmpty ? " { }" : " \(label): { }" }
        switch component.kind {
        case .modifier where use.component.first?.isLowercase == true:
            return "Text(\"Sample\")." + text
        case .modifier:
            return "Text(\"Sample\").modifier(" + text + ")"
        case .style:
            return "<#a control#>.<#its style modifier#>(" + text + ")"
        default:
            return text
        }
    }

    /// A literal as the caller wrote it; a closure empty; anything else a placeholder.
    func value(_ argument: ComponentUse.ArgumentText, _ parameter: Component.Parameter?) -> String {
        let text = argument.value
        if text.hasPrefix("{") || parameter?.isFunction == true { return "{ }" }
        if Self.isLiteral(text) { return text }
        let name = argument.label ?? parameter?.listedName ?? "_"
        let type = parameter.map { $0.type.isEmpty ? "" : ": " + $0.type } ?? ""
        let caller = text.replacingOccurrences(of: "#>", with: "# >")
        return "<#\(name)\(type) — caller: \(caller)#>"
    }

    /// A number, a string without interpolation, `true`, `false`, `nil` or an implicit member (`.compact`).
    static func isLiteral(_ text: String) -> Bool {
        if ["true", "false", "nil"].contains(text) { return true }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\("), !text.dropFirst().dropLast().contains("\"") {
            return true
        }
        let body = text.hasPrefix("-") ? text.dropFirst() : text[...]
        if let first = body.first, first.isNumber, body.allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" || $0 == "x" || $0.isHexDigit }) {
            return true
        }
        if text.hasPrefix("."), text.count > 1, text.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { return true }
        return false
    }
}
