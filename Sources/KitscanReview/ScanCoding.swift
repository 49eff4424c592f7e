import KitscanEngine
import KitscanFiles
import KitscanSupport

/// A scan as JSON values for the blob cache: each record an array of its fields in a fixed
/// order (compact, and quick to read back), every optional field `null` when absent. Reading
/// is strict: any value of the wrong kind makes the whole scan unreadable (nil), never a
/// guess. The order is the cache's format: change it only with `BlobCache.formatVersion`.
package enum ScanCoding {
    package static func json(_ scan: BlobCache.Scan) -> (uses: JSONValue, rest: JSONValue) {
        let rest: JSONValue = .array([
            .array(scan.findings.map(finding)),
            .array(scan.unlistedViews.map { v in .array([.string(v.name), .string(v.kind.rawValue), .string(v.path), .int(v.line)]) }),
            .array(scan.exceptions.map(exception)),
            scan.problem.map { .array([.string($0.path), .string($0.reason)]) } ?? .null,
            scan.copies.map(copies) ?? .null,
            .array(scan.deprecationsNamed.sorted().map(JSONValue.string)),
        ])
        return (.array(scan.uses.map(use)), rest)
    }

    package static func scan(uses usesValue: JSONValue, rest: JSONValue) -> BlobCache.Scan? {
        guard let uses = uses(usesValue), let r = rest.arrayValue, r.count == 6, let named = r[5].stringArrayValue,
              let findings = list(r[0], finding),
              let views = list(r[1], { v -> UnlistedView? in
                  guard let f = v.arrayValue, f.count == 4, let name = f[0].stringValue,
                        let kind = f[1].stringValue.flatMap(Component.Kind.init(rawValue:)),
                        let path = f[2].stringValue, let line = f[3].integerValue else { return nil }
                  return UnlistedView(name: name, kind: kind, path: path, line: line)
              }),
              let exceptions = list(r[2], exception) else { return nil }
        var problem: UnreadableFile?
        if r[3] != .null {
            guard let f = r[3].arrayValue, f.count == 2, let path = f[0].stringValue, let reason = f[1].stringValue else { return nil }
            problem = UnreadableFile(path: path, reason: reason)
        }
        var copies: FileCopies?
        if r[4] != .null {
            guard let read = Self.copies(r[4]) else { return nil }
            copies = read
        }
        return BlobCache.Scan(findings: findings, uses: uses, unlistedViews: views, exceptions: exceptions, problem: problem,
                              copies: copies, deprecationsNamed: Set(named))
    }

    package static func uses(_ value: JSONValue) -> [ComponentUse]? {
        list(value, use)
    }

    // MARK: - Records

    private static func finding(_ f: Finding) -> JSONValue {
        let fix: JSONValue
        switch f.fix {
        case nil: fix = .null
        case .edit(let edit, let module)?: fix = .array([.string("edit"), .int(edit.start), .int(edit.end), .string(edit.text), .optional(module)])
        case .left(let reason)?: fix = .array([.string("left"), .string(reason)])
        }
        return .array([.string(f.path), .int(f.line), .int(f.column), .string(f.rule), .string(f.severity.rawValue), .string(f.message),
                       .string(f.snippet), .optional(f.declaration), .optional(f.exceptedBy), .string(f.fingerprint),
                       .optional(f.copies), fix, copy(f.copy)])
    }

    private static func copy(_ c: CopyEvidence?) -> JSONValue {
        guard let c else { return .null }
        return .array([.string(c.copyOf), .number(c.score), .string(c.skeleton), .string(c.appSkeleton), .string(c.kitSkeleton),
                       .array(c.shared.map(JSONValue.string)), .array(c.differs.map(JSONValue.string))])
    }

    private static func copy(_ value: JSONValue) -> CopyEvidence?? {
        if value == .null { return .some(nil) }
        guard let c = value.arrayValue, c.count == 7, let copyOf = c[0].stringValue, let score = c[1].numberValue,
              let skeleton = c[2].stringValue, let app = c[3].stringValue, let kit = c[4].stringValue,
              let shared = c[5].stringArrayValue, let differs = c[6].stringArrayValue else { return nil }
        return CopyEvidence(copyOf: copyOf, score: score, skeleton: skeleton, appSkeleton: app, kitSkeleton: kit,
                            shared: shared, differs: differs)
    }

    private static func finding(_ value: JSONValue) -> Finding? {
        guard let f = value.arrayValue, f.count == 13, let path = f[0].stringValue, let line = f[1].integerValue,
              let column = f[2].integerValue, let rule = f[3].stringValue, let severity = f[4].stringValue.flatMap(Severity.init(rawValue:)),
              let message = f[5].stringValue, let snippet = f[6].stringValue, let declaration = optional(f[7]),
              let exceptedBy = optional(f[8]), let fingerprint = f[9].stringValue, let copies = optional(f[10]),
              let copy = copy(f[12]) else { return nil }
        var fix: FixProposal?
        if f[11] != .null {
            guard let p = f[11].arrayValue, let kind = p.first?.stringValue else { return nil }
            switch kind {
            case "edit":
                guard p.count == 5, let start = p[1].integerValue, let end = p[2].integerValue, let text = p[3].stringValue,
                      let module = optional(p[4]) else { return nil }
                fix = .edit(TextEdit(start: start, end: end, text: text), module: module)
            case "left":
                guard p.count == 2, let reason = p[1].stringValue else { return nil }
                fix = .left(reason)
            default:
                return nil
            }
        }
        var finding = Finding(path: path, line: line, column: column, rule: rule, severity: severity, message: message,
                              snippet: snippet, declaration: declaration, exceptedBy: exceptedBy, fingerprint: fingerprint,
                              copies: copies, fix: fix)
        finding.copy = copy
        return finding
    }

    private static func exception(_ e: ExceptionRecord) -> JSONValue {
        .array([.string(e.path), .int(e.line), .array(e.rules.map(JSONValue.string)), .string(e.reason), .int(e.suppressed),
                .bool(e.wholeFile)])
    }

    private static func exception(_ v: JSONValue) -> ExceptionRecord? {
        guard let f = v.arrayValue, f.count == 6, let path = f[0].stringValue, let line = f[1].integerValue,
              let rules = f[2].stringArrayValue, let reason = f[3].stringValue, let suppressed = f[4].integerValue,
              let wholeFile = f[5].boolValue else { return nil }
        return ExceptionRecord(path: path, line: line, rules: rules, reason: reason, suppressed: suppressed, wholeFile: wholeFile)
    }

    /// A file's copy candidates: `[candidates, labels, pending exceptions]`; feature hashes as
    /// 16 hex digits each, run together (a JSON number cannot hold 64 bits).
    package static func copies(_ c: FileCopies) -> JSONValue {
        .array([
            .array(c.candidates.map { k in
                let s = k.shape
                let shape: JSONValue = .array([s.features, s.calls, s.modifiers, s.uses, s.words, s.valuedTokens].map { .string(hex($0)) })
                let exception: JSONValue = k.exception.map { e in
                    switch e.slot {
                    case .record(let r): return .array([.string(e.reason), .string("record"), .int(r)])
                    case .pending(let p): return .array([.string(e.reason), .string("pending"), .int(p)])
                    }
                } ?? .null
                return .array([.string(k.name), .optional(k.declaration), .int(k.line), .int(k.column), .string(k.snippet), shape,
                               .int(k.parent), exception])
            }),
            .array(c.labels.entries.map { .array([.string(hex([$0.feature])), .string($0.text)]) }),
            .array(c.pending.map { .array([exception($0.record), .array($0.unused.map(finding))]) }),
        ])
    }

    package static func copies(_ value: JSONValue) -> FileCopies? {
        guard let c = value.arrayValue, c.count == 3,
              let candidates = list(c[0], { v -> CopyCandidate? in
                  guard let k = v.arrayValue, k.count == 8, let name = k[0].stringValue, let declaration = optional(k[1]),
                        let line = k[2].integerValue, let column = k[3].integerValue, let snippet = k[4].stringValue,
                        let parts = list(k[5], { $0.stringValue.flatMap(features) }), parts.count == 6,
                        let parent = k[6].integerValue else { return nil }
                  var shape = CopyShape()
                  (shape.features, shape.calls, shape.modifiers) = (parts[0], parts[1], parts[2])
                  (shape.uses, shape.words, shape.valuedTokens) = (parts[3], parts[4], parts[5])
                  var exception: CopyException?
                  if k[7] != .null {
                      guard let e = k[7].arrayValue, e.count == 3, let reason = e[0].stringValue, let kind = e[1].stringValue,
                            let index = e[2].integerValue, kind == "record" || kind == "pending" else { return nil }
                      exception = CopyException(reason: reason, slot: kind == "record" ? .record(index) : .pending(index))
                  }
                  return CopyCandidate(name: name, declaration: declaration, line: line, column: column, snippet: snippet,
                                       shape: shape, parent: parent, exception: exception)
              }),
              let labels = list(c[1], { v -> (CopyFeature, String)? in
                  guard let l = v.arrayValue, l.count == 2, let key = l[0].stringValue.flatMap(features), key.count == 1,
                        let text = l[1].stringValue else { return nil }
                  return (key[0], text)
              }),
              let pending = list(c[2], { v -> PendingException? in
                  guard let p = v.arrayValue, p.count == 2, let record = exception(p[0]), let unused = list(p[1], finding) else { return nil }
                  return PendingException(record: record, unused: unused)
              }) else { return nil }
        var texts = CopyLabels()
        for (feature, text) in labels where texts[feature] == nil { texts.append(feature, text) }
        return FileCopies(candidates: candidates, labels: texts, pending: pending)
    }

    private static func hex(_ features: [CopyFeature]) -> String {
        var out = ""
        out.reserveCapacity(features.count * 16)
        for f in features {
            let digits = String(f, radix: 16)
            out += String(repeating: "0", count: 16 - digits.count) + digits
        }
        return out
    }

    private static func features(_ text: String) -> [CopyFeature]? {
        let bytes = Array(text.utf8)
        guard bytes.count % 16 == 0 else { return nil }
        var out: [CopyFeature] = []
        out.reserveCapacity(bytes.count / 16)
        var i = 0
        while i < bytes.count {
            guard let f = UInt64(String(decoding: bytes[i..<i + 16], as: UTF8.self), radix: 16) else { return nil }
            out.append(f)
            i += 16
        }
        return out
    }

    private static func use(_ u: ComponentUse) -> JSONValue {
        .array([
            .string(u.component), .string(u.path), .int(u.line), .int(u.column), .optional(u.declaration),
            .array(u.arguments.map { .array([.optional($0.label), .string($0.value)]) }),
            .array(u.trailingClosures.map(JSONValue.string)), .optional(u.trailingClosureFills),
            .array(u.handlers.map(JSONValue.string)),
            .array(u.modifiers.map { m in
                .array([.string(m.name), .string(m.arguments), .array(m.trailingClosures.map(JSONValue.string)), .optional(m.condition),
                        .bool(m.changesForm)])
            }),
            .optional(u.condition), .optional(u.parent), .optional(u.via), .bool(u.preview), .bool(u.test), .bool(u.inKit),
            .optional(u.factory), .bool(u.catalog),
        ])
    }

    private static func use(_ value: JSONValue) -> ComponentUse? {
        guard let f = value.arrayValue, f.count == 18, let component = f[0].stringValue, let path = f[1].stringValue,
              let line = f[2].integerValue, let column = f[3].integerValue, let declaration = optional(f[4]),
              let arguments = list(f[5], { v -> ComponentUse.ArgumentText? in
                  guard let a = v.arrayValue, a.count == 2, let label = optional(a[0]), let text = a[1].stringValue else { return nil }
                  return ComponentUse.ArgumentText(label: label, value: text)
              }),
              let trailing = f[6].stringArrayValue, let fills = optional(f[7]), let handlers = f[8].stringArrayValue,
              let modifiers = list(f[9], { v -> ComponentUse.Modifier? in
                  guard let m = v.arrayValue, m.count == 5, let name = m[0].stringValue, let arguments = m[1].stringValue,
                        let closures = m[2].stringArrayValue, let condition = optional(m[3]), let changesForm = m[4].boolValue else { return nil }
                  return ComponentUse.Modifier(name: name, arguments: arguments, trailingClosures: closures, condition: condition,
                                               changesForm: changesForm)
              }),
              let condition = optional(f[10]), let parent = optional(f[11]), let via = optional(f[12]),
              let preview = f[13].boolValue, let test = f[14].boolValue, let inKit = f[15].boolValue,
              let factory = optional(f[16]), let catalog = f[17].boolValue else { return nil }
        return ComponentUse(component: component, path: path, line: line, column: column, declaration: declaration,
                            arguments: arguments, trailingClosures: trailing, handlers: handlers, modifiers: modifiers,
                            condition: condition, parent: parent, via: via, preview: preview, test: test,
                            trailingClosureFills: fills, inKit: inKit, factory: factory, catalog: catalog)
    }

    // MARK: - Helpers

    /// `.some(nil)` for `null`, `.some(text)` for a string, nil (unreadable) for anything else.
    private static func optional(_ value: JSONValue) -> String?? {
        switch value {
        case .null: return .some(nil)
        case .string(let text): return .some(text)
        default: return nil
        }
    }

    /// Every element read by `read`, or nil when this is not an array or one element is unreadable.
    private static func list<T>(_ value: JSONValue, _ read: (JSONValue) -> T?) -> [T]? {
        guard let items = value.arrayValue else { return nil }
        var result: [T] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let element = read(item) else { return nil }
            result.append(element)
        }
        return result
    }
}
