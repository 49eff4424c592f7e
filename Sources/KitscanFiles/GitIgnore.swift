import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Git's ignore rules for one scanned folder: `.git/info/exclude`, the `.gitignore` files
/// from the repository's top down to the scanned folder, and nested `.gitignore` files
/// (loaded as the walk enters their folders).
///
/// Semantics follow git: comments and blank lines are skipped, `!` re-includes, a leading
/// or middle `/` anchors a pattern to its file's folder, a trailing `/` matches folders
/// only, a pattern without `/` matches a name at any depth, `\#` and `\!` are literal.
/// The last matching pattern wins, deeper files over shallower ones, `.gitignore` over
/// `info/exclude`; a path inside an ignored folder is ignored whatever follows.
public struct GitIgnore: Sendable {
    /// One line of an ignore file.
    public struct Pattern: Sendable, Hashable {
        public let text: String
        public let negated: Bool
        public let directoryOnly: Bool
        let glob: Glob
    }

    /// The scanned folder relative to the repository's top, `""` or ending with `/`.
    let prefix: [UInt8]
    /// Patterns of `info/exclude` (lowest precedence).
    var excludePatterns: [Pattern]
    /// Patterns per folder, keyed by the folder relative to the repository's top (no
    /// trailing `/`, `""` for the top).
    var filePatterns: [[UInt8]: [Pattern]]
    /// Folders whose `.gitignore` has been looked for (relative to the repository's top).
    var loaded: Set<[UInt8]>
    /// The repository's top folder (absolute), or the scanned folder outside a repository.
    let top: String

    /// Rules read from text, for a folder that is not on disk (tests, staged content).
    /// `base` is the folder the file sits in, relative to the scanned folder.
    public init(text: String, base: String = "", exclude: String = "") {
        self.prefix = []
        self.top = ""
        self.excludePatterns = GitIgnore.parse(exclude)
        var base = Array(base.utf8)
        while base.last == UInt8(ascii: "/") { base.removeLast() }
        self.filePatterns = [base: GitIgnore.parse(text)]
        self.loaded = [base]
    }

    /// An empty rule set that ignores nothing and reads nothing.
    public static let none = GitIgnore(text: "")

    /// Loads the rules that apply to the folder `root` (an absolute path): finds the
    /// repository around it, reads `info/exclude` and every `.gitignore` from the top
    /// down to `root` included. Nested `.gitignore` files below are read by `load(directory:)`.
    public init(root: String) {
        let root = GitIgnore.trimmingSlash(root)
        var top = root
        var gitEntry: String?
        var probe = root
        while true {
            let candidate = probe + "/.git"
            if FileSystem.exists(candidate) {
                top = probe
                gitEntry = candidate
                break
            }
            guard let parent = FileSystem.parent(of: probe) else { break }
            probe = parent
        }
        self.top = top
        var prefix: [UInt8] = []
        if top != root {
            prefix = Array(root.utf8.dropFirst(top == "/" ? 1 : top.utf8.count + 1))
            prefix.append(UInt8(ascii: "/"))
        }
        self.prefix = prefix
        self.excludePatterns = []
        if let gitEntry, let dir = GitIgnore.commonGitDirectory(gitEntry),
           let bytes = try? FileBytes.read(path: dir + "/info/exclude") {
            excludePatterns = GitIgnore.parse(String(decoding: bytes, as: UTF8.self))
        }
        self.filePatterns = [:]
        self.loaded = []
        // The top and every folder down to the scanned one.
        var folder: [UInt8] = []
        loadAbsolute(folder)
        for byte in prefix {
            if byte == UInt8(ascii: "/") {
                loadAbsolute(folder)
            }
            folder.append(byte)
        }
    }

    /// Reads the `.gitignore` of `directory` (relative to the scanned folder, POSIX) if it
    /// was not read yet.
    public mutating func load(directory: String) {
        load(directory: Array(directory.utf8))
    }

    /// `present`: whether the folder's listing has a `.gitignore` (false: nothing to read).
    mutating func load(directory: [UInt8], present: Bool = true) {
        guard present else { return }
        var key = prefix + directory
        while key.last == UInt8(ascii: "/") { key.removeLast() }
        loadAbsolute(key)
    }

    private mutating func loadAbsolute(_ key: [UInt8]) {
        var key = key
        while key.last == UInt8(ascii: "/") { key.removeLast() }
        guard !loaded.contains(key), !top.isEmpty else { return }
        loaded.insert(key)
        var path = Array(top.utf8)
        if !key.isEmpty {
            if path.last != UInt8(ascii: "/") { path.append(UInt8(ascii: "/")) }
            path += key
        }
        path += Array("/.gitignore".utf8)
        if let bytes = try? FileBytes.read(pathBytes: path) {
            let patterns = GitIgnore.parse(String(decoding: bytes, as: UTF8.self))
            if !patterns.isEmpty { filePatterns[key] = patterns }
        }
    }

    /// Adds the `.gitignore` files `other` read (a walk of another part of the same tree).
    mutating func merge(_ other: GitIgnore) {
        filePatterns.merge(other.filePatterns) { mine, _ in mine }
        loaded.formUnion(other.loaded)
    }

    /// True when `path` (relative to the scanned folder) is ignored, itself or through
    /// one of its folders.
    public func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        let bytes = Array(path.utf8)
        var end = 0
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "/"), end > 0, isIgnoredItself(Array(bytes[0..<end]), isDirectory: true) {
                return true
            }
            end += 1
        }
        return isIgnoredItself(bytes, isDirectory: isDirectory)
    }

    /// The verdict for `path` alone, assuming its folders are not ignored (the walker has
    /// checked them on the way down).
    func isIgnoredItself(_ path: [UInt8], isDirectory: Bool) -> Bool {
        // Most folders of most trees: no rule to apply.
        if excludePatterns.isEmpty && filePatterns.isEmpty { return false }
        let full = prefix + path
        var ignored = false
        full.withUnsafeBufferPointer { buffer in
            func apply(_ patterns: [Pattern], from start: Int) {
                let relative = UnsafeBufferPointer(rebasing: buffer[start...])
                for pattern in patterns where !pattern.directoryOnly || isDirectory {
                    if pattern.negated == ignored, pattern.glob.matches(bytes: relative) {
                        ignored = !pattern.negated
                    }
                }
            }
            apply(excludePatterns, from: 0)
            if let patterns = filePatterns[[]] { apply(patterns, from: 0) }
            // Every folder above `path`, shallow to deep.
            var i = 0
            while i < full.count {
                if full[i] == UInt8(ascii: "/"), let patterns = filePatterns[Array(full[0..<i])] {
                    apply(patterns, from: i + 1)
                }
                i += 1
            }
        }
        return ignored
    }

    // MARK: - Parsing

    /// Parses the text of an ignore file.
    public static func parse(_ text: String) -> [Pattern] {
        var patterns: [Pattern] = []
        // Split on bytes: a Character-level split would keep "\r\n" together.
        for line in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if let pattern = parseLine(Array(line)) { patterns.append(pattern) }
        }
        return patterns
    }

    static func parseLine(_ line: [UInt8]) -> Pattern? {
        var bytes = line
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        // Trailing spaces are dropped unless escaped.
        while bytes.last == UInt8(ascii: " ") {
            let count = bytes.count
            if count >= 2, bytes[count - 2] == UInt8(ascii: "\\") { break }
            bytes.removeLast()
        }
        guard let first = bytes.first, first != UInt8(ascii: "#") else { return nil }
        var negated = false
        if first == UInt8(ascii: "!") {
            negated = true
            bytes.removeFirst()
        } else if first == UInt8(ascii: "\\"), bytes.count > 1,
                  bytes[1] == UInt8(ascii: "#") || bytes[1] == UInt8(ascii: "!") {
            bytes.removeFirst()
        }
        var directoryOnly = false
        if bytes.last == UInt8(ascii: "/") {
            directoryOnly = true
            while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        }
        guard !bytes.isEmpty else { return nil }
        let anchored = bytes.contains(UInt8(ascii: "/"))
        while bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        guard !bytes.isEmpty else { return nil }
        if !anchored { bytes = Array("**/".utf8) + bytes }
        let globText = String(decoding: bytes, as: UTF8.self)
        return Pattern(text: String(decoding: line, as: UTF8.self), negated: negated, directoryOnly: directoryOnly,
                       glob: Glob(globText, matchesDescendants: false))
    }

    // MARK: - Locating the git directory

    /// The common git directory for a `.git` folder or a `.git` file (worktrees,
    /// submodules), where `info/exclude` lives.
    static func commonGitDirectory(_ gitEntry: String) -> String? {
        var dir = gitEntry
        if !FileSystem.isDirectory(gitEntry) {
            guard let bytes = try? FileBytes.read(path: gitEntry) else { return nil }
            let text = String(decoding: bytes, as: UTF8.self)
            guard let line = text.split(separator: "\n").first, line.hasPrefix("gitdir:") else { return nil }
            let target = line.dropFirst("gitdir:".count).trimmingSpaces()
            dir = target.hasPrefix("/") ? target : (FileSystem.parent(of: gitEntry) ?? "") + "/" + target
        }
        if let bytes = try? FileBytes.read(path: dir + "/commondir") {
            let common = String(decoding: bytes, as: UTF8.self).trimmingSpaces()
            if !common.isEmpty { dir = common.hasPrefix("/") ? common : dir + "/" + common }
        }
        return dir
    }

    static func trimmingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(self).trimmingSpaces()
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let c = scalars.first, c == " " || c == "\t" || c == "\r" || c == "\n" { scalars.removeFirst() }
        while let c = scalars.last, c == " " || c == "\t" || c == "\r" || c == "\n" { scalars.removeLast() }
        return String(scalars)
    }
}
