import KitscanParser

/// The cases of an enum that hold a value: a token home's `enum KitSpacing: CGFloat
/// { case small = 4 }` names its values as a type's static members do (`KitSpacing.small`).
/// A case without a raw value names a choice, not a value.
enum EnumCases {
    /// The raw-value types a Swift enum can declare first in its inheritance clause.
    static let rawTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]

    /// The names of the cases of `tree.declarations[enumIndex]` with a raw value: written
    /// (`= 4`), or given by the enum's raw type (`enum KitIcon: String { case close }`).
    static func named(in tree: SyntaxTree, enumIndex: Int) -> [String] {
        let decl = tree.declarations[enumIndex]
        guard decl.kind == .enum, decl.bodyOpen >= 0 else { return [] }
        let body = decl.bodyOpen
        let close = tree.match[Int(body)]
        let rawTyped = decl.inherited.first.map { rawTypes.contains(DrawingTypes.protocolName($0)) } ?? false
        var names: [String] = []
        var k = body + 1
        while k < close {
            guard tree.token(k, is: "case"), tree.parentGroup[Int(k)] == body else {
                k += 1
                continue
            }
            k += 1
            // `case a = 1, b, c(Int)`: each name, then its value or associated values up to a
            // comma of this clause, or the line that starts the next member.
            while k < close, tree.tokens[Int(k)].kind == .identifier {
                let name = SwiftName.unticked(tree.text(k))
                k += 1
                let valued = rawTyped || tree.token(k, is: "=")
                if valued { names.append(name) }
                while k < close, !tree.tokens[Int(k)].startsLine || tree.parentGroup[Int(k)] != body,
                      !(tree.tokens[Int(k)].kind == .comma && tree.parentGroup[Int(k)] == body) {
                    k += 1
                }
                guard k < close, tree.tokens[Int(k)].kind == .comma else { break }
                k += 1
            }
        }
        return names
    }
}
