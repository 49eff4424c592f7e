import KitscanEngine
import KitscanSupport

/// The other files' parts of a partial scan (`scan FILE`, `check --staged` with `kit-copy`):
/// rarity is weighed over the whole app, and a file's shapes depend only on its bytes, path,
/// the kit and what the cache's context covers, so a second run reads the other files to
/// hash them and parses none. One line per path, `p \t path \t blob \t kit digest \t parts
/// \t digest`, the parts as `ScanCoding` writes a scan's candidates (empty: the file has
/// none); a newer version of the file replaces the line, so the lines follow the app's files.
extension BlobCache {
    /// A `p` line's fields; the parts are decoded when a scan asks for them.
    package struct StoredPart: Sendable {
        package var blob: String
        package var kit: String
        package var json: ArraySlice<UInt8>
    }

    /// The engine's view of these lines: a version is held when its path, blob and kit digest
    /// all match and its parts read back (else it is parsed again, and its line rewritten).
    package var wholeAppParts: WholeAppPartsCache {
        let stored = parts
        return WholeAppPartsCache(kitKey: { BlobCache.digest($0) }, held: { path, blob, kit in
            guard let entry = stored[path], entry.blob == blob, entry.kit == kit else { return nil }
            if entry.json.isEmpty { return WholeAppPart(path: path, blob: blob, copies: nil) }
            guard let value = try? JSONParser.parse(entry.json), let copies = try? ScanCoding.copies(value) else { return nil }
            return WholeAppPart(path: path, blob: blob, copies: copies)
        })
    }

    /// Keeps the parts a partial scan parsed.
    package mutating func store(_ update: WholeAppPartsUpdate) {
        guard !update.parts.isEmpty else { return }
        let writer = JSONWriter(indent: nil)
        for part in update.parts {
            let json = part.copies.map { Array(writer.write(ScanCoding.copies($0)).utf8) } ?? []
            parts[part.path] = StoredPart(blob: part.blob, kit: update.kitKey, json: json[...])
        }
        changed = true
    }

    /// Reads a `p` line into `parts`; false when it does not read (a miss: the file is parsed again).
    mutating func readPart(_ bytes: [UInt8], start: Int, end: Int, tabs: [Int]) -> Bool {
        guard tabs.count == 5, tabs[0] == start + 1 else { return false }
        let path = bytes[(tabs[0] + 1)..<tabs[1]], blob = bytes[(tabs[1] + 1)..<tabs[2]]
        let kit = bytes[(tabs[2] + 1)..<tabs[3]], json = bytes[(tabs[3] + 1)..<tabs[4]]
        guard bytes[(tabs[4] + 1)..<end].elementsEqual(CacheDigest.of([path, blob, kit, json]).utf8) else { return false }
        let name = path.contains(UInt8(ascii: "%")) ? CacheDigest.unescape(String(decoding: path, as: UTF8.self)[...]) : String(decoding: path, as: UTF8.self)
        parts[name] = StoredPart(blob: String(decoding: blob, as: UTF8.self), kit: String(decoding: kit, as: UTF8.self), json: json)
        return true
    }

    /// The `p` lines, sorted by path.
    func encodedParts() -> [UInt8] {
        var out: [UInt8] = []
        for path in parts.keys.sorted(by: Order.less) {
            let part = parts[path]!
            let fields = [Array(CacheDigest.escape(path).utf8)[...], Array(part.blob.utf8)[...], Array(part.kit.utf8)[...], part.json]
            out += [UInt8(ascii: "p"), 0x09]
            for field in fields { out += field + [0x09] }
            out += Array(CacheDigest.of(fields).utf8)
            out.append(0x0A)
        }
        return out
    }
}
