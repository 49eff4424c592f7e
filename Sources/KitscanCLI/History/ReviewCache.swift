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

    /// A scan line: the components it uses (to decide whether to decode it) and its JSON.
    struct Stored: Sendable {
        var components: Set<String>
        var json: Substring
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
        return decode(String(decoding: bytes, as: UTF8.self), context: context) ?? ReviewCache(context: context)
    }

    static func decode(_ text: String, context: String) -> ReviewCache? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(), header == "\(magic)\t\(formatVersion)\t\(context)" else { return nil }
        var cache = ReviewCache(context: context)
        for line in lines {
            let fields = line.split(separator: "\t", maxSplits: 6, omittingEmptySubsequences: false)
            switch fields.first {
            case "s":
                guard fields.count == 7 else { return nil }
                let key = Key(blob: String(fields[1]), path: HistoryCache.unescape(fields[2]),
                              kit: String(fields[3]), debt: String(fields[4]))
                cache.scans[key] = Stored(components: Set(fields[5].split(separator: ",").map(String.init)), json: fields[6])
            case "a":
                guard fields.count == 3 else { return nil }
                cache.aliases[String(fields[1])] = fields[2].split(separator: ",").compactMap { pair in
                    guard let equals = pair.firstIndex(of: "=") else { return nil }
                    return (String(pair[..<equals]), String(pair[pair.index(after: equals)...]))
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
        return try? JSONDecoder().decode(Scan.self, from: Data(stored.json.utf8))
    }

    mutating func store(_ scan: Scan, for key: Key) {
        guard let data = try? JSONEncoder().encode(scan) else { return }
        let json = String(decoding: data, as: UTF8.self)
        scans[key] = Stored(components: Set(scan.uses.map(\.component)), json: json[...])
        changed = true
    }

    mutating func storeAliases(_ pairs: [(String, String)], blob: String) {
        aliases[blob] = pairs
        changed = true
    }

    /// One line per entry, sorted, so the same cache gives the same bytes.
    func encoded() -> Data {
        var out = "\(Self.magic)\t\(Self.formatVersion)\t\(context)\n"
        for blob in aliases.keys.sorted() {
            out += "a\t\(blob)\t" + aliases[blob]!.map { "\($0.0)=\($0.1)" }.joined(separator: ",") + "\n"
        }
        for key in scans.keys.sorted() {
            let stored = scans[key]!
            out += "s\t\(key.blob)\t\(HistoryCache.escape(key.path))\t\(key.kit)\t\(key.debt)\t"
            out += stored.components.sorted().joined(separator: ",") + "\t" + stored.json + "\n"
        }
        return Data(out.utf8)
    }

    func write(root: String) throws(AtomicFileError) {
        try HistoryCacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}
