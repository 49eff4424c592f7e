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
        let fileMembers = try reader.files()
        var files: [String: [String: Entry]] = [:]
        for filePath in fileMembers.keys.sorted(by: Order.less) {
            let entries = try reader.entries(of: filePath, fileMembers[filePath]!)
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

    func error(_ at: String, _ problem: BaselineError.Problem) -> BaselineError {
        BaselineError(path: path, line: document.positions[at]?.line, problem: problem)
    }

    func invalid(_ at: String, _ message: String) -> BaselineError {
        error(at, .invalid(message))
    }

    func kindName(_ value: JSONValue, _ at: String) -> String {
        switch value {
        case .number: return "the number " + (document.numberTexts[at] ?? value.description)
        case .bool(let b): return b ? "true" : "false"
        default: return value.kindName
        }
    }

    /// The top level checked (`version`, nothing unknown); its `files` object.
    func files() throws(BaselineError) -> JSONObject {
        let root = document.value
        guard case .object(let top) = root else {
            throw invalid("", "the top level must be an object, found \(kindName(root, ""))")
        }
        for key in top.keys.sorted(by: Order.less) where key != "version" && key != "files" {
            throw invalid(key, "unknown key \"\(key)\" at the top level (expected \"version\" and \"files\")")
        }
        guard let versionNode = top["version"] else { throw error("", .missingVersion) }
        guard case .number = versionNode, let versionText = document.numberTexts["version"] else {
            throw invalid("version", "\"version\" must be the number \(Baseline.currentVersion), found \(kindName(versionNode, "version"))")
        }
        guard Int(versionText) == Baseline.currentVersion else { throw error("version", .unsupportedVersion(versionText)) }
        guard let filesNode = top["files"] else { throw invalid("", "missing the \"files\" key") }
        guard case .object(let members) = filesNode else {
            throw invalid("files", "\"files\" must be an object of path -> rules, found \(kindName(filesNode, "files"))")
        }
        return members
    }

    /// One file's entries, those with a count above 0.
    func entries(of filePath: String, _ rulesNode: JSONValue) throws(BaselineError) -> [String: Baseline.Entry] {
        let fileAt = "files." + filePath
        if let problem = Baseline.pathProblem(filePath) { throw invalid(fileAt, "the path \"\(filePath)\" \(problem)") }
        guard case .object(let ruleMembers) = rulesNode else {
            throw invalid(fileAt, "\"\(filePath)\" must map to an object of rule -> entry, found \(kindName(rulesNode, fileAt))")
        }
        var entries: [String: Baseline.Entry] = [:]
        for rule in ruleMembers.keys.sorted(by: Order.less) {
            let entryAt = fileAt + "." + rule
            if rule.isEmpty || rule.utf8.contains(where: { $0 <= 0x20 }) {
                throw invalid(entryAt, "\"\(filePath)\" has the rule id \"\(rule)\", which is empty or holds whitespace")
            }
            let entry = try self.entry(ruleMembers[rule]!, at: entryAt, named: "\"\(filePath)\" → \"\(rule)\"")
            if entry.count > 0 { entries[rule] = entry }
        }
        return entries
    }

    /// One entry: `count` (required), `fingerprints`, `raised`, nothing else.
    func entry(_ node: JSONValue, at entryAt: String, named at: String) throws(BaselineError) -> Baseline.Entry {
        guard case .object(let fields) = node else {
            throw invalid(entryAt, "\(at) must be an object like {\"count\": 1, \"fingerprints\": […]}, found \(kindName(node, entryAt))")
        }
        var count: Int?
        var hashes: [String] = []
        var raised: String?
        for field in fields.keys.sorted(by: Order.less) {
            let node = fields[field]!
            let fieldAt = entryAt + "." + field
            switch field {
            case "count":
                guard case .number = node, let text = document.numberTexts[fieldAt] else {
                    throw invalid(fieldAt, "\(at): \"count\" must be a whole number, found \(kindName(node, fieldAt))")
                }
                guard let n = Int(text) else { throw invalid(fieldAt, "\(at): \"count\" must be a whole number, found \(text)") }
                guard n >= 0 else { throw invalid(fieldAt, "\(at): \"count\" is negative (\(n))") }
                count = n
            case "fingerprints":
                hashes = try fingerprints(node, at: fieldAt, named: at)
            case "raised":
                guard case .string(let note) = node else {
                    throw invalid(fieldAt, "\(at): \"raised\" must be a string (the justification), found \(kindName(node, fieldAt))")
                }
                raised = Baseline.oneLine(note)
            default:
                throw invalid(fieldAt, "\(at): unknown key \"\(field)\" (expected \"count\", \"fingerprints\" or \"raised\")")
            }
        }
        guard let count else { throw invalid(entryAt, "\(at) has no \"count\"") }
        return Baseline.Entry(count: count, fingerprints: hashes, raised: raised)
    }

    func fingerprints(_ node: JSONValue, at fieldAt: String, named at: String) throws(BaselineError) -> [String] {
        guard case .array(let items) = node else {
            throw invalid(fieldAt, "\(at): \"fingerprints\" must be a list of strings, found \(kindName(node, fieldAt))")
        }
        var hashes: [String] = []
        for (index, item) in items.enumerated() {
            let itemAt = fieldAt + "[\(index)]"
            guard case .string(let h) = item else {
                throw invalid(itemAt, "\(at): \"fingerprints\" must hold strings, found \(kindName(item, itemAt))")
            }
            guard Fingerprint.isValidHash(h) else {
                throw invalid(itemAt, "\(at): the fingerprint \"\(h)\" is not \(Fingerprint.hashLength) lowercase hex digits")
            }
            hashes.append(h)
        }
        return hashes
    }
}
