import KitscanSupport

/// One app file outside a partial scan as the whole-app stages weigh it: its version (the
/// git blob id of the bytes read) and its parts (`kit-copy`: its candidates' shapes; nil when
/// it has none, which is worth keeping too: most files have none).
package struct WholeAppPart: Sendable, Equatable {
    package var path: String
    package var blob: String
    package var copies: FileCopies?

    package init(path: String, blob: String, copies: FileCopies?) {
        self.path = path
        self.blob = blob
        self.copies = copies
    }
}

/// Where a partial scan (`scan FILE`, `check --staged`) finds the parts of the app's other
/// files, by content: the driver's blob cache. A part depends on the file's bytes and path,
/// the kit (`kitKey`, made once per run) and what the cache's context already covers (tool
/// version, config, rules). The engine does not store: it hands back what it computed
/// (`WholeAppPartsUpdate`), so the cache stays a value the driver writes once.
package struct WholeAppPartsCache: Sendable {
    package var kitKey: @Sendable (KitIndex) -> String
    /// The part held for (path, blob, kit key), or nil when none is (or it does not read).
    package var held: @Sendable (_ path: String, _ blob: String, _ kitKey: String) -> WholeAppPart?

    package init(kitKey: @escaping @Sendable (KitIndex) -> String,
                 held: @escaping @Sendable (_ path: String, _ blob: String, _ kitKey: String) -> WholeAppPart?) {
        self.kitKey = kitKey
        self.held = held
    }
}

/// The parts a partial scan computed because its cache did not hold them, for the driver to store.
package struct WholeAppPartsUpdate: Sendable, Equatable {
    package var kitKey: String
    package var parts: [WholeAppPart]

    package init(kitKey: String, parts: [WholeAppPart]) {
        self.kitKey = kitKey
        self.parts = parts
    }
}

extension Workspace {
    /// The whole-app stages' parts of the app's files (`appFiles`, as the scan walked them)
    /// outside `scanned` (`kit-copy`: for the rarity weights), each from `cache` when it holds
    /// that version, else parsed; and what was parsed, for the cache (nil without one).
    func wholeAppParts(of appFiles: [String], beyond scanned: [String], scanner: FileScanner, cache: WholeAppPartsCache?,
                       read: @escaping @Sendable (String) -> Result<[UInt8], FileReadError>) -> ([FileScan], WholeAppPartsUpdate?) {
        let done = Set(scanned)
        let others = appFiles.filter { !done.contains($0) }
        guard let cache else {
            let parts = Parallel.map(others) { path -> FileScan? in
                guard case .success(let bytes) = read(path) else { return nil }
                return scanner.wholeAppParts(bytes: bytes, path: path)
            }
            return (parts.compactMap { $0 }, nil)
        }
        let kitKey = cache.kitKey(scanner.kit)
        let found = Parallel.map(others) { path -> (part: WholeAppPart, parsed: Bool)? in
            guard case .success(let bytes) = read(path) else { return nil }
            let blob = GitBlobID.of(bytes)
            if let held = cache.held(path, blob, kitKey), held.path == path, held.blob == blob { return (held, false) }
            return (WholeAppPart(path: path, blob: blob, copies: scanner.wholeAppParts(bytes: bytes, path: path)?.copies), true)
        }.compactMap { $0 }
        let parts = found.compactMap { found -> FileScan? in
            guard let copies = found.part.copies else { return nil }
            var scan = FileScan(path: found.part.path)
            scan.copies = copies
            return scan
        }
        return (parts, WholeAppPartsUpdate(kitKey: kitKey, parts: found.filter(\.parsed).map(\.part)))
    }
}
