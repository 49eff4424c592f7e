import KitscanLexer
import KitscanParser
import KitscanSupport

/// Runs a rule's own examples: each `↓` in a triggering example marks where exactly one
/// finding must be anchored; a passing example must give none (an excepted finding counts
/// as none). Used by the test suite for
/// the shipped rules and by `kitscan rules --test` for a team's rules.
package enum RuleExamples {
    package static let marker = "↓"

    /// One example that did not behave as written.
    package struct Failure: Sendable, Equatable, CustomStringConvertible {
        /// A triggering or passing example, or a fix example (`before` -> `after`).
        package enum Kind: Sendable, Equatable { case findings, fix }

        package var rule: String
        package var example: String
        package var expected: [String]
        package var actual: [String]
        package var kind: Kind = .findings

        package var description: String {
            if kind == .fix {
                return "\(rule): fix example\n\(example)\nexpected after the fix:\n\(expected.joined())\ngot:\n\(actual.isEmpty ? "(none)" : actual.joined())"
            }
            return "\(rule): example\n\(example)\nexpected findings at \(expected.isEmpty ? "none" : expected.joined(separator: ", ")), got \(actual.isEmpty ? "none" : actual.joined(separator: ", "))"
        }
    }

    /// Checks every example of `rule`, with `definitions` as the known rules. Exception
    /// comments with `marker` in an example cover its findings, as they would in the code.
    package static func check(_ rule: RuleDefinition, definitions: [RuleDefinition],
                             marker: String = Config.defaultExceptionMarker) -> [Failure] {
        var failures: [Failure] = []
        for (example, triggers) in rule.triggers.map({ ($0, true) }) + rule.passes.map({ ($0, false) }) {
            let (code, expected) = strip(example.code)
            if triggers && expected.isEmpty {
                failures.append(Failure(rule: rule.id, example: example.code, expected: ["(a `↓` marker)"], actual: []))
                continue
            }
            let actual: [String]
            do {
                actual = try anchors(of: rule, code: code, parameters: example.parameters, path: example.path ?? "Example.swift",
                                     definitions: definitions, marker: marker)
            } catch {
                failures.append(Failure(rule: rule.id, example: example.code, expected: expected, actual: ["error: \(error)"]))
                continue
            }
            if actual != expected {
                failures.append(Failure(rule: rule.id, example: example.code, expected: expected, actual: actual))
            }
        }
        return failures + checkFixes(rule, definitions: definitions)
    }

    /// The code without markers and the `line:column` of each marker.
    package static func strip(_ code: String) -> (String, [String]) {
        var out: [UInt8] = []
        var positions: [String] = []
        let markerBytes = Array(marker.utf8)
        let bytes = Array(code.utf8)
        var line = 1, column = 1, i = 0
        while i < bytes.count {
            if i + markerBytes.count <= bytes.count, Array(bytes[i..<(i + markerBytes.count)]) == markerBytes {
                positions.append("\(line):\(column)")
                i += markerBytes.count
                continue
            }
            out.append(bytes[i])
            if bytes[i] == 0x0A { line += 1; column = 1 } else { column += 1 }
            i += 1
        }
        return (String(decoding: out, as: UTF8.self), positions)
    }

    /// In a `kit-copies` example, the line that ends the kit's code and starts the app's.
    package static let appMarker = "// app\n"
    /// In a `catalog-cases` example, the line that starts the catalog's cases (up to `appMarker`).
    package static let catalogMarker = "// catalog\n"

    /// Where `rule` anchors in `code` (component uses for `component-use`), as `line:column`.
    static func anchors(of rule: RuleDefinition, code: String, parameters: [String: JSONValue], path: String,
                        definitions: [RuleDefinition], marker: String) throws(RuleLoadError) -> [String] {
        var config = Config()
        config.exceptionMarker = marker
        // The rule under test runs, opt-in or not.
        config.rules[rule.id] = RuleOverride(enabled: true, parameters: parameters)
        // A catalog rule runs with a catalog: the example's, when it has one.
        if rule.matcher == .catalogCases && code.contains(catalogMarker) { config.catalog.paths = ["Catalog"] }
        let rules = try RuleSet(definitions: definitions, config: config)
        let bytes = Array(code.utf8)
        var kit = KitIndex()
        // The example is a one-file app: its own device helpers and animation functions count.
        kit.app = rules.factsReader.facts(in: bytes)
        if rule.matcher == .componentUses || rule.matcher == .deprecatedUses || rule.matcher == .catalogCases {
            KitDiscovery.addComponents(from: Parser.parse(Lexer.lex(bytes)), path: path, to: &kit)
        }
        if rule.matcher == .catalogCases, let start = code.range(of: catalogMarker) {
            // The catalog is the code from its marker to the app's; without it there is no catalog.
            let end = code.range(of: appMarker, range: start.upperBound..<code.endIndex)?.lowerBound ?? code.endIndex
            let tree = Parser.parse(Lexer.lex(Array(code[start.upperBound..<end].utf8)))
            kit.addCatalog([("Catalog.swift", tree)], formChangingModifiers: config.formChangingModifiers)
        }
        if rule.matcher == .kitCopies, let split = code.range(of: appMarker) {
            // The kit is the code before the marker; its types are components, never copies.
            let kitTree = Parser.parse(Lexer.lex(Array(code[..<split.lowerBound].utf8)))
            KitDiscovery.addComponents(from: kitTree, path: "Kit.swift", to: &kit)
            NumberTokens.add(from: kitTree, typeNames: ["KitSpace", "KitRadius"], to: &kit)
            kit.copies = CopyIndex(kit: kit, trees: [("Kit.swift", kitTree)])
        }
        let scanner = FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                                  kitPaths: [], debtListNames: [])
        var scan = scanner.scan(bytes: bytes, path: path)
        scan = ScanAssembly.resolve([scan], stages: scanner.wholeApp)[0]
        if rule.matcher == .componentUses {
            return scan.uses.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map { "\($0.line):\($0.column)" }
        }
        // An excepted finding is not counted, so it is not a finding the example shows.
        return scan.findings.filter { $0.rule == rule.id && $0.exceptedBy == nil }.map { "\($0.line):\($0.column)" }
    }
}
