import Foundation
import KitscanLexer
import KitscanParser
import KitscanSupport

/// The scanned files as the pass before the scan read them for what their declarations tell
/// every other file (typealiases and protocols, `AppFacts`), kept for the scan: each file
/// is read once per scan, and one that pass parsed is parsed once. The scan takes each
/// file's bytes (and tree) once, which frees them.
package final class AppFileReads: @unchecked Sendable {
    package struct File: Sendable {
        package var bytes: [UInt8]
        /// Kept when the pass parsed the file (it declares one of the names).
        package var tree: SyntaxTree?
    }

    private var kept: [String: File]
    /// By path, read-only once made.
    package let aliases: [String: [(String, String)]]
    package let facts: [String: AppFacts]
    private let lock = NSLock()

    /// Nothing kept: the scan reads every file itself.
    package convenience init() {
        self.init(kept: [:], aliases: [:], facts: [:])
    }

    private init(kept: [String: File], aliases: [String: [(String, String)]], facts: [String: AppFacts]) {
        self.kept = kept
        self.aliases = aliases
        self.facts = facts
    }

    /// Reads `paths` on every core: each file's declared names when `wantsAliases` says so
    /// (`Workspace.declaredNames`), its facts (`AppFactsReader.facts(in:)`), a file that
    /// mentions either parsed once for both. With `keep`, the bytes are kept for the scan up
    /// to `budget` bytes in all (a repository larger than that is partly read twice, so memory
    /// stays bounded), and so is the tree of a file parsed for its facts (few declare any).
    package static func read(_ paths: [String], read: @Sendable (String) -> Result<[UInt8], FileReadError>,
                             facts reader: AppFactsReader, wantsAliases: @Sendable (String) -> Bool,
                             keep: Bool, budget: Int = 64 << 20) -> AppFileReads {
        let room = Room(keep ? budget : 0)
        let files = Parallel.map(paths, progress: nil) { path -> (File?, [(String, String)], AppFacts)? in
            guard case .success(let bytes) = read(path) else { return nil }
            let aliases = wantsAliases(path) && KitDiscovery.mentionsDeclaredNames(bytes)
            let facts = reader.mayDeclare(bytes)
            let kept = room.take(bytes.count) ? File(bytes: bytes) : nil
            guard aliases || facts else { return (kept, [], AppFacts()) }
            let tree = Parser.parse(Lexer.lex(bytes))
            return (facts ? kept.map { File(bytes: $0.bytes, tree: tree) } : kept, aliases ? KitDiscovery.declaredNames(in: tree) : [],
                    facts ? reader.facts(in: tree) : AppFacts())
        }
        var kept: [String: File] = [:]
        var aliases: [String: [(String, String)]] = [:]
        var facts: [String: AppFacts] = [:]
        for (path, file) in zip(paths, files) {
            guard let (bytes, names, declared) = file else { continue }
            if let bytes { kept[path] = bytes }
            if !names.isEmpty { aliases[path] = names }
            if !declared.isEmpty { facts[path] = declared }
        }
        return AppFileReads(kept: kept, aliases: aliases, facts: facts)
    }

    /// The bytes left to keep, taken from every core.
    private final class Room: @unchecked Sendable {
        private var left: Int
        private let lock = NSLock()

        init(_ left: Int) { self.left = left }

        func take(_ count: Int) -> Bool {
            lock.lock()
            defer { lock.unlock() }
            guard count <= left else { return false }
            left -= count
            return true
        }
    }

    /// The file's bytes as read, leaving them for the scan (a kit file is read for the kit too).
    package func bytes(_ path: String) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        return kept[path]?.bytes
    }

    /// The file's bytes as read, once (nil after, or when it was not read).
    package func take(_ path: String) -> File? {
        lock.lock()
        defer { lock.unlock() }
        return kept.removeValue(forKey: path)
    }
}
