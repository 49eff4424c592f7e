import KitscanSupport
import Foundation
import KitscanParser

/// Forbidden drawing types (matcher kind `declaration`): one match per declared view,
/// shape, style or view modifier type (as `DrawingTypes` sees them), anchored at its name,
/// unless one of the `allowed` regular expressions matches its name, one of its attributes
/// (`@MainActor`) or an attribute of a property it declares directly (`@State`): "the
/// catalog declares nothing that draws beyond its `@State` containers".
package struct DeclarationMatcher: Matcher {
    let allowed: [SharedRegex]
    /// The rule's message, followed in each finding by the type's name and kind.
    let message: String?

    /// Throws the first `allowed` entry that is not a valid regular expression.
    package init(allowed: [String], message: String? = nil) throws(PatternError) {
        self.message = message
        var regexes: [SharedRegex] = []
        for (index, text) in allowed.enumerated() {
            do {
                regexes.append(SharedRegex(regex: try NSRegularExpression(pattern: text)))
            } catch {
                throw PatternError(.pattern, index: index + 1, column: 1, "`allowed` entry is not a valid regular expression: \(text)")
            }
        }
        self.allowed = regexes
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        for (index, decl) in tree.declarations.enumerated() where decl.nameToken >= 0 {
            guard let kind = DrawingTypes.kind(of: decl, refining: context.kit.drawingProtocols) else { continue }
            var texts = [decl.name] + decl.attributes
            for member in tree.declarations where member.parent == Int32(index)
                && (member.kind == .variable || member.kind == .constant) {
                texts += member.attributes
            }
            if texts.contains(where: { text in allowed.contains { $0.matches(text) } }) { continue }
            result.append(RuleMatch(anchor: decl.nameToken, end: decl.nameToken,
                                    message: message.map { "\($0) (`\(decl.name)` is a \(kind.rawValue))" }))
        }
        return result
    }
}

extension DeclarationMatcher {
    package struct Parameters: MatcherParameters {
        package var allowed: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("allowed", \.allowed, "Drawing types that may be declared where the rule applies."),
        ]
    }
}
