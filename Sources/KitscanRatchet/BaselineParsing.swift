import Foundation
import KitscanSupport

extension Baseline {
    /// Parses a baseline file's bytes. `path` is used only in error messages.
    ///
    /// Strict about anything that could change a count (types, signs, versions, paths, unknown
    /// keys), lenient about what is harmless: unsorted fingerprints are sorted, zero counts and
    /// empty files are dropped, a missing `fingerprints` list is empty, fewer or more hashes than
    /// `count` are accepted (the count is what is enforced), an empty `raised` note is ignored,
    /// a UTF-8 byte-order mark is skipped.
    public static func parse(_ data: Data, path: String) throws(BaselineError) -> Baseline {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        let reader = try BaselineReader(bytes, path: path)
        var files: [String: [String: Entry]] = [:]
        for (filePath, rules) in try reader.files() {
            let entries = try reader.entries(of: filePath, rules)
            if !entries.isEmpty { files[filePath] = entries }
        }
        return Baseline(files: files)
    }

    /// Why `path` is not a repository-relative POSIX path, or nil if it is one.
    static func pathProblem(_ path: String) -> String? {
        if path.isEmpty { return "is empty" }
        if path.hasPrefix("/") { return "is absolute; paths must be relative to the repository root" }
        if path.contains("\\") { return "uses '\\'; paths use '/' separators" }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "has an empty component ('//' or a trailing '/')" }
            if component == "." || component == ".." { return "has a '\(component)' component; write it relative to the repository root" }
        }
        return nil
    }

    /// A justification as stored: trimmed, each whitespace run (newlines too) one space; nil when empty.
    static func oneLine(_ text: String) -> String? {
        let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The line of the first git conflict marker (`<<<<<<< `, `=======`, `>>>>>>> ` at a line start).
    static func conflictMarkerLine(_ bytes: [UInt8]) -> Int? {
        var line = 1
        var atLineStart = true
        var i = 0
        while i < bytes.count {
            if atLineStart {
                for marker in [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")] {
                    if i + 7 <= bytes.count && bytes[i..<(i + 7)].allSatisfy({ $0 == marker }) {
                        return line
                    }
                }
            }
            atLineStart = bytes[i] == 0x0A
            if atLineStart { line += 1 }
            i += 1
        }
        return nil
    }
}

extension String {
    /// nil unless `bytes` is valid UTF-8.
    init?(validatingUTF8Bytes bytes: [UInt8]) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        self = String(decoding: bytes, as: UTF8.self)
    }
}

/// A baseline document being read: its JSON with the positions of its values, so each
/// error names the line and the value it found there.
private struct BaselineReader {
    let path: String
    let document: JSONDocument

    init(_ bytes: [UInt8], path: String) throws(BaselineError) {
        self.path = path
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw BaselineError(path: path, line: nil, problem: .empty)
        }
        if let markerLine = Baseline.conflictMarkerLine(bytes) {
            throw BaselineError(path: path, line: markerLine, problem: .conflictMarkers)
        }
        do {
            document = try JSONParser.parseDocument(bytes)
        } catch {
            // Checked before the syntax's own words so that a file cut inside a multi-byte
            // character reads as truncated, and any other bad byte as not UTF-8.
            if !error.atEnd && String(validatingUTF8Bytes: bytes) == nil { throw BaselineError(path: path, line: nil, problem: .notUTF8) }
            let message: String
            switch error.kind {
            case .duplicateKey(let key): message = "the key \"\(key)\" appears twice in the same object"
            case .tooDeep: message = "values nested too deeply"
            case .trailingCommaInObject: message = "expected a key after `,`; remove the trailing comma"
            case .other: message = error.message
            }
            throw BaselineError(path: path, line: error.line, problem: .syntax(message, truncated: error.atEnd))
        }
        if String(validatingUTF8Bytes: bytes) == nil { throw BaselineError(path: path, line: nil, problem: .notUTF8) }
    }

    /// An error at `node` (or at the object lacking what it names), on the line it starts.
    func error(_ node: JSONNode, _ problem: BaselineError.Problem) -> BaselineError {
        BaselineError(path: path, line: document.line(of: JSONShapeError(path: node.path, problem: "")), problem: problem)
    }

    func invalid(_ node: JSONNode, _ message: String) -> BaselineError {
        error(node, .invalid(message))
    }

    /// What `node` is, in the file's words: a number as written (`1.5`, `1e2`).
    func kindName(_ node: JSONNode) -> String {
        switch node.value {
        case .number: return "the number " + (document.numberTexts[node.path] ?? node.value.description)
        case .bool(let b): return b ? "true" : "false"
        default: return node.value.kindName
        }
    }

    /// An object's members sorted by key (`Order.less`), or nil when it is no object.
    func sortedMembers(_ node: JSONNode) -> [(key: String, node: JSONNode)]? {
        (try? node.members())?.sorted { Order.less($0.key, $1.key) }
    }

    /// The top level checked (`version`, nothing unknown); the members of its `files` object.
    func files() throws(BaselineError) -> [(key: String, node: JSONNode)] {
        let root = document.node
        guard let top = sortedMembers(root) else {
            throw invalid(root, "the top level must be an object, found \(kindName(root))")
        }
        for (key, node) in top where key != "version" && key != "files" {
            throw invalid(node, "unknown key \"\(key)\" at the top level (expected \"version\" and \"files\")")
        }
        guard let version = try? root.member("version") else { throw error(root, .missingVersion) }
        guard case .number = version.value, let versionText = document.numberTexts[version.path] else {
            throw invalid(version, "\"version\" must be the number \(Baseline.currentVersion), found \(kindName(version))")
        }
        guard Int(versionText) == Baseline.currentVersion else { throw error(version, .unsupportedVersion(versionText)) }
        guard let files = try? root.member("files") else { throw invalid(root, "missing the \"files\" key") }
        guard let members = sortedMembers(files) else {
            throw invalid(files, "\"files\" must be an object of path -> rules, found \(kindName(files))")
        }
        return members
    }

    /// One file's entries, those with a count above 0.
    func entries(of filePath: String, _ rules: JSONNode) throws(BaselineError) -> [String: Baseline.Entry] {
        if let problem = Baseline.pathProblem(filePath) { throw invalid(rules, "the path \"\(filePath)\" \(problem)") }
        guard let ruleMembers = sortedMembers(rules) else {
            throw invalid(rules, "\"\(filePath)\" must map to an object of rule -> entry, found \(kindName(rules))")
        }
        var entries: [String: Baseline.Entry] = [:]
        for (rule, node) in ruleMembers {
            if rule.isEmpty || rule.utf8.contains(where: { $0 <= 0x20 }) {
                throw invalid(node, "\"\(filePath)\" has the rule id \"\(rule)\", which is empty or holds whitespace")
            }
            let entry = try self.entry(node, named: "\"\(filePath)\" → \"\(rule)\"")
            if entry.count > 0 { entries[rule] = entry }
        }
        return entries
    }

    /// One entry: `count` (required), `fingerprints`, `raised`, nothing else.
    func entry(_ node: JSONNode, named at: String) throws(BaselineError) -> Baseline.Entry {
        guard let fields = sortedMembers(node) else {
            throw invalid(node, "\(at) must be an object like {\"count\": 1, \"fingerprints\": […]}, found \(kindName(node))")
        }
        var count: Int?
        var hashes: [String] = []
        var raised: String?
        for (field, node) in fields {
            switch field {
            case "count":
                guard case .number = node.value, let text = document.numberTexts[node.path] else {
                    throw invalid(node, "\(at): \"count\" must be a whole number, found \(kindName(node))")
                }
                guard let n = Int(text) else { throw invalid(node, "\(at): \"count\" must be a whole number, found \(text)") }
                guard n >= 0 else { throw invalid(node, "\(at): \"count\" is negative (\(n))") }
                count = n
            case "fingerprints":
                hashes = try fingerprints(node, named: at)
            case "raised":
                guard case .string(let note) = node.value else {
                    throw invalid(node, "\(at): \"raised\" must be a string (the justification), found \(kindName(node))")
                }
                raised = Baseline.oneLine(note)
            default:
                throw invalid(node, "\(at): unknown key \"\(field)\" (expected \"count\", \"fingerprints\" or \"raised\")")
            }
        }
        guard let count else { throw invalid(node, "\(at) has no \"count\"") }
        return Baseline.Entry(count: count, fingerprints: hashes, raised: raised)
    }

    func fingerprints(_ node: JSONNode, named at: String) throws(BaselineError) -> [String] {
        guard let items = try? node.elements() else {
            throw invalid(node, "\(at): \"fingerprints\" must be a list of strings, found \(kindName(node))")
        }
        var hashes: [String] = []
        for item in items {
            guard case .string(let h) = item.value else {
                throw invalid(item, "\(at): \"fingerprints\" must hold strings, found \(kindName(item))")
            }
            guard Fingerprint.isValidHash(h) else {
                throw invalid(item, "\(at): the fingerprint \"\(h)\" is not \(Fingerprint.hashLength) lowercase hex digits")
            }
            hashes.append(h)
        }
        return hashes
    }
}
