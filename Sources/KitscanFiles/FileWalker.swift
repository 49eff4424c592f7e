import Foundation
import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a walk found.
public struct WalkResult: Sendable, Equatable {
    /// Files to scan, relative to the root, POSIX, sorted.
    public var files: [String]
    /// Files and folders that could not be listed or named, sorted by path: never dropped silently.
    public var problems: [UnreadableFile]
    /// What `exclude` globs left out: files, and folders skipped whole (ending with `/`),
    /// sorted. Lets the caller tell which exclude globs matched nothing.
    public var excluded: [String]

    public init(files: [String] = [], problems: [UnreadableFile] = [], excluded: [String] = []) {
        self.files = files
        self.problems = problems
        self.excluded = excluded
    }
}

/// Lists the source files under a root folder.
///
/// Never enters `.build`, `.git`, `.swiftpm` or any other folder whose name starts with
/// `.`; skips what `.gitignore` ignores; applies include and exclude globs (relative to
/// the root). Symbolic links are followed; a link back into a folder being walked, a link
/// to something already listed (listed once, under its real path first), a dangling link,
/// an unreadable folder and a name that is not UTF-8 are handled without looping and,
/// except duplicates, reported in `problems`.
public struct FileWalker: Sendable {
    /// The root folder: absolute, or relative to the working folder.
    public var root: String
    public var include: [Glob]
    public var exclude: [Glob]
    public var respectsGitIgnore: Bool
    /// The file extension to list, without the dot.
    public var fileExtension: String

    public init(root: String, include: [Glob] = [Glob("**/*.swift")], exclude: [Glob] = [],
                respectsGitIgnore: Bool = true, fileExtension: String = "swift") {
        self.root = root
        self.include = include
        self.exclude = exclude
        self.respectsGitIgnore = respectsGitIgnore
        self.fileExtension = fileExtension
    }

    /// What the walker lists: the one home of "which files are scanned".
    public var selection: FileSelection {
        FileSelection(include: include, exclude: exclude, fileExtension: fileExtension)
    }

    /// Walks the whole root, or only `paths` (files or folders; absolute or relative to
    /// the working folder) when given. Explicit files are filtered like walked ones.
    public func walk(paths: [String] = []) -> WalkResult {
        var walk = Walk(walker: self)
        walk.run(paths: paths)
        return walk.result()
    }
}

/// Device and inode: the identity of a file or folder, to detect loops and duplicates.
struct FileID: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}

struct PendingFolder {
    var relative: [UInt8]
    var absolute: [UInt8]
    var ancestry: [FileID]
}

struct PendingLink {
    var relative: [UInt8]
    var absolute: [UInt8]
    /// The folders holding the link, root first.
    var ancestry: [FileID]
}

/// The mutable state of one walk.
struct Walk {
    let walker: FileWalker
    let selection: FileSelection
    var rootAbsolute: [UInt8] = []
    var gitIgnore: GitIgnore = .none
    /// May name a file twice (given explicitly and found in its folder): `result` keeps one.
    var files: [[UInt8]] = []
    var problems: [UnreadableFile] = []
    var excluded: Set<String> = []
    var visitedFolders: Set<FileID> = []
    var seenFiles: Set<FileID> = []
    var folders: [PendingFolder] = []
    var links: [PendingLink] = []

    init(walker: FileWalker) {
        self.walker = walker
        self.selection = walker.selection
    }

    mutating func run(paths: [String]) {
        let rootText = FileSystem.absolute(walker.root)
        guard let real = FileSystem.realPath(Array(rootText.utf8)), FileSystem.isDirectory(rootText) else {
            problems.append(UnreadableFile(path: ".", reason: "root folder \(walker.root) not found"))
            return
        }
        rootAbsolute = real
        if walker.respectsGitIgnore { gitIgnore = GitIgnore(root: String(decoding: real, as: UTF8.self)) }
        if paths.isEmpty {
            list(PendingFolder(relative: [], absolute: real, ancestry: []))
            drainSubtreesOnEveryCore()
        } else {
            for path in paths { addExplicit(path) }
        }
        drain()
        // Links last, so that whatever is reachable by its real path is listed under it.
        while !links.isEmpty {
            let round = links.sorted { $0.relative.lexicographicallyPrecedes($1.relative) }
            links = []
            for link in round { follow(link) }
            drain()
        }
    }

    func result() -> WalkResult {
        var names: [String] = []
        var problems = self.problems
        // Byte order first (cheap), duplicates dropped; the String sort below then sees
        // sorted input and only settles names whose Unicode order differs from their bytes'.
        var sorted = files
        sorted.sort { a, b in
            a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in
                    let length = min(a.count, b.count)
                    let common = length == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, length)
                    return common != 0 ? common < 0 : a.count < b.count
                }
            }
        }
        var previous: [UInt8]?
        for file in sorted {
            if file == previous { continue }
            previous = file
            if let name = FilePathText.utf8(file) {
                names.append(name)
            } else {
                problems.append(UnreadableFile(path: FilePathText.display(file),
                                               reason: "the path is not valid UTF-8 text; rename the file or folder to scan it"))
            }
        }
        problems.sort { $0.path != $1.path ? $0.path < $1.path : $0.reason < $1.reason }
        return WalkResult(files: names.sorted(), problems: problems, excluded: excluded.sorted())
    }

    // MARK: - Folders

    mutating func drain() {
        while let folder = folders.popLast() { list(folder) }
    }

    /// The folders waiting (the root's) walked on every core, each by a walk of its own,
    /// merged after: every result is sorted at the end, so the order they finish in does
    /// not show. Should one folder be reached from two of them (a bind mount), they are
    /// dropped and `drain` walks the folders again on one core, listing it once.
    mutating func drainSubtreesOnEveryCore() {
        guard folders.count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        var empty = self
        empty.folders = []
        empty.files = []
        empty.problems = []
        empty.excluded = []
        empty.seenFiles = []
        empty.links = []
        let base = empty
        let parts = Parallel.map(folders) { folder -> Walk in
            var part = base
            part.folders = [folder]
            part.drain()
            return part
        }
        var visited = visitedFolders
        var separate = visitedFolders.count
        for part in parts {
            visited.formUnion(part.visitedFolders)
            separate += part.visitedFolders.count - base.visitedFolders.count
        }
        guard visited.count == separate else { return }
        folders = []
        visitedFolders = visited
        for part in parts {
            files += part.files
            problems += part.problems
            excluded.formUnion(part.excluded)
            seenFiles.formUnion(part.seenFiles)
            links += part.links
            gitIgnore.merge(part.gitIgnore)
        }
    }

    mutating func list(_ folder: PendingFolder) {
        guard let dir = FileSystem.withCString(folder.absolute, { opendir($0) }) else {
            let code = errno
            let reason = code == EACCES || code == EPERM
                ? "folder cannot be read: permission denied; its files were not scanned (chmod u+rx)"
                : "folder cannot be read: \(FileSystem.message(code)); its files were not scanned"
            problems.append(UnreadableFile(path: displayFolder(folder.relative), reason: reason))
            return
        }
        defer { closedir(dir) }
        var info = stat()
        guard fstat(dirfd(dir), &info) == 0 else { return }
        let id = FileID(info)
        // Reached twice (an explicit folder inside another, a link): listed once.
        guard visitedFolders.insert(id).inserted else { return }
        // The entries first: the folder's `.gitignore` applies to all of them, and is read
        // only when the listing has one (most folders have none: no failed open each).
        var entries: [Entry] = []
        var hasIgnoreFile = false
        while let entry = readdir(dir) {
            let name = Walk.name(of: entry)
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            if name == Walk.ignoreFileName { hasIgnoreFile = true }
            entries.append(Entry(name: name, type: entry.pointee.d_type, inode: UInt64(entry.pointee.d_ino)))
        }
        if walker.respectsGitIgnore { gitIgnore.load(directory: folder.relative, present: hasIgnoreFile) }
        let ancestry = folder.ancestry + [id]
        for entry in entries {
            let name = entry.name
            var relative = folder.relative
            if !relative.isEmpty { relative.append(UInt8(ascii: "/")) }
            relative += name
            var type = entry.type
            if type == UInt8(DT_UNKNOWN) {
                guard let info = FileSystem.lstatInfo(folder.absolute + [UInt8(ascii: "/")] + name) else { continue }
                type = Walk.direntType(info.st_mode)
            }
            switch type {
            case UInt8(DT_DIR):
                if !FileSelection.entersFolder(named: name) { continue }
                if shouldEnter(relative) {
                    folders.append(PendingFolder(relative: relative, absolute: folder.absolute + [UInt8(ascii: "/")] + name,
                                                 ancestry: ancestry))
                }
            case UInt8(DT_REG):
                guard hasSuffix(name), shouldList(relative) else { continue }
                var fileID = info
                fileID.st_ino = numericCast(entry.inode)
                seenFiles.insert(FileID(fileID))
                files.append(relative)
            case UInt8(DT_LNK):
                links.append(PendingLink(relative: relative, absolute: folder.absolute + [UInt8(ascii: "/")] + name,
                                         ancestry: ancestry))
            default:
                if hasSuffix(name), shouldList(relative) {
                    problems.append(UnreadableFile(path: FilePathText.display(relative),
                                                   reason: "not a regular file (device, socket or pipe)"))
                }
            }
        }
    }

    /// One name read from a folder.
    struct Entry {
        var name: [UInt8]
        var type: UInt8
        var inode: UInt64
    }

    static let ignoreFileName = Array(".gitignore".utf8)

    // MARK: - Links

    mutating func follow(_ link: PendingLink) {
        let name = Walk.lastName(link.relative)
        switch FileSystem.statInfo(link.absolute) {
        case .failure(let error):
            let looksLikeFile = hasSuffix(name)
            guard name.first != UInt8(ascii: ".") || looksLikeFile else { return }
            guard looksLikeFile ? shouldList(link.relative) : shouldEnter(link.relative, recordExclusion: false) else { return }
            let target = FileSystem.readLink(link.absolute).map(FilePathText.display) ?? "?"
            let reason: String
            switch error.code {
            case ENOENT, ENOTDIR: reason = "dangling symbolic link: its target \(target) does not exist"
            case ELOOP: reason = "symbolic link loop: \(target) leads back to itself"
            case EACCES, EPERM: reason = "symbolic link target \(target) cannot be read: permission denied"
            default: reason = "symbolic link target \(target) cannot be read: \(FileSystem.message(error.code))"
            }
            problems.append(UnreadableFile(path: FilePathText.display(link.relative), reason: reason))
        case .success(let info):
            let id = FileID(info)
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard name.first != UInt8(ascii: ".") else { return }
                if link.ancestry.contains(id) {
                    let target = FileSystem.readLink(link.absolute).map(FilePathText.display) ?? "?"
                    problems.append(UnreadableFile(
                        path: FilePathText.display(link.relative),
                        reason: "symbolic link loop: \(target) is a folder that contains the link; not followed"))
                    return
                }
                // Already listed under its real path (or another link): listing it again
                // would count every finding twice.
                guard !visitedFolders.contains(id), shouldEnter(link.relative) else { return }
                folders.append(PendingFolder(relative: link.relative, absolute: link.absolute, ancestry: link.ancestry))
            case S_IFREG:
                guard hasSuffix(name), shouldList(link.relative) else { return }
                guard seenFiles.insert(id).inserted else { return }
                files.append(link.relative)
            default:
                if hasSuffix(name), shouldList(link.relative) {
                    problems.append(UnreadableFile(path: FilePathText.display(link.relative),
                                                   reason: "not a regular file (device, socket or pipe)"))
                }
            }
        }
    }
}
