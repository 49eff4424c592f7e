import KitscanFiles
import Foundation
import KitscanEngine
import KitscanSupport

/// The one blob cache: each file version's scan, kept so that a version seen before (either
/// side of an earlier review, an unchanged file, a commit `history` counted) costs nothing but
/// its line: `.kitscan-cache/blobs.tsv`. Deleting it costs only time.
///
/// A scan depends on the blob, its path, the kit (which names are components, which values
/// are tokens, and with `kit-copy` which features its shapes label) and the debt list's
/// names; so the key is (blob, path, kit digest, debt digest). The file starts with the
/// format version and the digest of the tool version, config and rules: a cache written under
/// other rules, or in another format, is ignored whole.
///
/// One line per scan: `s`, the key, the components its file uses, its uses as JSON and the
/// rest of the scan as JSON (the package's one parser and writer, values as arrays in a fixed
/// order: see `ScanCoding`), its `kit-copy` candidates among it, unresolved. A reader decodes only the lines it needs, and of most of them
/// only the uses. A file's typealiases, protocols and `AppFacts` (which build the kit index)
/// are kept per blob: `a`.
/// Adoption keeps, under the same key, the drawing types a version declares (`t`, then its
/// JSON) and its counts against a set of app types (`f`, then that set's digest and the JSON):
/// see `AdoptionCoding`. A partial scan keeps the shapes of the files it weighs but does not
/// scan (`p`: see `wholeAppParts`). These lines end with a digest of every field.
///
/// A line that does not read back (cut short, edited, another layout) is a miss: the file
/// is scanned again and the line rewritten. Each scan line ends with a digest of its key
/// and components, the fields a reader trusts without decoding the JSON. Writing keeps only
/// the entries of blobs the repository still has (`pruned`).
package struct BlobCache: Sendable {
    /// Also raised when what a scan line holds changes meaning under the same tool version
    /// (6: copy candidates meet colour tokens; a pattern rule's give-up is the file's problem;
    /// 7: copy features hashed a word at a time, in the order read, labels only the kit lacks;
    /// 8: a tuple's element, `pair.1`, is no number of a copy's shape, and a call with no
    /// name, `{ 0 }()`, no longer hides a view's calls from it; 9: a use says whether it is
    /// inside the kit or the catalog, and the static factory it went through; a file's `a`
    /// entry holds its protocols and `AppFacts` beside its typealiases; 10: a scan keeps the
    /// deprecated declarations its file names, for a fleet's ready-to-delete list).
    package static let formatVersion = 10
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
        /// The `kit-copy` candidates, kept unresolved: a version's copies depend on the other
        /// files of the revision it is read in (the rarity weights), so the pass runs per review.
        package var copies: FileCopies?
        /// The deprecated kit declarations the file names (`FileScan.deprecationsNamed`).
        package var deprecationsNamed: Set<String>

        package init(findings: [Finding], uses: [ComponentUse], unlistedViews: [UnlistedView], exceptions: [ExceptionRecord],
             problem: UnreadableFile?, copies: FileCopies? = nil, deprecationsNamed: Set<String> = []) {
            self.findings = findings
            self.uses = uses
            self.unlistedViews = unlistedViews
            self.exceptions = exceptions
            self.problem = problem
            self.copies = copies
            self.deprecationsNamed = deprecationsNamed
        }

        package init(_ scan: FileScan) {
            self.init(findings: scan.findings, uses: scan.uses, unlistedViews: scan.unlistedViews,
                      exceptions: scan.exceptions, problem: scan.problem, copies: scan.copies,
                      deprecationsNamed: scan.deprecationsNamed)
        }

        /// Unresolved, as the whole-app stages take it (`WholeAppStages.resolve`).
        package func fileScan(path: String) -> FileScan {
            var scan = FileScan(path: path)
            scan.findings = findings
            scan.uses = uses
            scan.unlistedViews = unlistedViews
            scan.exceptions = exceptions
            scan.problem = problem
            scan.copies = copies
            scan.deprecationsNamed = deprecationsNamed
            return scan
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

    /// An adoption count line's fields (`f`): the app types' digest and the counts' JSON.
    package struct StoredFacts: Sendable {
        package var appTypes: String
        package var json: ArraySlice<UInt8>
    }

    package var context: String
    /// By `Key.id`.
    package private(set) var scans: [String: Stored] = [:]
    /// Adoption's entries by `Key.id`: the drawing types a version declares (JSON), and its counts.
    package private(set) var declaredTypes: [String: ArraySlice<UInt8>] = [:]
    package private(set) var adoptionFacts: [String: StoredFacts] = [:]
    package private(set) var aliases: [String: [(String, String)]] = [:]
    /// Each blob's `AppFacts`, when it has any (a blob in `aliases` and not here has none).
    package private(set) var facts: [String: AppFacts] = [:]
    /// The other files' parts a partial scan weighs (`p`), one version per path (the one read last).
    package internal(set) var parts: [String: StoredPart] = [:]
    /// Whether anything was added since loading.
    package internal(set) var changed = false

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
            let read: Bool
            switch bytes[start] {
            case UInt8(ascii: "s"): read = cache.readScan(bytes, start: start, end: end, tabs: tabs)
            case UInt8(ascii: "t"): read = cache.readDeclared(bytes, start: start, end: end, tabs: tabs)
            case UInt8(ascii: "f"): read = cache.readFacts(bytes, start: start, end: end, tabs: tabs)
            case UInt8(ascii: "a"): read = cache.readAliases(bytes, start: start, end: end, tabs: tabs)
            case UInt8(ascii: "p"): read = cache.readPart(bytes, start: start, end: end, tabs: tabs)
            default: read = false
            }
            if !read { cache.changed = true }
        }
        return cache
    }

    /// `s \t path \t blob \t kit \t debt \t components \t uses \t rest \t digest`; false when
    /// the line does not read back.
    private mutating func readScan(_ bytes: [UInt8], start: Int, end: Int, tabs: [Int]) -> Bool {
        guard tabs.count == 8, tabs[0] == start + 1 else { return false }
        let idBytes = bytes[(tabs[0] + 1)..<tabs[4]]
        let components = bytes[(tabs[4] + 1)..<tabs[5]]
        guard bytes[(tabs[7] + 1)..<end].elementsEqual(Self.lineDigest(idBytes, components).utf8) else { return false }
        scans[String(decoding: idBytes, as: UTF8.self)] = Stored(
            componentsField: components, usesJSON: bytes[(tabs[5] + 1)..<tabs[6]], restJSON: bytes[(tabs[6] + 1)..<tabs[7]])
        return true
    }

    /// `t \t path \t blob \t kit \t debt \t declared \t digest`.
    private mutating func readDeclared(_ bytes: [UInt8], start: Int, end: Int, tabs: [Int]) -> Bool {
        guard tabs.count == 6, tabs[0] == start + 1 else { return false }
        let idBytes = bytes[(tabs[0] + 1)..<tabs[4]]
        let json = bytes[(tabs[4] + 1)..<tabs[5]]
        guard bytes[(tabs[5] + 1)..<end].elementsEqual(CacheDigest.of([idBytes, json]).utf8) else { return false }
        declaredTypes[String(decoding: idBytes, as: UTF8.self)] = json
        return true
    }

    /// `f \t path \t blob \t kit \t debt \t app types \t facts \t digest`.
    private mutating func readFacts(_ bytes: [UInt8], start: Int, end: Int, tabs: [Int]) -> Bool {
        guard tabs.count == 7, tabs[0] == start + 1 else { return false }
        let idBytes = bytes[(tabs[0] + 1)..<tabs[4]]
        let appTypes = bytes[(tabs[4] + 1)..<tabs[5]]
        let json = bytes[(tabs[5] + 1)..<tabs[6]]
        guard bytes[(tabs[6] + 1)..<end].elementsEqual(CacheDigest.of([idBytes, appTypes, json]).utf8) else { return false }
        adoptionFacts[String(decoding: idBytes, as: UTF8.self)] = StoredFacts(appTypes: String(decoding: appTypes, as: UTF8.self), json: json)
        return true
    }

    /// `a \t blob \t typealiases \t facts`.
    private mutating func readAliases(_ bytes: [UInt8], start: Int, end: Int, tabs: [Int]) -> Bool {
        guard tabs.count == 3, tabs[0] == start + 1 else { return false }
        let pairs = bytes[(tabs[1] + 1)..<tabs[2]]
        let blob = String(decoding: bytes[(tabs[0] + 1)..<tabs[1]], as: UTF8.self)
        let facts = bytes[(tabs[2] + 1)..<end]
        if !facts.isEmpty {
            self.facts[blob] = AppFacts(lines: facts.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) })
        }
        aliases[blob] = pairs.isEmpty ? [] :
            pairs.split(separator: UInt8(ascii: ",")).compactMap { pair in
                guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
                return (String(decoding: pair[..<equals], as: UTF8.self), String(decoding: pair[(equals + 1)...], as: UTF8.self))
            }
        return true
    }

    /// Guards the fields a review reads without decoding (which components a file uses):
    /// a line edited or cut there is a miss, not a caller left out.
    package static func lineDigest(_ id: ArraySlice<UInt8>, _ components: ArraySlice<UInt8>) -> String {
        CacheDigest.of([id, components])
    }

    package func stored(_ key: Key) -> Stored? { scans[key.id] }

    /// The scan stored under `key`, decoded; nil (a miss: the file is scanned again) when
    /// absent or unreadable.
    package func scan(_ key: Key) -> Scan? {
        guard let stored = scans[key.id],
              let uses = try? JSONParser.parse(stored.usesJSON), let rest = try? JSONParser.parse(stored.restJSON) else { return nil }
        return try? ScanCoding.scan(uses: uses, rest: rest)
    }

    /// Only the uses stored under `key` (what most of a warm review needs); nil (a miss)
    /// when absent or unreadable.
    package func uses(_ key: Key) -> [ComponentUse]? {
        guard let stored = scans[key.id], let uses = try? JSONParser.parse(stored.usesJSON) else { return nil }
        return try? ScanCoding.uses(uses)
    }

    package mutating func store(_ scan: Scan, for key: Key) {
        let writer = JSONWriter(indent: nil)
        let names = Set(scan.uses.map(\.component)).sorted(by: Order.less).joined(separator: ",")
        let (uses, rest) = ScanCoding.json(scan)
        scans[key.id] = Stored(componentsField: Array(names.utf8)[...], usesJSON: Array(writer.write(uses).utf8)[...],
                               restJSON: Array(writer.write(rest).utf8)[...])
        changed = true
    }

    package mutating func storeAliases(_ pairs: [(String, String)], facts: AppFacts, blob: String) {
        aliases[blob] = pairs
        self.facts[blob] = facts.isEmpty ? nil : facts
        changed = true
    }

    /// Adoption's drawing types of a version, as `AdoptionCoding` writes them.
    package mutating func storeDeclaredTypes(_ json: [UInt8], for key: Key) {
        declaredTypes[key.id] = json[...]
        changed = true
    }

    /// Adoption's counts of a version against the app types `appTypes` (a digest): one per key,
    /// so counts made against other app types are replaced, not kept beside.
    package mutating func storeAdoptionFacts(_ json: [UInt8], appTypes: String, for key: Key) {
        adoptionFacts[key.id] = StoredFacts(appTypes: appTypes, json: json[...])
        changed = true
    }

    /// Every blob the cache holds an entry for.
    package var blobs: Set<String> {
        var result = Set(aliases.keys)
        for id in Array(scans.keys) + Array(declaredTypes.keys) + Array(adoptionFacts.keys) {
            if let blob = Self.blob(ofID: id) { result.insert(blob) }
        }
        for part in parts.values { result.insert(part.blob) }
        return result
    }

    /// The blob field of a `Key.id` (`path \t blob \t kit \t debt`: the path is escaped, so
    /// its tabs are not there).
    private static func blob(ofID id: String) -> String? {
        let fields = id.split(separator: "\t", maxSplits: 2, omittingEmptySubsequences: false)
        return fields.count > 1 ? String(fields[1]) : nil
    }

    /// The cache without the entries of blobs `repository` no longer has: a cache kept for
    /// years holds what some revision may still ask for, not every version ever seen.
    package func pruned(by repository: any Repository) -> BlobCache {
        let all = blobs
        guard let kept = try? repository.existing(Array(all).sorted()), kept.count < all.count else { return self }
        var copy = self
        copy.aliases = aliases.filter { kept.contains($0.key) }
        copy.facts = facts.filter { kept.contains($0.key) }
        let keeps = { (id: String) in Self.blob(ofID: id).map(kept.contains) ?? false }
        copy.scans = scans.filter { keeps($0.key) }
        copy.declaredTypes = declaredTypes.filter { keeps($0.key) }
        copy.adoptionFacts = adoptionFacts.filter { keeps($0.key) }
        copy.parts = parts.filter { kept.contains($0.value.blob) }
        return copy
    }

    /// One line per entry, sorted, so the same cache gives the same bytes.
    package func encoded() -> Data {
        var out: [UInt8] = Array((Self.header(context: context) + "\n").utf8)
        for blob in aliases.keys.sorted(by: Order.less) {
            out += Array(("a\t\(blob)\t" + aliases[blob]!.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "\t"
                          + (facts[blob]?.lines ?? []).joined(separator: ",") + "\n").utf8)
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
        for id in declaredTypes.keys.sorted(by: Order.less) {
            let idBytes = Array(id.utf8)[...], json = declaredTypes[id]!
            out += [UInt8(ascii: "t"), 0x09] + idBytes + [0x09] + json + [0x09]
            out += Array(CacheDigest.of([idBytes, json]).utf8)
            out.append(0x0A)
        }
        for id in adoptionFacts.keys.sorted(by: Order.less) {
            let idBytes = Array(id.utf8)[...], stored = adoptionFacts[id]!, appTypes = Array(stored.appTypes.utf8)[...]
            out += [UInt8(ascii: "f"), 0x09] + idBytes + [0x09] + appTypes + [0x09] + stored.json + [0x09]
            out += Array(CacheDigest.of([idBytes, appTypes, stored.json]).utf8)
            out.append(0x0A)
        }
        out += encodedParts()
        return Data(out)
    }

    package func write(root: String) throws(AtomicFileError) {
        try CacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}
