import Foundation
import KitscanSupport

/// A CODEOWNERS file read with GitHub's rules, and GitLab's sections.
///
/// GitHub: the last matching pattern wins, a pattern with no owners un-assigns the files
/// it matches, `!` is not supported, a pattern without a `/` (but a trailing one) matches at
/// any depth, and a pattern ending in a wildcard name (`docs/*`) matches files at that
/// level only. GitLab: `[Section]` (or `^[Section]`, `[Section][2]`) starts a section, with
/// default owners after it; each section has its own last match, and the file's owners are
/// those of every section together.
public struct CodeOwners: Sendable {
    /// Where GitHub looks, in order: the first found is used.
    public static let locations = [".github/CODEOWNERS", "CODEOWNERS", "docs/CODEOWNERS"]

    /// One pattern line.
    public struct Entry: Sendable {
        public var pattern: String
        public var owners: [String]
        public var line: Int
        let glob: Glob
        let directoryOnly: Bool
        /// Whether a folder the pattern names holds its files (not for `docs/*`).
        let coversFolders: Bool
    }

    /// A line that was not read, and why.
    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var reason: String
        public var description: String { "\(file):\(line): \(reason); the line is ignored, the rest is read" }
    }

    /// The file as named in messages (`.github/CODEOWNERS`).
    public var file: String
    /// Sections in order; the first holds the lines before any `[Section]`.
    var sections: [[Entry]]
    public var problems: [Problem]

    /// Parses CODEOWNERS text; `file` names it in problems.
    public init(text: String, file: String = "CODEOWNERS") {
        self.file = file
        var sections: [[Entry]] = [[]]
        var defaults: [String] = []
        var problems: [Problem] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            line = Self.strippingComment(line).trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            if let section = Self.section(line) {
                sections.append([])
                defaults = section
                continue
            }
            switch Self.entry(line, number: number, defaults: defaults) {
            case .success(let entry): sections[sections.count - 1].append(entry)
            case .failure(let problem): problems.append(Problem(file: file, line: number, reason: problem.reason))
            }
        }
        self.sections = sections
        self.problems = problems
    }

    /// Reads the first CODEOWNERS found under `root` (GitHub's order), or nil when there is none.
    public static func load(root: String) -> CodeOwners? {
        for location in locations {
            guard FileSystem.isRegularFile(root + "/" + location), let bytes = try? FileBytes.read(path: root + "/" + location) else {
                continue
            }
            return CodeOwners(text: String(decoding: bytes, as: UTF8.self), file: location)
        }
        return nil
    }

    /// The owners of `path` (relative to the repository's top), in the order written; empty
    /// when nobody owns it.
    public func owners(of path: String) -> [String] {
        var owners: [String] = []
        for section in sections {
            guard let last = section.last(where: { $0.matches(path) }) else { continue }
            for owner in last.owners where !owners.contains(owner) { owners.append(owner) }
        }
        return owners
    }

    // MARK: - Lines

    struct LineProblem: Error { var reason: String }

    /// `[Section]`, `^[Section]`, `[Section][2]`, with default owners after it; nil for a pattern line.
    static func section(_ line: String) -> [String]? {
        var rest = Substring(line)
        if rest.hasPrefix("^") { rest = rest.dropFirst() }
        guard rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), rest.index(after: rest.startIndex) < close else { return nil }
        rest = rest[rest.index(after: close)...]
        if rest.hasPrefix("["), let approvals = rest.firstIndex(of: "]") { rest = rest[rest.index(after: approvals)...] }
        // A path that starts with a bracket class (`[abc]/x`) goes on with a path, not owners.
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        return rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    static func entry(_ line: String, number: Int, defaults: [String]) -> Result<Entry, LineProblem> {
        let parts = splitFields(line)
        guard var pattern = parts.first else { return .failure(LineProblem(reason: "no pattern")) }
        if pattern.hasPrefix("!") {
            return .failure(LineProblem(reason: "`!` (negation) is not supported in CODEOWNERS"))
        }
        if pattern.contains("[") {
            return .failure(LineProblem(reason: "`[` (character ranges) is not supported in CODEOWNERS patterns"))
        }
        var owners = Array(parts.dropFirst())
        for owner in owners where !isOwner(owner) {
            return .failure(LineProblem(reason: "`\(owner)` is not an owner: write @user, @org/team or an email address"))
        }
        if owners.isEmpty { owners = defaults }
        let directoryOnly = pattern.hasSuffix("/")
        while pattern.hasSuffix("/") && pattern.count > 1 { pattern.removeLast() }
        let anchored = pattern.contains("/")
        var body = pattern
        while body.hasPrefix("/") { body.removeFirst() }
        guard !body.isEmpty else { return .failure(LineProblem(reason: "the pattern `\(pattern)` names no files")) }
        let lastName = body.split(separator: "/").last.map(String.init) ?? body
        let glob = Glob(anchored ? body : "**/" + body, matchesDescendants: false)
        return .success(Entry(pattern: parts[0], owners: owners, line: number, glob: glob, directoryOnly: directoryOnly,
                              coversFolders: lastName == "**" || !lastName.contains(where: { $0 == "*" || $0 == "?" })))
    }

    /// Fields split on unescaped spaces (`\ ` keeps a space in a pattern).
    static func splitFields(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == " " || character == "\t" {
                if !current.isEmpty { fields.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { fields.append(current) }
        return fields
    }

    /// The line without a `#` comment (`\#` is a literal `#`).
    static func strippingComment(_ line: String) -> String {
        var previous: Character = " "
        var result = ""
        for character in line {
            if character == "#" && previous != "\\" { break }
            result.append(character)
            previous = character
        }
        return result
    }

    static func isOwner(_ text: String) -> Bool {
        if text.hasPrefix("@") { return text.count > 1 }
        guard let at = text.firstIndex(of: "@") else { return false }
        return at > text.startIndex && text[text.index(after: at)...].contains(".")
    }
}

extension CodeOwners.Entry {
    /// Whether the pattern names `path`, or a folder above it that holds it.
    func matches(_ path: String) -> Bool {
        if !directoryOnly && glob.matches(path) { return true }
        guard coversFolders else { return false }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if glob.matches(String(folder)) { return true }
        }
        return false
    }
}
