import KitscanEngine
import KitscanFiles
import KitscanSupport

/// The blob cache's records read back through `JSONNode`, each the inverse of its writer in
/// `ScanCoding`: a list of exactly its fields, in order. Each record reads through its own
/// wrapper, since `Finding`, `ComponentUse` and the others already read the report's
/// keyed shape. A field of the wrong kind throws, and the cache takes that as a miss.
extension ScanCoding {
    package static func scan(uses usesValue: JSONValue, rest: JSONValue) throws(JSONShapeError) -> BlobCache.Scan {
        let uses = try Self.uses(usesValue)
        var r = try JSONNode(rest).fields(6)
        let findings = try r.nextList(of: FindingRecord.self)
        let views = try r.nextList(of: ViewRecord.self)
        let exceptions = try r.nextList(of: ExceptionEntry.self)
        let problem = try r.nextIfPresent(as: ProblemRecord.self)?.value
        let copies = try r.nextIfPresent(as: CopiesRecord.self)?.value
        let named: [String] = try r.next()
        return BlobCache.Scan(findings: findings, uses: uses, unlistedViews: views, exceptions: exceptions, problem: problem,
                              copies: copies, deprecationsNamed: Set(named))
    }

    package static func uses(_ value: JSONValue) throws(JSONShapeError) -> [ComponentUse] {
        try JSONNode(value).list(of: UseRecord.self)
    }

    /// A file's copy candidates: `[candidates, labels, pending exceptions]`.
    package static func copies(_ value: JSONValue) throws(JSONShapeError) -> FileCopies {
        try CopiesRecord(json: JSONNode(value)).value
    }
}

/// A record read through its own wrapper: `value` is what the cache stored.
protocol CacheRecord: JSONDecodable {
    associatedtype Value
    var value: Value { get }
}

// Lists of records read here, in the records' module, where the generic reader is specialized
// (see `JSONFields.nextList`); each value taken out as it is read, not copied by a `map`.
extension JSONFields {
    /// The next field, a list of `R` records.
    mutating func nextList<R: CacheRecord>(of type: R.Type) throws(JSONShapeError) -> [R.Value] {
        var values: [R.Value] = []
        try nextList { (node: JSONNode) throws(JSONShapeError) in values.append(try R(json: node).value) }
        return values
    }
}

extension JSONNode {
    /// This list of `R` records.
    func list<R: CacheRecord>(of type: R.Type) throws(JSONShapeError) -> [R.Value] {
        var values: [R.Value] = []
        try forEachElement { (node: JSONNode) throws(JSONShapeError) in values.append(try R(json: node).value) }
        return values
    }
}

private struct FindingRecord: CacheRecord {
    let value: Finding

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(13)
        var finding = Finding(path: try f.next(), line: try f.next(), column: try f.next(), rule: try f.next(),
                              severity: try f.next(), message: try f.next(), snippet: try f.next(),
                              declaration: try f.nextIfPresent(), exceptedBy: try f.nextIfPresent(), fingerprint: try f.next(),
                              copies: try f.nextIfPresent(), fix: try f.nextIfPresent(as: FixRecord.self)?.value)
        finding.copy = try f.nextIfPresent(as: CopyRecord.self)?.value
        value = finding
    }
}

/// `["edit", start, end, text, module]` or `["left", reason]`.
private struct FixRecord: CacheRecord {
    let value: FixProposal

    init(json: JSONNode) throws(JSONShapeError) {
        var p = try json.fields(2...5)
        let kind: String = try p.next()
        switch (kind, p.count) {
        case ("edit", 5):
            value = .edit(TextEdit(start: try p.next(), end: try p.next(), text: try p.next()), module: try p.nextIfPresent())
        case ("left", 2):
            value = .left(try p.next())
        case (let kind, let count):
            throw json.invalid("unknown fix \(JSONValue.string(kind)) of \(count) fields")
        }
    }
}

private struct CopyRecord: CacheRecord {
    let value: CopyEvidence

    init(json: JSONNode) throws(JSONShapeError) {
        var c = try json.fields(7)
        value = CopyEvidence(copyOf: try c.next(), score: try c.next(), skeleton: try c.next(), appSkeleton: try c.next(),
                             kitSkeleton: try c.next(), shared: try c.next(), differs: try c.next())
    }
}

private struct ViewRecord: CacheRecord {
    let value: UnlistedView

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(4)
        value = UnlistedView(name: try f.next(), kind: try f.next(), path: try f.next(), line: try f.next())
    }
}

private struct ProblemRecord: CacheRecord {
    let value: UnreadableFile

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(2)
        value = UnreadableFile(path: try f.next(), reason: try f.next())
    }
}

private struct ExceptionEntry: CacheRecord {
    let value: ExceptionRecord

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(6)
        value = ExceptionRecord(path: try f.next(), line: try f.next(), rules: try f.next(), reason: try f.next(),
                                suppressed: try f.next(), wholeFile: try f.next())
    }
}

private struct UseRecord: CacheRecord {
    let value: ComponentUse

    init(json: JSONNode) throws(JSONShapeError) {
        var f = try json.fields(18)
        let (component, path, line, column): (String, String, Int, Int) = (try f.next(), try f.next(), try f.next(), try f.next())
        let declaration: String? = try f.nextIfPresent()
        let arguments = try f.nextList(of: ArgumentRecord.self)
        let trailing: [String] = try f.next()
        let fills: String? = try f.nextIfPresent()
        let handlers: [String] = try f.next()
        let modifiers = try f.nextList(of: ModifierRecord.self)
        let (condition, parent, via): (String?, String?, String?) = (try f.nextIfPresent(), try f.nextIfPresent(), try f.nextIfPresent())
        let (preview, test, inKit): (Bool, Bool, Bool) = (try f.next(), try f.next(), try f.next())
        value = ComponentUse(component: component, path: path, line: line, column: column, declaration: declaration,
                             arguments: arguments, trailingClosures: trailing, handlers: handlers, modifiers: modifiers,
                             condition: condition, parent: parent, via: via, preview: preview, test: test,
                             trailingClosureFills: fills, inKit: inKit, factory: try f.nextIfPresent(), catalog: try f.next())
    }
}

private struct ArgumentRecord: CacheRecord {
    let value: ComponentUse.ArgumentText

    init(json: JSONNode) throws(JSONShapeError) {
        var a = try json.fields(2)
        value = ComponentUse.ArgumentText(label: try a.nextIfPresent(), value: try a.next())
    }
}

private struct ModifierRecord: CacheRecord {
    let value: ComponentUse.Modifier

    init(json: JSONNode) throws(JSONShapeError) {
        var m = try json.fields(5)
        value = ComponentUse.Modifier(name: try m.next(), arguments: try m.next(), trailingClosures: try m.next(),
                                      condition: try m.nextIfPresent(), changesForm: try m.next())
    }
}

private struct CopiesRecord: CacheRecord {
    let value: FileCopies

    init(json: JSONNode) throws(JSONShapeError) {
        var c = try json.fields(3)
        let candidates = try c.nextList(of: CandidateRecord.self)
        var labels = CopyLabels()
        for label in try c.nextList(of: LabelRecord.self) where labels[label.feature] == nil { labels.append(label.feature, label.text) }
        value = FileCopies(candidates: candidates, labels: labels, pending: try c.nextList(of: PendingRecord.self))
    }
}

private struct CandidateRecord: CacheRecord {
    let value: CopyCandidate

    init(json: JSONNode) throws(JSONShapeError) {
        var k = try json.fields(8)
        let (name, declaration): (String, String?) = (try k.next(), try k.nextIfPresent())
        let (line, column, snippet): (Int, Int, String) = (try k.next(), try k.next(), try k.next())
        let shape = try k.next(as: ShapeRecord.self).value
        value = CopyCandidate(name: name, declaration: declaration, line: line, column: column, snippet: snippet, shape: shape,
                              parent: try k.next(), exception: try k.nextIfPresent(as: CopyExceptionRecord.self)?.value)
    }
}

/// `[features, calls, modifiers, uses, words, valued tokens]`.
private struct ShapeRecord: CacheRecord {
    let value: CopyShape

    init(json: JSONNode) throws(JSONShapeError) {
        var s = try json.fields(6)
        var shape = CopyShape()
        shape.features = try s.next(as: Features.self).list
        shape.calls = try s.next(as: Features.self).list
        shape.modifiers = try s.next(as: Features.self).list
        shape.uses = try s.next(as: Features.self).list
        shape.words = try s.next(as: Features.self).list
        shape.valuedTokens = try s.next(as: Features.self).list
        value = shape
    }
}

/// `[reason, "record" or "pending", index]`.
private struct CopyExceptionRecord: CacheRecord {
    let value: CopyException

    init(json: JSONNode) throws(JSONShapeError) {
        var e = try json.fields(3)
        let (reason, kind, index): (String, String, Int) = (try e.next(), try e.next(), try e.next())
        switch kind {
        case "record": value = CopyException(reason: reason, slot: .record(index))
        case "pending": value = CopyException(reason: reason, slot: .pending(index))
        default: throw json.invalid("unknown exception slot \(JSONValue.string(kind))")
        }
    }
}

private struct LabelRecord: CacheRecord {
    let value: (feature: CopyFeature, text: String)

    init(json: JSONNode) throws(JSONShapeError) {
        var l = try json.fields(2)
        let key = try l.next(as: Features.self).list
        guard key.count == 1 else { throw json.invalid("a label's key is one feature, found \(key.count)") }
        value = (key[0], try l.next())
    }
}

private struct PendingRecord: CacheRecord {
    let value: PendingException

    init(json: JSONNode) throws(JSONShapeError) {
        var p = try json.fields(2)
        value = PendingException(record: try p.next(as: ExceptionEntry.self).value, unused: try p.nextList(of: FindingRecord.self))
    }
}

/// Feature hashes as 16 hex digits each, run together (a JSON number cannot hold 64 bits).
private struct Features: JSONDecodable {
    let list: [CopyFeature]

    init(json: JSONNode) throws(JSONShapeError) {
        let bytes = Array(try String(json: json).utf8)
        guard bytes.count % 16 == 0 else { throw json.invalid("not a run of 16-digit hex features") }
        var out: [CopyFeature] = []
        out.reserveCapacity(bytes.count / 16)
        var i = 0
        while i < bytes.count {
            guard let f = UInt64(String(decoding: bytes[i..<i + 16], as: UTF8.self), radix: 16) else {
                throw json.invalid("not a run of 16-digit hex features")
            }
            out.append(f)
            i += 16
        }
        list = out
    }
}
