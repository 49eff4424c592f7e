/// One problem of a file people write: where and what (a `JSONShapeError`), and what to
/// write instead.
package struct JSONProblem: Sendable, Equatable {
    package var error: JSONShapeError
    package var advice: String

    package init(_ error: JSONShapeError, advice: String) {
        self.error = error
        self.advice = advice
    }
}

/// Reads a file people write (kitscan.json) through `JSONNode`, collecting every problem
/// instead of throwing at the first: a value of the wrong shape is recorded, at its node's
/// path and with what to write instead, and read as nothing, so that the user fixes the
/// whole file in one go. Objects are read in key order, so problems come in a stable order.
package struct JSONChecker: Sendable {
    package private(set) var problems: [JSONProblem] = []

    package init() {}

    /// Records `problem` at `node` (or at its member `key`).
    package mutating func report(_ node: JSONNode, _ problem: String, _ advice: String, at key: String? = nil) {
        problems.append(JSONProblem(node.invalid(problem, at: key), advice: advice))
    }

    /// Records that `node` is not what `expected` says (with an article: "a string"),
    /// showing the value found.
    package mutating func mistyped(_ node: JSONNode, expected: String, _ advice: String) {
        report(node, "expected \(expected), found \(Self.shown(node.value))", advice)
    }

    /// `node` read as `T` (a simple value: a string, a flag, one of an enum's names, a list
    /// of strings); nil, after recording that it is not `expected`, when it is not one.
    package mutating func read<T: JSONDecodable>(_ node: JSONNode, as type: T.Type = T.self, expected: String,
                                                 _ advice: String) -> T? {
        if let value = try? node.decode(as: T.self) { return value }
        mistyped(node, expected: expected, advice)
        return nil
    }

    /// The members of the object `node`, by key; nil, after recording `problem` and what was
    /// found, when it is no object.
    package mutating func members(_ node: JSONNode, problem: String = "expected an object",
                                  _ advice: String) -> [(key: String, node: JSONNode)]? {
        guard let members = try? node.members() else {
            report(node, "\(problem), found \(Self.shown(node.value))", advice)
            return nil
        }
        return members.sorted { $0.key < $1.key }
    }

    /// The elements of the list `node`; nil, after recording `problem` and what was found,
    /// when it is no list.
    package mutating func elements(_ node: JSONNode, problem: String = "expected a list", _ advice: String) -> [JSONNode]? {
        guard let elements = try? node.elements() else {
            report(node, "\(problem), found \(Self.shown(node.value))", advice)
            return nil
        }
        return elements
    }

    /// Records that the member `key` of `node` is none of `known`, naming the near one.
    package mutating func unknownKey(_ key: String, in node: JSONNode, known: [String]) {
        report(node, "unknown key `\(key)`",
               Suggestion.hint(for: key, among: known) + "Known keys: " + known.joined(separator: ", ") + ".", at: key)
    }

    /// A value as messages show it: strings quoted (a long one cut), numbers and literals as
    /// written, lists and objects by kind.
    package static func shown(_ value: JSONValue) -> String {
        switch value {
        case .string(let text):
            let shown = text.count > 60 ? String(text.prefix(57)) + "..." : text
            return JSONValue.string(shown).description
        case .number, .bool, .null: return value.description
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}
