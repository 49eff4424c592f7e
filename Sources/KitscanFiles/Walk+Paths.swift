import Foundation
import KitscanSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A walk's explicit paths, filters and path bytes.
extension Walk {
    // MARK: - Explicit paths

    mutating func addExplicit(_ path: String) {
        let absolute = FileSystem.absolute(path)
        let bytes = Array(absolute.utf8)
        guard let linkInfo = FileSystem.lstatInfo(bytes) else {
            problems.append(UnreadableFile(path: path, reason: "no such file or folder"))
            return
        }
        let isLink = linkInfo.st_mode & S_IFMT == S_IFLNK
        let target = FileSystem.statInfo(bytes)
        var isFolder = false
        if case .success(let info) = target, info.st_mode & S_IFMT == S_IFDIR { isFolder = true }
        // A folder is named by its real path; a file by its own name in its real folder,
        // so that a linked file keeps the name the user gave.
        var relative: [UInt8]
        if isFolder {
            guard let real = FileSystem.realPath(bytes), let inside = relativeToRoot(real) else {
                problems.append(outside(path))
                return
            }
            relative = inside
        } else {
            guard let parent = FileSystem.parent(of: absolute), let realParent = FileSystem.realPath(Array(parent.utf8)),
                  let inside = relativeToRoot(realParent) else {
                problems.append(outside(path))
                return
            }
            relative = inside
            if !relative.isEmpty { relative.append(UInt8(ascii: "/")) }
            relative += Walk.lastName(bytes)
        }
        // Every folder on the way must be one the walk would enter. Their identities form
        // the ancestry, so that a link back above the explicit folder is a loop too.
        let components = relative.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        var prefix: [UInt8] = []
        var ancestry: [FileID] = []
        if case .success(let info) = FileSystem.statInfo(rootAbsolute) { ancestry.append(FileID(info)) }
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            if !prefix.isEmpty { prefix.append(UInt8(ascii: "/")) }
            prefix += component
            if isLast && !isFolder { break }
            if !FileSelection.entersFolder(named: component) || !shouldEnter(prefix) { return }
            if !isLast {
                if walker.respectsGitIgnore { gitIgnore.load(directory: prefix) }
                if case .success(let info) = FileSystem.statInfo(rootAbsolute + [UInt8(ascii: "/")] + prefix) {
                    ancestry.append(FileID(info))
                }
            }
        }
        if isFolder {
            // The root itself is listed with an empty ancestry: list() adds it.
            folders.append(PendingFolder(relative: relative, absolute: bytes, ancestry: relative.isEmpty ? [] : ancestry))
            return
        }
        if isLink {
            links.append(PendingLink(relative: relative, absolute: bytes, ancestry: ancestry))
            return
        }
        guard hasSuffix(Walk.lastName(relative)), shouldList(relative) else { return }
        if case .success(let info) = target, info.st_mode & S_IFMT == S_IFREG {
            seenFiles.insert(FileID(info))
            files.append(relative)
        } else {
            problems.append(UnreadableFile(path: FilePathText.display(relative),
                                           reason: "not a regular file (device, socket or pipe)"))
        }
    }

    func outside(_ path: String) -> UnreadableFile {
        UnreadableFile(path: path, reason: "outside the project folder \(String(decoding: rootAbsolute, as: UTF8.self)); "
                       + "pass paths inside it, or point --config at the kitscan.json that covers it")
    }

    /// `real` relative to the root, or nil when it is not inside it.
    func relativeToRoot(_ real: [UInt8]) -> [UInt8]? {
        if real == rootAbsolute { return [] }
        let base = rootAbsolute == [UInt8(ascii: "/")] ? rootAbsolute : rootAbsolute + [UInt8(ascii: "/")]
        guard real.count > base.count, Array(real[0..<base.count]) == base else { return nil }
        return Array(real[base.count...])
    }

    // MARK: - Filters

    mutating func shouldEnter(_ relative: [UInt8], recordExclusion: Bool = true) -> Bool {
        let verdict: Bool = relative.withUnsafeBufferPointer { path in
            for glob in selection.exclude where glob.matchesEverything(below: path) {
                if recordExclusion { excluded.insert(FilePathText.display(relative) + "/") }
                return false
            }
            return selection.include.contains { $0.canMatch(below: path) }
        }
        guard verdict else { return false }
        return !(walker.respectsGitIgnore && gitIgnore.isIgnoredItself(relative, isDirectory: true))
    }

    mutating func shouldList(_ relative: [UInt8]) -> Bool {
        let verdict: Bool = relative.withUnsafeBufferPointer { path in
            guard selection.includes(path) else { return false }
            if selection.excludes(path) {
                excluded.insert(FilePathText.display(relative))
                return false
            }
            return true
        }
        guard verdict else { return false }
        return !(walker.respectsGitIgnore && gitIgnore.isIgnoredItself(relative, isDirectory: false))
    }

    func hasSuffix(_ name: [UInt8]) -> Bool {
        name.withUnsafeBufferPointer { selection.hasExtension($0) }
    }

    func displayFolder(_ relative: [UInt8]) -> String {
        relative.isEmpty ? "." : FilePathText.display(relative) + "/"
    }

    // MARK: - Bytes

    static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        withUnsafePointer(to: &entry.pointee.d_name) { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                Array(UnsafeBufferPointer(start: $0, count: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))))
            }
        }
    }

    static func lastName(_ path: [UInt8]) -> [UInt8] {
        var path = path
        while path.count > 1 && path.last == UInt8(ascii: "/") { path.removeLast() }
        if let slash = path.lastIndex(of: UInt8(ascii: "/")) { return Array(path[(slash + 1)...]) }
        return path
    }

    static func direntType(_ mode: mode_t) -> UInt8 {
        switch mode & S_IFMT {
        case S_IFDIR: return UInt8(DT_DIR)
        case S_IFREG: return UInt8(DT_REG)
        case S_IFLNK: return UInt8(DT_LNK)
        default: return UInt8(DT_FIFO)
        }
    }
}

extension FileWalker {
    /// Why the walk never enters the folder `relative` (to the root) or one above it: "hidden"
    /// (a name starting with `.`: `.build`), "git-ignored", or "excluded" (by an `exclude`
    /// glob); nil when it does. A config that names such a folder is told so, never just
    /// that its glob matched no file.
    public func skipReason(_ relative: String) -> String? {
        var walk = Walk(walker: self)
        let rootText = FileSystem.absolute(root)
        guard let real = FileSystem.realPath(Array(rootText.utf8)) else { return nil }
        walk.rootAbsolute = real
        if respectsGitIgnore { walk.gitIgnore = GitIgnore(root: String(decoding: real, as: UTF8.self)) }
        var prefix: [UInt8] = []
        for component in relative.split(separator: "/") where component != "." {
            if !prefix.isEmpty { prefix.append(UInt8(ascii: "/")) }
            prefix += Array(component.utf8)
            if !FileSelection.entersFolder(named: Array(component.utf8)) { return "hidden" }
            let excluded = prefix.withUnsafeBufferPointer { path in walk.selection.exclude.contains { $0.matchesEverything(below: path) } }
            if excluded { return "excluded" }
            if respectsGitIgnore && walk.gitIgnore.isIgnoredItself(prefix, isDirectory: true) { return "git-ignored" }
            if respectsGitIgnore { walk.gitIgnore.load(directory: prefix) }
        }
        return nil
    }
}
