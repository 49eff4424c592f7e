import KitscanSupport

/// A matcher's parameters as one typed struct: every key it reads is declared once, in
/// `fields`, with its JSON name, type and meaning. Rule files, config overrides, the
/// validation of both and `kitscan rules ID` all read this one declaration.
package protocol MatcherParameters: Sendable {
    /// The values a rule gets for the keys its file does not set.
    init()
    static var fields: [ParameterField<Self>] { get }
}

/// A parameter value that cannot be used: the key (its path within the parameters) and what
/// is wrong with it — the error of any JSON read, as reports' readers give.
package typealias ParameterError = JSONShapeError

extension JSONShapeError {
    package init(key: String, problem: String) {
        self.init(path: key, problem: problem)
    }

    /// The parameter's key path (`helpers[1].argument`).
    package var key: String { path }
}

/// One declared key of a `MatcherParameters` struct.
package struct ParameterField<Owner>: Sendable {
    package let name: String
    package let type: ParameterType
    /// What the key means, for `kitscan rules ID` when a rule file does not say.
    package let summary: String
    let read: @Sendable (Owner) -> JSONValue
    let write: @Sendable (inout Owner, JSONValue) throws(ParameterError) -> Void

    package init(_ name: String, _ type: ParameterType, _ summary: String,
                read: @escaping @Sendable (Owner) -> JSONValue,
                write: @escaping @Sendable (inout Owner, JSONValue) throws(ParameterError) -> Void) {
        self.name = name
        self.type = type
        self.summary = summary
        self.read = read
        self.write = write
    }

    /// A list of strings.
    package static func strings(_ name: String, _ key: WritableKeyPath<Owner, [String]> & Sendable,
                               _ summary: String) -> Self {
        Self(name, .stringArray, summary, read: { .array($0[keyPath: key].map(JSONValue.string)) },
             write: { owner, value throws(ParameterError) in
                 guard let list = value.stringArrayValue else { throw mistyped(name, .stringArray, value) }
                 owner[keyPath: key] = list
             })
    }

    package static func bool(_ name: String, _ key: WritableKeyPath<Owner, Bool> & Sendable, _ summary: String) -> Self {
        Self(name, .bool, summary, read: { .bool($0[keyPath: key]) },
             write: { owner, value throws(ParameterError) in
                 guard let flag = value.boolValue else { throw mistyped(name, .bool, value) }
                 owner[keyPath: key] = flag
             })
    }

    package static func number(_ name: String, _ key: WritableKeyPath<Owner, Double> & Sendable, _ summary: String) -> Self {
        Self(name, .number, summary, read: { .number($0[keyPath: key]) },
             write: { owner, value throws(ParameterError) in
                 guard let number = value.numberValue else { throw mistyped(name, .number, value) }
                 owner[keyPath: key] = number
             })
    }

    /// A list of objects, each with the keys `Item` declares (a misspelt key in any of
    /// them is an error, as anywhere else).
    package static func objects<Item: ParameterObject>(_ name: String, _ key: WritableKeyPath<Owner, [Item]> & Sendable,
                                                      _ summary: String) -> Self {
        Self(name, .array, summary, read: { .array($0[keyPath: key].map(\.json)) },
             write: { owner, value throws(ParameterError) in
                 guard let items = value.arrayValue else { throw mistyped(name, .array, value) }
                 var decoded: [Item] = []
                 for (index, item) in items.enumerated() {
                     let node = JSONNode(item, path: "\(name)[\(index)]")
                     let at = node.path
                     guard let members = item.objectValue else {
                         throw ParameterError(key: at, problem: "expected an object like \(Item.example), found \(item.kindName)")
                     }
                     for member in members.keys.sorted() where !Item.keys.contains(member) {
                         throw ParameterError(key: at + "." + member,
                                              problem: "unknown key `\(member)`. " + Suggestion.hint(for: member, among: Item.keys)
                                                  + "Each item takes \(Item.keys.joined(separator: ", ")), e.g. \(Item.example)")
                     }
                     decoded.append(try node.decode(as: Item.self))
                 }
                 owner[keyPath: key] = decoded
             })
    }

    private static func mistyped(_ name: String, _ type: ParameterType, _ value: JSONValue) -> ParameterError {
        ParameterError(key: name, problem: "expected \(type.expectation), found \(value.kindName). \(type.advice)")
    }
}

/// An item of a list-of-objects parameter (`helpers`, `constructors`), read as any JSON
/// kitscan reads (its errors name the key within the item).
package protocol ParameterObject: JSONDecodable, Sendable {
    static var keys: [String] { get }
    /// One item written out, for error messages.
    static var example: String { get }
    var json: JSONValue { get }
}

extension MatcherParameters {
    /// The declared keys, by name.
    package static var fieldNames: [String] { fields.map(\.name) }

    /// The struct from `values` laid over `init()` in order (a rule file's defaults, then a
    /// config's overrides); an undeclared key or a wrong value is an error naming the key.
    package static func decode(_ layers: [[String: JSONValue]]) throws(ParameterError) -> Self {
        var result = Self()
        for values in layers {
            for key in values.keys.sorted() {
                guard let field = fields.first(where: { $0.name == key }) else {
                    throw ParameterError(key: key, problem: "unknown parameter `\(key)`. "
                                         + Suggestion.hint(for: key, among: fieldNames)
                                         + "This matcher takes: \(fieldNames.sorted().joined(separator: ", "))")
                }
                try field.write(&result, values[key]!)
            }
        }
        return result
    }

    /// Each declared key with its value in `self`.
    package func values() -> [ParameterDeclaration] {
        Self.fields.map { ParameterDeclaration(name: $0.name, type: $0.type, summary: $0.summary, value: $0.read(self)) }
    }
}

/// One declared key, type-erased: for validation and for `kitscan rules ID`.
package struct ParameterDeclaration: Sendable, Equatable {
    package var name: String
    package var type: ParameterType
    package var summary: String
    /// The matcher's own default.
    package var value: JSONValue
}
