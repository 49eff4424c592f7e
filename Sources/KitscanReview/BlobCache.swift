import KitscanFiles
import Foundation
import KitscanEngine
import KitscanSupport

/// The one blob cache: each file version's scan, kept so that a version seen before (either
/// side of an earlier review, an unchanged file, a commit `history` counted) costs nothing but
/// its line: `.kitscan-cache/blobs.tsv`. Deleting it costs only time.
///
/// A scan depends on the blob, its path, the kit (which names are components, which values
/// are tokens) and the debt list's names; so the key is (blob, path, kit digest, debt
/// digest). The file starts with the format version and the digest of the tool version,
/// config and rules: a cache written under other rules, or in another format, is ignored whole.
///
/// One line per scan: `s`, the key, the components its file uses, its uses as JSON and the
/// rest of the scan as JSON (the package's one parser and writer, values as arrays in a fixed
/// order: see `ScanCoding`). A reader decodes only the lines it needs, and of most of them
/// only the uses. A file's typealiases (which build the kit index) are kept per blob: `a`.
///
/// A line that does not read back (cut short, edited, another layout) is a miss: the file
/// is scanned again and the line rewritten. Each scan line ends with a digest of its key
/// and components, the fields a reader trusts without decoding the JSON. Writing keeps only
/// the entries of blobs the repository still has (`pruned`).
package struct BlobCache: Sendable {
    package static let formatVersion = 3
    package static let fileName = "blobs.tsv"
    package static let magic = "kitscan-blob-cache"

    package struct Key: Sendable, Hashable {
        package let blob: String
        /// Relative to the workspace root.
        package let path: String
        package let kit: String
        package let debt: String
        /// The key's fields as the line writes them: one string to hash, not four, made once.
        package let id: String

        package init(blob: String, path: String, kit: String, debt: String) {
            self.blob = blob
            self.path = path
            self.kit = kit
            self.debt = debt
            id = CacheDigest.escape(path) + "\t" + blob + "\t" + kit + "\t" + debt
        }
    }

    /// One file's scan, as the review needs it.
    package struct Scan: Sendable, Equatable {
        package var findings: [Finding]
        package var uses: [ComponentUse]
        package var unlistedViews: [UnlistedView]
        package var exceptions: [ExceptionRecord]
        package var problem: UnreadableFile?

        package init(findings: [Finding], uses: [ComponentUse], unlistedViews: [UnlistedView], exceptions: [ExceptionRecord],
             problem: UnreadableFile?) {
            self.findings = findings
            self.uses = uses
            self.unlistedViews = unlistedViews
            self.exceptions = exceptions
            self.problem = problem
        }

        package init(_ scan: FileScan) {
            self.init(findings: scan.findings, uses: scan.uses, unlistedViews: scan.unlistedViews,
                      exceptions: scan.exceptions, problem: scan.problem)
        }
    }

    /// A scan line's fields, left as bytes of the loaded file until a review asks for them.
    package struct Stored: Sendable {
        package var componentsField: ArraySlice<UInt8>
        package var usesJSON: ArraySlice<UInt8>
        package var restJSON: ArraySlice<UInt8>

        /// Whether it uses one of `names` (bytes compared: no string made per line).
        package func uses(anyOf names: Set<String>) -> Bool {
            if names.count > 8 {
                return componentsField.split(separator: UInt8(ascii: ",")).contains { names.contains(String(decoding: $0, as: UTF8.self)) }
            }
            return componentsField.split(separator: UInt8(ascii: ",")).contains { field in
                names.contains { $0.utf8.elementsEqual(field) }
            }
        }
    }

    package var context: String
    /// By `Key.id`.
    package private(set) var scans: [String: Stored] = [:]
    package private(set) var aliases: [String: [(String, String)]] = [:]
    /// Whether anything was added since loading.
    package private(set) var changed = false

    package init(context: String) {
        self.context = context
    }

    package static func path(root: String) -> String {
        CacheFolder.path(root: root) + "/" + fileName
    }

    package static func header(context: String) -> String {
        "\(magic)\t\(formatVersion)\t\(context)"
    }

    /// The cache for `context`; empty when there is none, it is unreadable, or it was
    /// written by another format or under other rules.
    package static func load(root: String, context: String) -> BlobCache {
        guard let bytes = try? FileBytes.read(path: path(root: root)) else { return BlobCache(context: context) }
        return decode(bytes, context: context) ?? BlobCache(context: context)
    }

    /// Byte-based: a warm review of a large repository reads thousands of lines here. Nil
    /// when the header is not this format's and context's; a line that does not read is
    /// left out (its file is scanned again).
    package static func decode(_ bytes: [UInt8], context: String) -> BlobCache? {
        var cache = BlobCache(context: context)
        let header = Array(Self.header(context: context).utf8)
        guard bytes.count > header.count, bytes[..<header.count].elementsEqual(header), bytes[header.count] == 0x0A else {
            return nil
        }
        var start = header.count + 1
        // Tab positions of the current line (a scan line has 7).
        var tabs: [Int] = []
        tabs.reserveCapacity(8)
        while start < bytes.count {
            var end = start
            tabs.removeAll(keepingCapacity: true)
            while end < bytes.count, bytes[end] != 0x0A {
                if bytes[end] == 0x09 { tabs.append(end) }
                end += 1
            }
            defer { start = end + 1 }
            guard end > start else { continue }
            switch bytes[start] {
            case UInt8(ascii: "s"):
                // s \t path \t blob \t kit \t debt \t components \t uses \t rest \t digest
                guard tabs.count == 8, tabs[0] == start + 1 else {
                    cache.changed = true
                    continue
                }
                let idBytes = bytes[(tabs[0] + 1)..<tabs[4]]
                let components = bytes[(tabs[4] + 1)..<tabs[5]]
                guard bytes[(tabs[7] + 1)..<end].elementsEqual(Self.lineDigest(idBytes, components).utf8) else {
                    cache.changed = true
                    continue
                }
                cache.scans[String(decoding: idBytes, as: UTF8.self)] = Stored(
                    componentsField: components, usesJSON: bytes[(tabs[5] + 1)..<tabs[6]], restJSON: bytes[(tabs[6] + 1)..<tabs[7]])
            case UInt8(ascii: "a"):
                guard tabs.count == 2, tabs[0] == start + 1 else {
                    cache.changed = true
                    continue
                }
                let pairs = bytes[(tabs[1] + 1)..<end]
                cache.aliases[String(decoding: bytes[(tabs[0] + 1)..<tabs[1]], as: UTF8.self)] = pairs.isEmpty ? [] :
                    pairs.split(separator: UInt8(ascii: ",")).compactMap { pair in
                        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
                        return (String(decoding: pair[..<equals], as: UTF8.self), String(decoding: pair[(equals + 1)...], as: UTF8.self))
                    }
            default:
                cache.changed = true
            }
        }
        return cache
    }

    /// Guards the fields a review reads without decoding (which components a file uses):
    /// a line edited or cut there is a miss, not a caller left out.
    package static func lineDigest(_ id: ArraySlice<UInt8>, _ components: ArraySlice<UInt8>) -> String {
        CacheDigest.of([id, components])
    }

    /// What a file's scan depends on in the kit: its components (not their lines: editing a
    /// component's body changes no other file's scan), aliases, style members and tokens.
    package static func digest(_ kit: KitIndex) -> String {
        var parts: [[UInt8]] = []
        for c in kit.components {
            var text = "\(c.name)|\(c.kind.rawValue)|\(c.path)|\(c.parameters.joined(separator: ","))"
            for s in c.signatures {
                // Every field of the signature (its printed form lists them in declaration order).
                text += "|" + String(describing: s)
            }
            parts.append(Array(text.utf8))
        }
        for name in kit.aliases.keys.sorted() { parts.append(Array("alias \(name)=\(kit.aliases[name]!)".utf8)) }
        for name in kit.modules.sorted() { parts.append(Array("module \(name)".utf8)) }
        for name in kit.styleMembers.keys.sorted() {
            let byProtocol = kit.styleMembers[name]!
            for proto in byProtocol.keys.sorted() { parts.append(Array("style \(name) \(proto)=\(byProtocol[proto]!)".utf8)) }
        }
        for value in kit.colourTokens.keys.sorted() { parts.append(Array("colour \(value)=\(kit.colourTokens[value]!)".utf8)) }
        for value in kit.numberTokens.keys.sorted() { parts.append(Array("number \(value)=\(kit.numberTokens[value]!)".utf8)) }
        return CacheDigest.of(parts)
    }

    package func stored(_ key: Key) -> Stored? { scans[key.id] }

    /// The scan stored under `key`, decoded; nil when absent or unreadable.
    package func scan(_ key: Key) -> Scan? {
        guard let stored = scans[key.id],
              let uses = try? JSONParser.parse(stored.usesJSON), let rest = try? JSONParser.parse(stored.restJSON) else { return nil }
        return ScanCoding.scan(uses: uses, rest: rest)
    }

    /// Only the uses stored under `key` (what most of a warm review needs); nil when absent
    /// or unreadable.
    package func uses(_ key: Key) -> [ComponentUse]? {
        guard let stored = scans[key.id], let uses = try? JSONParser.parse(stored.usesJSON) else { return nil }
        return ScanCoding.uses(uses)
    }

    package mutating func store(_ scan: Scan, for key: Key) {
        let writer = JSONWriter(indent: nil)
        let names = Set(scan.uses.map(\.component)).sorted(by: Order.less).joined(separator: ",")
        let (uses, rest) = ScanCoding.json(scan)
        scans[key.id] = Stored(componentsField: Array(names.utf8)[...], usesJSON: Array(writer.write(uses).utf8)[...],
                               restJSON: Array(writer.write(rest).utf8)[...])
        changed = true
    }

    package mutating func storeAliases(_ pairs: [(String, String)], blob: String) {
        aliases[blob] = pairs
        changed = true
    }

    /// Every blob the cache holds an entry for.
    package var blobs: Set<String> {
        var result = Set(aliases.keys)
        for id in scans.keys {
            // `path \t blob \t kit \t debt`: the path is escaped, so its tabs are not there.
            let fields = id.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            if fields.count > 1 { result.insert(String(fields[1])) }
        }
        return result
    }

    /// The cache without the entries of blobs `repository` no longer has: a cache kept for
    /// years holds what some revision may still ask for, not every version ever seen.
    package func pruned(by repository: any Repository) -> BlobCache {
        let all = blobs
        guard let kept = try? repository.existing(Array(all).sorted()), kept.count < all.count else { return self }
        var copy = self
        copy.aliases = aliases.filter { kept.contains($0.key) }
        copy.scans = scans.filter { id, _ in
            let fields = id.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
            return fields.count > 1 && kept.contains(String(fields[1]))
        }
        return copy
    }

    /// One line per entry, sorted, so the same cache gives the same bytes.
    package func encoded() -> Data {
        var out: [UInt8] = Array((Self.header(context: context) + "\n").utf8)
        for blob in aliases.keys.sorted(by: Order.less) {
            out += Array(("a\t\(blob)\t" + aliases[blob]!.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "\n").utf8)
        }
        for id in scans.keys.sorted(by: Order.less) {
            let stored = scans[id]!
            let idBytes = Array(id.utf8)
            out += [UInt8(ascii: "s"), 0x09]
            out += idBytes
            out.append(0x09)
            out += stored.componentsField
            out.append(0x09)
            out += stored.usesJSON
            out.append(0x09)
            out += stored.restJSON
            out.append(0x09)
            out += Array(Self.lineDigest(idBytes[...], stored.componentsField).utf8)
            out.append(0x0A)
        }
        return Data(out)
    }

    package func write(root: String) throws(AtomicFileError) {
        try CacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}

/// A scan as JSON values for the review cache: each record an array of its fields in a fixed
/// order (compact, and quick to read back), every optional field `null` when absent. Reading
/// is strict: any value of the wrong kind makes the whole scan unreadable (nil), never a
/// guess. The order is the cache's format: change it only with `BlobCache.formatVersion`.
package enum ScanCoding {
    package static func json(_ scan: BlobCache.Scan) -> (uses: JSONValue, rest: JSONValue) {
        let rest: JSONValue = .array([
            .array(scan.findings.map(finding)),
            .array(scan.unlistedViews.map { v in .array([.string(v.name), .string(v.kind.rawValue), .string(v.path), .int(v.line)]) }),
            .array(scan.exceptions.map { e in
                .array([.string(e.path), .int(e.line), .array(e.rules.map(JSONValue.string)), .string(e.reason), .int(e.suppressed),
                        .bool(e.wholeFile)])
            }),
            scan.problem.map { .array([.string($0.path), .string($0.reason)]) } ?? .null,
        ])
        return (.array(scan.uses.map(use)), rest)
    }

    package static func scan(uses usesValue: JSONValue, rest: JSONValue) -> BlobCache.Scan? {
        guard let uses = uses(usesValue), let r = rest.arrayValue, r.count == 4,
              let findings = list(r[0], finding),
              let views = list(r[1], { v -> UnlistedView? in
                  guard let f = v.arrayValue, f.count == 4, let name = f[0].stringValue,
                        let kind = f[1].stringValue.flatMap(Component.Kind.init(rawValue:)),
                        let path = f[2].stringValue, let line = f[3].integerValue else { return nil }
                  return UnlistedView(name: name, kind: kind, path: path, line: line)
              }),
              let exceptions = list(r[2], { v -> ExceptionRecord? in
                  guard let f = v.arrayValue, f.count == 6, let path = f[0].stringValue, let line = f[1].integerValue,
                        let rules = f[2].stringArrayValue, let reason = f[3].stringValue, let suppressed = f[4].integerValue,
                        let wholeFile = f[5].boolValue else { return nil }
                  return ExceptionRecord(path: path, line: line, rules: rules, reason: reason, suppressed: suppressed, wholeFile: wholeFile)
              }) else { return nil }
        var problem: UnreadableFile?
        if r[3] != .null {
            guard let f = r[3].arrayValue, f.count == 2, let path = f[0].stringValue, let reason = f[1].stringValue else { return nil }
            problem = UnreadableFile(path: path, reason: reason)
        }
        return BlobCache.Scan(findings: findings, uses: uses, unlistedViews: views, exceptions: exceptions, problem: problem)
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
                       .optional(f.copies), fix])
    }

    private static func finding(_ value: JSONValue) -> Finding? {
        guard let f = value.arrayValue, f.count == 12, let path = f[0].stringValue, let line = f[1].integerValue,
              let column = f[2].integerValue, let rule = f[3].stringValue, let severity = f[4].stringValue.flatMap(Severity.init(rawValue:)),
              let message = f[5].stringValue, let snippet = f[6].stringValue, let declaration = optional(f[7]),
              let exceptedBy = optional(f[8]), let fingerprint = f[9].stringValue, let copies = optional(f[10]) else { return nil }
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
        return Finding(path: path, line: line, column: column, rule: rule, severity: severity, message: message, snippet: snippet,
                       declaration: declaration, exceptedBy: exceptedBy, fingerprint: fingerprint, copies: copies, fix: fix)
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
            .optional(u.condition), .optional(u.parent), .optional(u.via), .bool(u.preview), .bool(u.test),
        ])
    }

    private static func use(_ value: JSONValue) -> ComponentUse? {
        guard let f = value.arrayValue, f.count == 15, let component = f[0].stringValue, let path = f[1].stringValue,
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
              let preview = f[13].boolValue, let test = f[14].boolValue else { return nil }
        return ComponentUse(component: component, path: path, line: line, column: column, declaration: declaration,
                            arguments: arguments, trailingClosures: trailing, handlers: handlers, modifiers: modifiers,
                            condition: condition, parent: parent, via: via, preview: preview, test: test,
                            trailingClosureFills: fills)
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
