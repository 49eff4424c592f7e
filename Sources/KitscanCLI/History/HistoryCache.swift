import Foundation
import KitscanRatchet
import KitscanSupport

/// What `kitscan history` remembers of each file version it scanned, so a second run scans
/// only new blobs: `.kitscan-cache/blobs.tsv` in the workspace root.
///
/// Counts depend on the blob's bytes, on its path (rules are path-filtered) and, for
/// `unlisted-view`, on which of its views the commit's debt list names; so the key is
/// (blob, path, listed views). The file starts with the format version and a digest of the
/// tool version, config and rules: a cache written under other rules is ignored whole.
struct HistoryCache: Sendable, Equatable {
    static let formatVersion = 1
    static let fileName = "blobs.tsv"
    static let magic = "kitscan-history-cache"

    struct Key: Sendable, Hashable, Comparable {
        var blob: String
        /// Relative to the workspace root.
        var path: String
        /// The file's views that the debt list names, sorted, comma-joined ("" for none).
        var listed: String

        static func < (a: Key, b: Key) -> Bool {
            (a.path, a.blob, a.listed) < (b.path, b.blob, b.listed)
        }
    }

    struct Entry: Sendable, Equatable {
        /// Rule id -> counted findings (not excepted).
        var counts: [String: Int]
        /// Drawing types declared outside the kit (the `unlisted-view` candidates).
        var views: [String]
    }

    /// Digest of what the counts depend on besides the file (tool version, config, rules).
    var context: String
    var entries: [Key: Entry] = [:]

    init(context: String, entries: [Key: Entry] = [:]) {
        self.context = context
        self.entries = entries
    }

    static func path(root: String) -> String {
        CacheFolder.path(root: root) + "/" + fileName
    }

    /// The cache for `context`; empty when there is none, it is unreadable, or it was
    /// written by another format or under other rules.
    static func load(root: String, context: String) -> HistoryCache {
        guard let bytes = try? FileBytes.read(path: path(root: root)) else { return HistoryCache(context: context) }
        return decode(Data(bytes), context: context) ?? HistoryCache(context: context)
    }

    static func decode(_ data: Data, context: String) -> HistoryCache? {
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)[...]
        guard let header = lines.popFirst(),
              header == "\(magic)\t\(formatVersion)\t\(context)" else { return nil }
        var cache = HistoryCache(context: context)
        for line in lines {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5 else { return nil }
            var counts: [String: Int] = [:]
            for pair in fields[4].split(separator: ",") {
                guard let equals = pair.lastIndex(of: "="), let n = Int(pair[pair.index(after: equals)...]) else { return nil }
                counts[String(pair[..<equals])] = n
            }
            let key = Key(blob: String(fields[0]), path: CacheDigest.unescape(fields[1]), listed: String(fields[2]))
            cache.entries[key] = Entry(counts: counts, views: fields[3].split(separator: ",").map(String.init))
        }
        return cache
    }

    /// One line per entry, sorted, so the same cache gives the same bytes.
    func encoded() -> Data {
        var out = "\(Self.magic)\t\(Self.formatVersion)\t\(context)\n"
        for key in entries.keys.sorted() {
            let entry = entries[key]!
            let counts = entry.counts.keys.sorted().map { "\($0)=\(entry.counts[$0]!)" }.joined(separator: ",")
            out += "\(key.blob)\t\(CacheDigest.escape(key.path))\t\(key.listed)\t\(entry.views.joined(separator: ","))\t\(counts)\n"
        }
        return Data(out.utf8)
    }

    func write(root: String) throws(AtomicFileError) {
        try CacheFolder.prepare(root: root)
        try AtomicFile.write(encoded(), to: Self.path(root: root))
    }
}
