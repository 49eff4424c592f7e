import Foundation
import KitscanRules
import KitscanSupport

/// What `kitscan review` remembers of each file version it scanned, beside the history's
/// counts: `.kitscan-cache/review.tsv`. A file version seen before (either side of an
/// earlier review, or the unchanged files of every review) costs nothing but its line.
///
/// A scan depends on the blob, its path, the kit (which names are components, which values
/// are tokens) and the debt list's names; so the key is (blob, path, kit digest, debt
/// digest). The file starts with the format version and the digest of the tool version,
/// config and rules (as `blobs.tsv`): a cache written under other rules is ignored whole.
/// Each scan line carries the components its file uses, so a review decodes only the
/// lines it needs; a file's typealiases (which build the kit index) are kept per blob.
struct ReviewCache: Sendable {
    static let formatVersion = 1
    static let fileName = "review.tsv"
    static let magic = "kitscan-review-cache"

    struct Key: Sendable, Hashable, Comparable {
        var blob: String
        /// Relative to the workspace root.
        var path: String
        var kit: String
        var debt: String

        static func < (a: Key, b: Key) -> Bool {
            (a.path, a.blob, a.kit, a.debt) < (b.path, b.blob, b.kit, b.debt)
        }
    }

    /// One file's scan, as the review needs it.
    struct Scan: Sendable, Codable, Equatable {
        var findings: [Finding]
        var uses: [ComponentUse]
        var unlistedViews: [UnlistedView]
        var exceptions: [ExceptionRecord]
        var problem: UnreadableFile?

        init(_ scan: FileScan) {
            findings = scan.findings
            uses = scan.uses
            unlistedViews = scan.unlistedViews
            exceptions = scan.exceptions
            problem = scan.problem
        }
    }

    /// A scan line: the components it uses (to decide whether to decode it) and its JSON,
    /// both left as bytes of the loaded file until a review asks for them.
    struct Stored: Sendable {
        var componentsField: ArraySlice<UInt8>
        var json: ArraySlice<UInt8>

        var components: Set<String> {
            Set(componentsField.split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) })
        }

        /// Whether it uses one of `names` (without building the set).
        func uses(anyOf names: Set<String>) -> Bool {
            componentsField.split(separator: UInt8(ascii: ",")).contains { names.contains(String(decoding: $0, as: UTF8.self)) }
        }
    }

    var context: String
    private(set) var scans: [Key: Stored] = [:]
    private(set) var aliases: [String: [(String, String)]] = [:]
    /// Whether anything was added since loading.
    private(set) var changed = false

    init(context: String) {
        self.context = context
    }

    static func path(root: String) -> String {
        HistoryCacheFolder.path(root: root) + "/" + fileName
    }

    /// The cache for `context`; empty when there is none, it is unreadable, or it was
    /// written by another format or under other rules.
    static func load(root: String, context: String) -> ReviewCache {
        guard let bytes = try? FileBytes.read(path: path(root: root)) else { return ReviewCache(context: context) }
        return decode(bytes, context: context) ?? ReviewCache(context: context)
    }

    /// Byte-based: a warm review of a large repository reads thousands of lines here.
    static func decode(_ bytes: [UInt8], context: String) -> ReviewCache? {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(),
              header.elementsEqual("\(magic)\t\(formatVersion)\t\(context)".utf8) else { return nil }
        var cache = ReviewCache(context: context)
        cache.scans.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: 0x09, maxSplits: 6, omittingEmptySubsequences: false)
            func text(_ i: Int) -> String { String(decoding: fields[i], as: UTF8.self) }
            switch fields.first?.first {
            case UInt8(ascii: "s"):
                guard fields.count == 7 else { return nil }
                let key = Key(blob: text(1), path: HistoryCache.unescape(Substring(text(2))), kit: text(3), debt: text(4))
                cache.scans[key] = Stored(componentsField: fields[5], json: fields[6])
            case UInt8(ascii: "a"):
                guard fields.count == 3 else { return nil }
                cache.aliases[text(1)] = fields[2].split(separator: UInt8(ascii: ",")).compactMap { pair in
                    guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return nil }
                    return (String(decoding: pair[..<equals], as: UTF8.self), String(decoding: pair[(equals + 1)...], as: UTF8.self))
                }
            default:
                return nil
            }
        }
        return cache
    }

    func stored(_ key: Key) -> Stored? { scans[key] }

    /// The scan stored under `key`, decoded; nil when absent or unreadable.
    func scan(_ key: Key) -> Scan? {
        guard let stored = scans[key] else { return nil }
        return try? JSONDecoder().decode(Scan.self, from: Data(stored.json))
    }

    mutating func store(_ scan: Scan, for key: Key) {
        guard let data = try? JSONEncoder().encode(scan) else { return }
        let names = Set(scan.uses.map(\.component)).sorted().joined(separator: ",")
        scans[key] = Stored(componentsField: Array(names.utf8)[...], json: [UInt8](data)[...])
        changed = true
    }

    mutating func storeAliases(_ pairs: [(String, String)], blob: String) {
        aliases[blob] = pairs
        changed = true
    }

    /// One line per entry, sorted, so the same cache gives the same bytes.
    func encoded() -> Data {
        var out: [UInt8] = Array("\(Self.magic)\t\(Self.formatVersion)\t\(context)\n".utf8)
        for blob in aliases.keys.sorted() {
            out += Array(("a\t\(blob)\t" + aliases[blob]!.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "\n").utf8)
        }
        for key in scans.keys.sorted() {
            let stored = scans[key]!
            out += Array("s\t\(key.blob)\t\(HistoryCache.escape(key.path))\t\(key.kit)\t\(key.debt)\t".utf8)
            out += stored.componentsField
            out.append(0x09)
            out += stored.json
            out.append(0x0A)
        }
        return Data(out)
    }

    func write(root: String) throws(AtomicFileError) {
        try HistoryCacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}
