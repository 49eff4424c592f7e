import KitscanEngine
import KitscanFiles
import KitscanSupport

/// A scan as JSON values for the blob cache: each record an array of its fields in a fixed
/// order (compact, and quick to read back), every optional field `null` when absent. Reading
/// (in ScanCoding+Reading) is strict: any value of the wrong kind makes the whole scan
/// unreadable (a miss), never a guess. The order is the cache's format: change it only with
/// `BlobCache.formatVersion`.
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

    private static func exception(_ e: ExceptionRecord) -> JSONValue {
        .array([.string(e.path), .int(e.line), .array(e.rules.map(JSONValue.string)), .string(e.reason), .int(e.suppressed),
                .bool(e.wholeFile)])
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

    private static func hex(_ features: [CopyFeature]) -> String {
        var out = ""
        out.reserveCapacity(features.count * 16)
        for f in features {
            let digits = String(f, radix: 16)
            out += String(repeating: "0", count: 16 - digits.count) + digits
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
}
