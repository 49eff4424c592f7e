import Foundation
import KitscanLexer
import KitscanParser
import KitscanSupport

/// What the app's own declarations tell the rules, read from every scanned file before any
/// file is matched (as its typealiases are), so that a declaration in one file changes the
/// findings in another: the members of an extension of a type `device-idiom` lists
/// (`extension UIDevice { var isPad: Bool { … } }`) with the names their bodies read, and the
/// functions with a parameter typed as an animation (`func withAppAnimation(_ a: Animation, …)`).
///
/// Each fact is one line of text (`m UIDevice isPad userInterfaceIdiom`, `f withAppAnimation
/// _:Animation _:-`): what the blob cache keeps per file version and the kit digest covers.
package struct AppFacts: Sendable, Equatable {
    /// Sorted and unique.
    package private(set) var lines: [String] = []

    package init(lines: [String] = []) {
        self.lines = Array(Set(lines)).sorted()
    }

    package var isEmpty: Bool { lines.isEmpty }

    /// The facts of every file, in one set.
    package init(merging files: [AppFacts]) {
        self.init(lines: files.flatMap(\.lines))
    }

    /// A member declared in an extension of `type`: its name and the names its body reads.
    package struct Member: Sendable, Equatable {
        package var type: String
        package var name: String
        package var reads: [String]
    }

    /// A function's parameters: external label (nil for `_`), the type when it is an
    /// animation type (else nil), and whether it has a default.
    package struct Parameter: Sendable, Equatable {
        package var label: String?
        package var type: String?
        package var hasDefault: Bool
    }

    package var members: [Member] {
        lines.compactMap { line in
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count >= 3, parts[0] == "m" else { return nil }
            return Member(type: parts[1], name: parts[2], reads: Array(parts.dropFirst(3)))
        }
    }

    package var functions: [(name: String, parameters: [Parameter])] {
        lines.compactMap { line in
            let parts = line.split(separator: " ").map(String.init)
            guard parts.count >= 2, parts[0] == "f" else { return nil }
            let parameters = parts.dropFirst(2).map { part -> Parameter in
                var text = Substring(part)
                let hasDefault = text.hasSuffix("=")
                if hasDefault { text = text.dropLast() }
                let pieces = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let label = pieces.first.map(String.init) ?? "_"
                let type = pieces.count > 1 ? String(pieces[1]) : "-"
                return Parameter(label: label == "_" ? nil : label, type: type == "-" ? nil : type, hasDefault: hasDefault)
            }
            return (parts[1], parameters)
        }
    }
}

/// Reads a file's `AppFacts`: which extended types and which parameter types matter is the
/// rules' (`device-idiom`'s identifiers, the animation rules' qualifiers).
package struct AppFactsReader: Sendable {
    /// Extended types whose members are read (`UIDevice`).
    package let types: Set<String>
    /// Parameter types that make a function an animation function (`Animation`, `SwiftUI.Animation`).
    package let parameterTypes: Set<String>
    /// The extended types' last names (`UIDevice`) and the parameter types' (`Animation`):
    /// a file is parsed only when one follows `extension` or `:` (a qualifier between).
    private let extended: [[UInt8]]
    private let typed: [[UInt8]]

    package init(types: Set<String>, parameterTypes: Set<String>) {
        self.types = types
        self.parameterTypes = parameterTypes
        let last = { (names: Set<String>) in
            Set(names.compactMap { $0.split(separator: ".").last.map(String.init) }).sorted().map { Array($0.utf8) }
        }
        extended = last(types)
        typed = last(parameterTypes)
    }

    /// The reader for a run's rules.
    package init(rules: RuleSet) {
        var types: Set<String> = []
        var parameterTypes: Set<String> = []
        for rule in rules.rules {
            if let m = rule.matcher as? IdentifierMatcher, m.readsKinds { types.formUnion(m.identifierNames) }
            if let m = rule.matcher as? AnimationMatcher { parameterTypes.formUnion(m.qualifierNames) }
        }
        self.init(types: types, parameterTypes: parameterTypes)
    }

    /// Whether no rule reads any fact (then no file needs reading for them).
    package var isEmpty: Bool { extended.isEmpty && typed.isEmpty }

    /// A file's facts: most files declare none, and are read as bytes only, never parsed.
    package func facts(in bytes: [UInt8]) -> AppFacts {
        mayDeclare(bytes) ? facts(in: Parser.parse(Lexer.lex(bytes))) : AppFacts()
    }

    /// Whether `bytes` may declare a fact (false only when they surely declare none): a listed
    /// type after `extension`, or an animation type after a `:` that may end a parameter's
    /// names. An app's stored animations (`static let settle: Animation = …`) are common, and
    /// a file parsed for nothing costs a whole scan of it.
    package func mayDeclare(_ bytes: [UInt8]) -> Bool {
        extended.contains { Self.mentions(bytes, $0, after: Self.extensionWord, parameter: false) }
            || typed.contains { Self.mentions(bytes, $0, after: [UInt8(ascii: ":")], parameter: true) }
    }

    package func facts(in tree: SyntaxTree) -> AppFacts {
        var lines: [String] = []
        let declarations = tree.declarations
        for d in declarations {
            if d.kind == .func, d.parameters.contains(where: { animationType($0.type) != nil }) {
                let parameters = d.parameters.map { p in
                    (p.label.isEmpty ? "_" : p.label) + ":" + (animationType(p.type) ?? "-") + (p.hasDefault ? "=" : "")
                }
                lines.append((["f", d.name] + parameters).joined(separator: " "))
            }
            guard d.parent >= 0, declarations[Int(d.parent)].kind == .extension,
                  [.variable, .constant, .func].contains(d.kind), d.nameToken >= 0,
                  let type = declarations[Int(d.parent)].name.split(separator: ".").last.map(String.init),
                  types.contains(type) else { continue }
            lines.append((["m", type, d.name] + reads(tree, d)).joined(separator: " "))
        }
        return AppFacts(lines: lines)
    }

    /// The type as written without `?` or `!` when it is one of `parameterTypes`.
    private func animationType(_ written: String) -> String? {
        var type = Substring(written.filter { $0 != " " })
        while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
        return parameterTypes.contains(String(type)) ? String(type) : nil
    }

    /// The names a member's body (its getter, function body or initial value) reads after a
    /// dot or bare, sorted.
    private func reads(_ tree: SyntaxTree, _ d: Declaration) -> [String] {
        var names: Set<String> = []
        let from = d.bodyOpen >= 0 ? d.bodyOpen : d.nameToken + 1
        guard from <= d.end else { return [] }
        for k in from...d.end {
            let role = tree.roles[Int(k)]
            if role == .memberName || role == .primary { names.insert(tree.text(k)) }
        }
        return names.sorted()
    }

    private static let extensionWord = Array("extension".utf8)

    private static func isName(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "_") || b >= 0x80 || (b >= 48 && b <= 57) || ((b | 0x20) >= 97 && (b | 0x20) <= 122)
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    /// Whether the `:` at `colon` may end a parameter's names (`(_ a:`, `, label name:`,
    /// `(@Builder name:`). False only when it surely does not: a third name before it that
    /// follows no `@` or `#` (`static let a:`), or a `{`, `}` or `;` before one or two names
    /// (a statement's `let a:`), or nothing. Anything else may (a comment, a backtick), and
    /// so may a line above that holds a `/` (a comment may end there).
    static func mayEndParameterNames(_ b: UnsafeBufferPointer<UInt8>, colon: Int) -> Bool {
        var j = colon - 1
        // Back over spaces; false when a line crossed may end in a comment.
        func spaces() -> Bool {
            while j >= 0 && isSpace(b[j]) {
                if b[j] == 0x0A {
                    var k = j - 1
                    while k >= 0 && b[k] != 0x0A {
                        if b[k] == UInt8(ascii: "/") { return false }
                        k -= 1
                    }
                }
                j -= 1
            }
            return true
        }
        for _ in 0..<2 {
            guard spaces() else { return true }
            guard j >= 0, isName(b[j]) else { break }
            while j >= 0 && isName(b[j]) { j -= 1 }
        }
        guard spaces() else { return true }
        guard j >= 0 else { return false }
        if isName(b[j]) {
            while j >= 0 && isName(b[j]) { j -= 1 }
            guard spaces() else { return true }
            return j >= 0 && (b[j] == UInt8(ascii: "@") || b[j] == UInt8(ascii: "#"))
        }
        return b[j] != UInt8(ascii: "{") && b[j] != UInt8(ascii: "}") && b[j] != UInt8(ascii: ";")
    }

    /// Whether `name` stands in `bytes` right after `introducer`, with spaces and a dotted
    /// qualifier (`UIKit.`) between: `extension UIKit.UIDevice`, `_ a: SwiftUI.Animation`;
    /// with `parameter`, only where the introducer may end a parameter's names.
    private static func mentions(_ bytes: [UInt8], _ name: [UInt8], after introducer: [UInt8], parameter: Bool) -> Bool {
        guard let first = name.first, bytes.count >= name.count else { return false }
        return bytes.withUnsafeBufferPointer { b in
            guard let base = b.baseAddress else { return false }
            var i = 0
            while i <= b.count - name.count {
                defer { i += 1 }
                // The next candidate found by the C library's vectorised search: most files have none.
                guard let hit = memchr(base + i, Int32(first), b.count - name.count + 1 - i) else { return false }
                i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                var k = 1
                while k < name.count && b[i + k] == name[k] { k += 1 }
                guard k == name.count, i + k == b.count || !isName(b[i + k]) else { continue }
                // Back over a qualifier (`UIKit.`) and spaces to the introducer.
                var j = i - 1
                while j >= 0 && b[j] == UInt8(ascii: ".") {
                    j -= 1
                    while j >= 0 && isName(b[j]) { j -= 1 }
                }
                while j >= 0 && isSpace(b[j]) { j -= 1 }
                let start = j - introducer.count + 1
                guard start >= 0, introducer.indices.allSatisfy({ b[start + $0] == introducer[$0] }) else { continue }
                if introducer.count > 1, start > 0, isName(b[start - 1]) { continue }
                if parameter, !mayEndParameterNames(b, colon: start) { continue }
                return true
            }
            return false
        }
    }
}
