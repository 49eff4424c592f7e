/// A JSON value whose shape is not the one its reader expects: where it is, from the
/// document's top (`groups[2].counts.kitUses`), and what is wrong there. A renamed or
/// misspelt key is an error that names it, never a silent 0 or empty list.
package struct JSONShapeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The key path of the value (or of the missing key); `""` for the top value.
    package var path: String
    package var problem: String

    package init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { path.isEmpty ? problem : "`\(path)`: \(problem)" }
}

/// A type read back from the JSON kitscan wrote (a report, a history file): the inverse of
/// its writer, each key read through `JSONNode`, so that every reader fails the same way —
/// naming the key and its path — on a value of the wrong shape. Keys a reader does not
/// know are ignored: a report may carry more than a reader needs.
package protocol JSONDecodable {
    init(json: JSONNode) throws(JSONShapeError)
}

/// A value being read, with its key path in the document for error messages. The `decode`
/// calls build no path unless something is wrong (a report's reader reads every member of a
/// file of many thousands): a member decoded in place is read at no path, and its error
/// gets the path on the way out.
package struct JSONNode: Sendable {
    package let value: JSONValue
    package let path: String

    package init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// `Self` read from this value.
    package func decode<T: JSONDecodable>(as type: T.Type = T.self) throws(JSONShapeError) -> T {
        try T(json: self)
    }

    /// The member `key`, which must be there (and may be null only if `T` reads null).
    package func decode<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONShapeError) -> T {
        try Self.read(try found(key), under: self, key)
    }

    /// The member `key`, or nil when it is absent or null.
    package func decodeIfPresent<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) throws(JSONShapeError) -> T? {
        guard let found = try object()[key], found != .null else { return nil }
        return try Self.read(found, under: self, key)
    }

    /// The member `key`: an error names the key (and a near one there, when it looks renamed).
    package func member(_ key: String) throws(JSONShapeError) -> JSONNode {
        JSONNode(try found(key), path: child(key))
    }

    /// The member `key` as written (null too), or nil when it is absent or this is no object:
    /// for an optional key, read without the error (and its search for a near key) that
    /// `try? member(key)` would build on every absent one.
    package func optionalMember(_ key: String) -> JSONNode? {
        guard case .object(let members) = value, let found = members[key] else { return nil }
        return JSONNode(found, path: child(key))
    }

    /// The member `key`, or nil when it is absent or null.
    package func memberIfPresent(_ key: String) throws(JSONShapeError) -> JSONNode? {
        guard let found = try object()[key], found != .null else { return nil }
        return JSONNode(found, path: child(key))
    }

    private func found(_ key: String) throws(JSONShapeError) -> JSONValue {
        let members = try object()
        guard let found = members[key] else {
            let near = Suggestion.closest(to: key, in: members.keys)
            throw JSONShapeError(path: child(key), problem: "missing" + (near.map { " (there is `\($0)`: renamed?)" } ?? ""))
        }
        return found
    }

    /// `value` (the member `key` of `parent`, or its element `index`) read at no path; an
    /// error is given the path then.
    fileprivate static func read<T: JSONDecodable>(_ value: JSONValue, under parent: JSONNode, _ key: String? = nil,
                                                   index: Int = 0) throws(JSONShapeError) -> T {
        do {
            return try T(json: JSONNode(value))
        } catch {
            throw parent.placed(error, key: key, index: index)
        }
    }

    /// `error`, met reading the member `key` (or the element `index`) of this value, with its path from here.
    fileprivate func placed(_ error: JSONShapeError, key: String? = nil, index: Int) -> JSONShapeError {
        let at = key.map(child) ?? "\(path)[\(index)]"
        let inner = error.path.isEmpty || error.path.hasPrefix("[") ? error.path : "." + error.path
        return JSONShapeError(path: at + inner, problem: error.problem)
    }

    /// Each element of this list given to `read` at no path (its error is given the element's
    /// path): not generic, so that a caller's generic list reader, in its own module, is
    /// specialized there.
    package func forEachElement(_ read: (JSONNode) throws(JSONShapeError) -> Void) throws(JSONShapeError) {
        guard case .array(let items) = value else { throw mistyped("a list") }
        for index in items.indices {
            do {
                try read(JSONNode(items[index]))
            } catch {
                throw placed(error, index: index)
            }
        }
    }

    /// Each element of this list.
    package func elements() throws(JSONShapeError) -> [JSONNode] {
        guard case .array(let items) = value else { throw mistyped("a list") }
        return items.enumerated().map { JSONNode($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// Each member of this object, by key (in the order written).
    package func members() throws(JSONShapeError) -> [(key: String, node: JSONNode)] {
        try object().members.map { (key: $0.key, node: JSONNode($0.value, path: child($0.key))) }
    }

    /// The member `key` read as `T`, or nil when it is absent, null or of another shape: for
    /// files another tool writes (SwiftPM's), whose fields kitscan reads only when they are
    /// there, and whose other shapes are that tool's business.
    package func lenient<T: JSONDecodable>(_ key: String, as type: T.Type = T.self) -> T? {
        guard case .object(let members) = value, let found = members[key], found != .null else { return nil }
        return try? T(json: JSONNode(found, path: child(key)))
    }

    /// The member `key`, or nil when it is absent or null; read it with `lenient` (whose
    /// members of a value that is no object are all absent).
    package func lenientMember(_ key: String) -> JSONNode? {
        guard case .object(let members) = value, let found = members[key], found != .null else { return nil }
        return JSONNode(found, path: child(key))
    }

    /// For a strict reader (a file people write): an error at the first member, by key,
    /// that is not one of `known`, with the near one and `advice` (the keys it takes).
    package func rejectUnknownKeys(_ known: [String], advice: String) throws(JSONShapeError) {
        for key in try object().keys.sorted() where !known.contains(key) {
            throw invalid("unknown key. " + Suggestion.hint(for: key, among: known) + advice, at: key)
        }
    }

    /// An error at this value: it is not what `expected` says (with an article: "a string").
    package func mistyped(_ expected: String) -> JSONShapeError {
        JSONShapeError(path: path, problem: "expected \(expected), found \(value.kindName)")
    }

    /// An error at this value (or at its member `key`), in the reader's words.
    package func invalid(_ problem: String, at key: String? = nil) -> JSONShapeError {
        JSONShapeError(path: key.map(child) ?? path, problem: problem)
    }

    private func object() throws(JSONShapeError) -> JSONObject {
        guard case .object(let members) = value else { throw mistyped("an object") }
        return members
    }

    fileprivate func child(_ key: String) -> String { path.isEmpty ? key : path + "." + key }
}

/// A positional record (the blob cache's compact form): a list whose fields are read in
/// order, each at no path until one is wrong, as `JSONNode.decode` reads a member.
package struct JSONFields {
    private let items: [JSONValue]
    private let list: JSONNode
    private var index = 0

    fileprivate init(_ items: [JSONValue], of list: JSONNode) {
        self.items = items
        self.list = list
    }

    /// How many fields the record has (within the counts it was opened with).
    package var count: Int { items.count }

    /// The next field read as `T`.
    package mutating func next<T: JSONDecodable>(as type: T.Type = T.self) throws(JSONShapeError) -> T {
        try field()
    }

    // The scalar fields and lists, read through calls made here: a generic call from another
    // module is not specialized, and looks up its type's metadata at run time, several times
    // the cost of the read (a warm `history` reads hundreds of thousands of fields). Each
    // matches its value in place; only a value of another shape goes the general way, which
    // builds the error.

    package mutating func next() throws(JSONShapeError) -> String { try inPlace(\.stringValue) }
    package mutating func next() throws(JSONShapeError) -> Int { try inPlace(\.integerValue) }
    package mutating func next() throws(JSONShapeError) -> Bool { try inPlace(\.boolValue) }
    package mutating func next() throws(JSONShapeError) -> Double { try inPlace(\.numberValue) }
    package mutating func next() throws(JSONShapeError) -> [String] { try inPlace(\.stringArrayValue) }

    package mutating func nextIfPresent() throws(JSONShapeError) -> String? {
        if index < items.count, case .null = items[index] {
            index += 1
            return nil
        }
        return try inPlace(\.stringValue)
    }

    /// The next field as `match` reads it, or, when it does not, as `T` reads it (which
    /// throws the error naming the field).
    private mutating func inPlace<T: JSONDecodable>(_ match: (JSONValue) -> T?) throws(JSONShapeError) -> T {
        if index < items.count, let value = match(items[index]) {
            index += 1
            return value
        }
        return try field()
    }

    /// The next field, a list: `read` is given each element, at no path (its error is given
    /// the element's path). A caller's generic list of records is built on this.
    package mutating func nextList(_ read: (JSONNode) throws(JSONShapeError) -> Void) throws(JSONShapeError) {
        let at = try advance()
        do {
            try JSONNode(items[at]).forEachElement(read)
        } catch {
            throw list.placed(error, index: at)
        }
    }

    private mutating func field<T: JSONDecodable>() throws(JSONShapeError) -> T {
        let at = try advance()
        return try JSONNode.read(items[at], under: list, index: at)
    }

    /// The next field read as `T`, or nil when it is null.
    package mutating func nextIfPresent<T: JSONDecodable>(as type: T.Type = T.self) throws(JSONShapeError) -> T? {
        try fieldIfPresent()
    }

    private mutating func fieldIfPresent<T: JSONDecodable>() throws(JSONShapeError) -> T? {
        let at = try advance()
        if case .null = items[at] { return nil }
        return try JSONNode.read(items[at], under: list, index: at)
    }

    private mutating func advance() throws(JSONShapeError) -> Int {
        guard index < items.count else { throw list.invalid("too few fields (\(items.count))") }
        index += 1
        return index - 1
    }
}

extension JSONNode {
    /// This list as a record of exactly `count` fields.
    package func fields(_ count: Int) throws(JSONShapeError) -> JSONFields {
        try fields(count...count)
    }

    /// This list as a record of `counts` fields (a record whose last ones are optional).
    package func fields(_ counts: ClosedRange<Int>) throws(JSONShapeError) -> JSONFields {
        guard case .array(let items) = value else { throw mistyped("a list") }
        guard counts.contains(items.count) else {
            let expected = counts.count == 1 ? "\(counts.lowerBound)" : "\(counts.lowerBound) to \(counts.upperBound)"
            throw invalid("expected \(expected) fields, found \(items.count)")
        }
        return JSONFields(items, of: self)
    }
}

/// Any value, as written (a rule example's parameters, read later by the matcher's own fields).
extension JSONValue: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        self = json.value
    }
}

extension String: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard case .string(let text) = json.value else { throw json.mistyped("a string") }
        self = text
    }
}

extension Int: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard let number = json.value.integerValue else { throw json.mistyped("a whole number") }
        self = number
    }
}

extension Double: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard case .number(let number) = json.value else { throw json.mistyped("a number") }
        self = number
    }
}

extension Bool: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard case .bool(let flag) = json.value else { throw json.mistyped("true or false") }
        self = flag
    }
}

extension Array: JSONDecodable where Element: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard case .array(let items) = json.value else { throw json.mistyped("a list") }
        self = []
        reserveCapacity(items.count)
        for (index, item) in items.enumerated() { append(try JSONNode.read(item, under: json, index: index)) }
    }
}

/// An object read as a dictionary: every member's value a `Value`.
extension Dictionary: JSONDecodable where Key == String, Value: JSONDecodable {
    package init(json: JSONNode) throws(JSONShapeError) {
        guard case .object(let members) = json.value else { throw json.mistyped("an object") }
        self = [:]
        for member in members.members { self[member.key] = try JSONNode.read(member.value, under: json, member.key) }
    }
}

extension RawRepresentable where RawValue == String, Self: JSONDecodable {
    /// A string that must be one of the type's raw values.
    package init(json: JSONNode) throws(JSONShapeError) {
        let text = try String(json: json)
        guard let value = Self(rawValue: text) else { throw json.invalid("unknown value \(JSONValue.string(text))") }
        self = value
    }
}

extension JSONDocument {
    /// The top value, to be read.
    package var node: JSONNode { JSONNode(value) }

    /// The line of the value an error names; for a missing key, the line of the object
    /// that lacks it (the nearest value of the path that is in the text).
    package func line(of error: JSONShapeError) -> Int? {
        var path = Substring(error.path)
        while true {
            if let position = positions[String(path)] { return position.line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else {
                return path.isEmpty ? nil : positions[""]?.line
            }
            path = path[..<cut]
        }
    }
}
