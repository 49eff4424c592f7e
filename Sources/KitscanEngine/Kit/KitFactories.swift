import KitscanParser

/// Static factories: a kit type's static members that make the type itself
/// (`static var chevron: Self`, `static func check(_ isOn: Bool) -> KitAccessory`,
/// `static let none = KitAccessory(kind: 0)`). A kit reaches many of its views this way, so
/// their uses are uses of the component.
extension KitDiscovery {
    /// Whether static member `decl` of type `owner` is of that type: its written type (the
    /// property's annotation, the function's result) or, with none written, a property's
    /// initial value calling the type's initialiser (`= KitAccessory(…)`, `= Self(…)`, `= .init(…)`).
    static func makesItsOwner(_ tree: SyntaxTree, _ decl: Declaration, owner: String, _ kit: KitIndex) -> Bool {
        guard decl.nameToken >= 0 else { return false }
        let depth = tree.parentGroup[Int(decl.nameToken)]
        let end = decl.bodyOpen >= 0 ? decl.bodyOpen : decl.end + 1
        var k = decl.nameToken + 1
        while k < end {
            if tree.parentGroup[Int(k)] == depth {
                if tree.token(k, is: "->") || (decl.kind != .func && tree.tokens[Int(k)].kind == .colon) {
                    return names(owner, typePath(tree, from: k + 1, to: end), kit)
                }
                if decl.kind != .func, tree.token(k, is: "=") { return initialises(owner, tree, from: k + 1, through: decl.end, kit) }
            }
            k += 1
        }
        return false
    }

    /// Whether the value from `start` calls `owner`'s initialiser: `KitAccessory(…)`,
    /// `Kit.KitAccessory.init(…)`, `Self(…)`, `.init(…)`.
    private static func initialises(_ owner: String, _ tree: SyntaxTree, from start: Int32, through end: Int32,
                                    _ kit: KitIndex) -> Bool {
        guard start + 2 <= end else { return false }
        if tree.tokens[Int(start)].kind == .period {
            return tree.token(start + 1, is: "init") && tree.tokens[Int(start + 2)].kind == .leftParen
        }
        var path = typePath(tree, from: start, to: end + 1)
        guard !path.isEmpty else { return false }
        let after = start + Int32(path.count * 2 - 1)
        if path.last == "init" { path.removeLast() }
        return after <= end && tree.tokens[Int(after)].kind == .leftParen && names(owner, path, kit)
    }

    /// Whether a written type path (`Self`, `KitAccessory`, `Kit.KitAccessory`, a nested
    /// type's simple name inside it) is `owner`.
    private static func names(_ owner: String, _ path: [String], _ kit: KitIndex) -> Bool {
        guard let last = path.last else { return false }
        if path == ["Self"] { return true }
        let joined = typeName(path.joined(separator: "."), kit)
        return joined == owner || (path.count == 1 && owner.hasSuffix("." + last))
    }

    /// The dotted names from `start` (`Kit.KitAccessory`), stopping at generic arguments,
    /// `?`, a call or anything else.
    private static func typePath(_ tree: SyntaxTree, from start: Int32, to end: Int32) -> [String] {
        var names: [String] = []
        var k = start
        while k < end {
            let kind = tree.tokens[Int(k)].kind
            guard kind == .identifier || kind == .keyword || kind == .backtickIdentifier else { break }
            names.append(SwiftName.unticked(tree.text(k)))
            guard k + 2 < end, tree.tokens[Int(k + 1)].kind == .period else { break }
            k += 2
        }
        return names
    }

    /// A parameter's type as the name of a type (`KitAccessory` for `KitAccessory?`,
    /// `Kit.KitLabel` for `Kit.KitLabel<EmptyView>`, `(KitAccessory)!`, `Optional<KitAccessory>`),
    /// or "" for a function, tuple, collection or anything else.
    static func namedType(_ written: String) -> String {
        var type = written[...]
        while type.hasPrefix("@") { type = type.drop { $0 != " " }.drop { $0 == " " } }
        for prefix in ["inout ", "some ", "any "] where type.hasPrefix(prefix) { type = type.dropFirst(prefix.count) }
        while let last = type.last, last == "?" || last == "!" { type = type.dropLast() }
        if type.hasPrefix("("), type.hasSuffix(")") { type = type.dropFirst().dropLast() }
        if type.hasPrefix("Optional<"), type.hasSuffix(">") { type = type.dropFirst("Optional<".count).dropLast() }
        if let open = type.firstIndex(of: "<") {
            guard type.hasSuffix(">") else { return "" }
            type = type[..<open]
        }
        let valid = !type.isEmpty && type.allSatisfy { $0 == "." || $0 == "_" || $0 == "`" || $0.isLetter || $0.isNumber }
        return valid ? SwiftName.unticked(String(type)) : ""
    }
}
