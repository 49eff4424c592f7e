import KitscanParser

/// What a kit declaration's `@available` attribute says when it takes the declaration away:
/// `deprecated` (any platform, with or without a version) or `unavailable` everywhere (`*`).
/// A platform's `unavailable` alone (`@available(macOS, unavailable)`) says where the
/// declaration exists, not that it is going: it is not a deprecation.
package struct Deprecation: Sendable, Hashable {
    /// How a message names it: `KitRow(title:subtitle:)`, `KitColor.old`, `glass(_:)`.
    package var name: String { didSet { findingMessage = composedMessage } }
    package var renamed: String? { didSet { findingMessage = composedMessage } }
    package var message: String? { didSet { findingMessage = composedMessage } }
    package var unavailable: Bool { didSet { findingMessage = composedMessage } }
    /// A deprecated initialiser's, modifier's or static factory's parameters: `kitscan fix`
    /// relabels a call's arguments by their positions. Nil for a type or a token.
    package var parameters: [Component.Parameter]?
    /// The `/// - Replace with:` template of its doc comment, if it has one.
    package var template: ReplacementTemplate? { didSet { findingMessage = composedMessage } }
    /// For an instance property of a token home, the home's type (`CompoundColors`).
    package var owner: String?

    package init(name: String, renamed: String? = nil, message: String? = nil, unavailable: Bool = false) {
        self.name = name
        self.renamed = renamed
        self.message = message
        self.unavailable = unavailable
        findingMessage = ""
        findingMessage = composedMessage
    }

    /// "`X` is deprecated: use `Y` — why" (or "`X` is deprecated — why" without `renamed:`).
    /// Kept as its parts change, not made per finding: a kit's deprecation may be met
    /// hundreds of times in an app, and the scan would build the same text each time.
    package private(set) var findingMessage: String

    private var composedMessage: String {
        var text = "`\(name)` is \(unavailable ? "unavailable" : "deprecated")"
        if let renamed, !renamed.isEmpty { text += ": use `\(renamed)`" } else if let template { text += ": use `\(template.text)`" }
        if let message, !message.isEmpty { text += " — " + message }
        return text
    }

    /// The deprecation the attributes of a declaration make, or nil.
    package static func reading(_ attributes: [String], name: String) -> Deprecation? {
        var found: Deprecation?
        for attribute in attributes where attribute.hasPrefix("@available(") && attribute.hasSuffix(")") {
            let inside = attribute.dropFirst("@available(".count).dropLast()
            let items = arguments(inside)
            guard let platform = items.first?.value else { continue }
            var deprecated = false, unavailable = false
            var renamed: String?, message: String?
            for item in items.dropFirst() {
                switch item.label {
                case nil where item.value == "deprecated": deprecated = true
                case nil where item.value == "unavailable": unavailable = platform == "*"
                case "deprecated"?, "obsoleted"?: deprecated = true
                case "renamed"?: renamed = unquoted(item.value)
                case "message"?: message = unquoted(item.value)
                default: break
                }
            }
            guard deprecated || unavailable else { continue }
            let next = Deprecation(name: name, renamed: renamed ?? found?.renamed, message: message ?? found?.message,
                                   unavailable: unavailable || found?.unavailable == true)
            found = next
        }
        return found
    }

    /// The attribute's comma-separated arguments (commas inside string literals kept), each
    /// with its label when it has one (`renamed: "…"`).
    private static func arguments(_ text: Substring) -> [(label: String?, value: String)] {
        var items: [(String?, String)] = []
        var current = "", inString = false, escaped = false
        func flush() {
            let piece = current.trimmingSpaces
            current = ""
            guard !piece.isEmpty else { return }
            if !piece.hasPrefix("\""), let colon = piece.firstIndex(of: ":") {
                items.append((String(piece[..<colon]).trimmingSpaces, String(piece[piece.index(after: colon)...]).trimmingSpaces))
            } else {
                items.append((nil, piece))
            }
        }
        for character in text {
            if inString {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true }
            if character == "," { flush() } else { current.append(character) }
        }
        flush()
        return items
    }

    /// A string literal's text, its simple escapes undone.
    private static func unquoted(_ literal: String) -> String {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return literal }
        var text = "", escaped = false
        for character in literal.dropFirst().dropLast() {
            if escaped { text.append(character == "n" ? "\n" : character); escaped = false } else if character == "\\" { escaped = true } else { text.append(character) }
        }
        return text
    }
}

private extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// The kit's deprecated declarations, as its uses meet them.
package struct KitDeprecations: Sendable {
    /// One overload of a callable that has a deprecated one: its labels, whether it is the
    /// deprecated one, and its parameters (to fit a call's labels against).
    package struct Overload: Sendable, Hashable {
        package var signature: Component.Signature
        package var deprecation: Deprecation?
    }

    /// Deprecated types, by component name, and typealiases and static style members by the
    /// name a use goes through (`via`).
    package var types: [String: Deprecation] = [:]
    package var throughs: [String: Deprecation] = [:]
    /// Every initialiser of a type that has a deprecated one, by type name.
    package var initialisers: [String: [Overload]] = [:]
    /// Every overload of a kit modifier that has a deprecated one, by name.
    package var modifiers: [String: [Overload]] = [:]
    /// Every overload of a static factory that has a deprecated one, by `Type.name`.
    package var factories: [String: [Overload]] = [:]
    /// Other deprecated static members (tokens), by `Home.member`.
    package var members: [String: Deprecation] = [:]
    /// Deprecated instance properties of a kit type, by type then name: tokens of a home
    /// reached through a static member of the kit (`Color.compound._bgCodeBlock`).
    package var instanceMembers: [String: [String: Deprecation]] = [:]
    /// The kit's static members that are an instance of such a type (`compound`), -> the types.
    package var accessors: [String: [String]] = [:]
    /// The same by the type each is declared on (`Color.compound`, `UIColor.compound`): a use
    /// that writes its base reaches only that one's home.
    package var accessorsOn: [String: [String]] = [:]
    /// The file each deprecation is declared in, by the name ready to delete lists it by: one
    /// the scan does not read (a kit package apart) is never listed, its own uses unseen.
    package var declaredIn: [String: String] = [:]

    package init() {}

    /// The name each deprecation's findings give it (`KitRow`, `KitRow(title:subtitle:)`).
    package var names: Set<String> {
        var all = Set(types.values.map(\.name)).union(throughs.values.map(\.name)).union(members.values.map(\.name))
        for overloads in [initialisers, modifiers, factories] {
            all.formUnion(overloads.values.flatMap { $0.compactMap(\.deprecation?.name) })
        }
        all.formUnion(instanceMembers.values.flatMap { $0.values.map(\.name) })
        return all
    }

    package var isEmpty: Bool {
        types.isEmpty && throughs.isEmpty && initialisers.isEmpty && modifiers.isEmpty && factories.isEmpty && members.isEmpty
            && instanceMembers.isEmpty
    }

    /// The deprecation a use of a component meets: its type's, the alias or style member it
    /// went through, or the overload its labels choose (only when no overload that is not
    /// deprecated fits them too: never a guess).
    package func deprecation(of use: ComponentUse, kit: KitIndex) -> Deprecation? {
        met(by: use, kit: kit)?.deprecation
    }

    /// What a use meets: its type's deprecation, a typealias's or style member's it went
    /// through, or one callable overload's.
    package enum Met: Sendable, Equatable {
        case type, through, initialiser, modifier, factory
    }

    /// The deprecation a use meets, and where (see `deprecation(of:kit:)`).
    package func met(by use: ComponentUse, kit: KitIndex) -> (deprecation: Deprecation, met: Met)? {
        if let found = types[use.component] { return (found, .type) }
        if let via = use.via, let found = throughs[via] { return (found, .through) }
        let overloads: [Overload]?
        let met: Met
        if use.via == "static", let factory = use.factory {
            overloads = factories[use.component + "." + factory]
            met = .factory
        } else if kit.types.keys.contains(use.component) {
            overloads = use.via == "reference" ? nil : initialisers[use.component]
            met = .initialiser
        } else {
            overloads = modifiers[use.component]
            met = .modifier
        }
        guard let overloads else { return nil }
        var passed: [Component.Passed] = use.arguments.map { .argument($0.label ?? "_") }
        passed += use.trailingClosures.map { .trailingClosure($0.isEmpty ? nil : $0) }
        var chosen: Deprecation?
        for overload in overloads where Component.fit(passed, overload.signature.parameters) != nil {
            guard let deprecation = overload.deprecation else { return nil }
            if chosen == nil { chosen = deprecation }
        }
        return chosen.map { ($0, met) }
    }

    /// The deprecated declarations declared in a `scanned` file that no file names
    /// (`DeprecatedReferences`: `named` holds those some file does), by the component they
    /// belong to, or else the type they are declared on: ready to delete. A typealias of a
    /// component is listed with it, a style member with each style it stands for.
    package func readyToDelete(named: Set<String>, scanned: Set<String>, kit: KitIndex) -> [String: [String]] {
        var found: [String: Set<String>] = [:]
        func add(_ home: String, _ deprecation: Deprecation?, as listed: String? = nil) {
            guard let deprecation else { return }
            let name = listed ?? deprecation.name
            guard !named.contains(name), declaredIn[name].map(scanned.contains) ?? false else { return }
            found[home, default: []].insert(name)
        }
        for (name, deprecation) in types { add(name, deprecation) }
        for (name, deprecation) in throughs {
            let styles = Set(kit.styleMembers[name]?.values.map { $0 } ?? [])
            if deprecation.name.hasPrefix("."), !styles.isEmpty {
                for style in styles { add(style, deprecation) }
            } else {
                add(kit.aliases[name] ?? name, deprecation)
            }
        }
        for (key, deprecation) in members { add(key.split(separator: ".").dropLast().joined(separator: "."), deprecation) }
        for (owner, properties) in instanceMembers {
            for (name, deprecation) in properties { add(owner, deprecation, as: owner + "." + name) }
        }
        for (component, overloads) in initialisers.merging(modifiers, uniquingKeysWith: { $0 + $1 }) {
            for overload in overloads { add(component, overload.deprecation) }
        }
        for (key, overloads) in factories {
            let component = key.split(separator: ".").dropLast().joined(separator: ".")
            for overload in overloads { add(component, overload.deprecation) }
        }
        return found.mapValues { $0.sorted() }
    }

    /// The token homes the kit accessor before member `i` reaches (`.compound._bgCodeBlock`):
    /// where the use writes the base it is declared on (`UIColor.compound`), that one's;
    /// otherwise every home of that name.
    package func homes(_ tree: SyntaxTree, _ i: Int) -> [String] {
        let accessor = tree.name(Int32(i - 2))
        if i >= 4, tree.tokens[i - 3].kind == .period, tree.tokens[i - 4].kind == .identifier,
           let on = accessorsOn[tree.name(Int32(i - 4)) + "." + accessor] {
            return on
        }
        return accessors[accessor] ?? []
    }

    /// The lines the blob cache's kit digest covers: a kit that deprecates something makes
    /// findings in files it does not change.
    package var lines: [String] {
        func line(_ d: Deprecation) -> String { "\(d.name)|\(d.renamed ?? "")|\(d.message ?? "")|\(d.unavailable)|\(d.template?.text ?? "")" }
        var lines: [String] = []
        for (kind, map) in [("type", types), ("via", throughs), ("member", members)] {
            for key in map.keys.sorted() { lines.append("\(kind) \(key) \(line(map[key]!))") }
        }
        for type in instanceMembers.keys.sorted() {
            for (name, d) in instanceMembers[type]!.sorted(by: { $0.key < $1.key }) { lines.append("instance \(type).\(name) \(line(d))") }
        }
        for name in accessors.keys.sorted() { lines.append("accessor \(name) \(accessors[name]!.joined(separator: ","))") }
        for name in accessorsOn.keys.sorted() { lines.append("accessor-on \(name) \(accessorsOn[name]!.joined(separator: ","))") }
        for (kind, map) in [("init", initialisers), ("modifier", modifiers), ("factory", factories)] {
            for key in map.keys.sorted() {
                for o in map[key]! { lines.append("\(kind) \(key) \(o.signature.labels) \(o.deprecation.map(line) ?? "-")") }
            }
        }
        return lines
    }
}
