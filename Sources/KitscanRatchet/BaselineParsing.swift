import Foundation

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
        func error(_ line: Int?, _ problem: BaselineError.Problem) -> BaselineError {
            BaselineError(path: path, line: line, problem: problem)
        }

        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw error(nil, .empty)
        }
        if let markerLine = conflictMarkerLine(bytes) { throw error(markerLine, .conflictMarkers) }
        let root: JSONNode
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw BaselineError(path: path, line: error.line, problem: .syntax(error.message, truncated: error.atEnd))
        }
        // Checked after the syntax so that a file cut inside a multi-byte character reads as truncated.
        if String(validatingUTF8Bytes: bytes) == nil { throw error(nil, .notUTF8) }

        guard case .object(let top) = root.value else {
            throw error(root.line, .invalid("the top level must be an object, found \(root.kindName)"))
        }
        var versionNode: JSONNode?
        var filesNode: JSONNode?
        for (key, node) in top {
            switch key {
            case "version": versionNode = node
            case "files": filesNode = node
            default: throw error(node.line, .invalid("unknown key \"\(key)\" at the top level (expected \"version\" and \"files\")"))
            }
        }
        guard let versionNode else { throw error(root.line, .missingVersion) }
        guard case .number(let versionText) = versionNode.value else {
            throw error(versionNode.line, .invalid("\"version\" must be the number \(currentVersion), found \(versionNode.kindName)"))
        }
        guard Int(versionText) == currentVersion else {
            throw error(versionNode.line, .unsupportedVersion(versionText))
        }
        guard let filesNode else { throw error(root.line, .invalid("missing the \"files\" key")) }
        guard case .object(let fileMembers) = filesNode.value else {
            throw error(filesNode.line, .invalid("\"files\" must be an object of path -> rules, found \(filesNode.kindName)"))
        }

        var files: [String: [String: Entry]] = [:]
        for (filePath, rulesNode) in fileMembers {
            if let problem = pathProblem(filePath) {
                throw error(rulesNode.line, .invalid("the path \"\(filePath)\" \(problem)"))
            }
            guard case .object(let ruleMembers) = rulesNode.value else {
                throw error(rulesNode.line, .invalid("\"\(filePath)\" must map to an object of rule -> entry, found \(rulesNode.kindName)"))
            }
            var entries: [String: Entry] = [:]
            for (rule, entryNode) in ruleMembers {
                let at = "\"\(filePath)\" → \"\(rule)\""
                if rule.isEmpty || rule.utf8.contains(where: { $0 <= 0x20 }) {
                    throw error(entryNode.line, .invalid("\"\(filePath)\" has the rule id \"\(rule)\", which is empty or holds whitespace"))
                }
                guard case .object(let fields) = entryNode.value else {
                    throw error(entryNode.line, .invalid("\(at) must be an object like {\"count\": 1, \"fingerprints\": […]}, found \(entryNode.kindName)"))
                }
                var count: Int?
                var hashes: [String] = []
                var raised: String?
                for (field, node) in fields {
                    switch field {
                    case "count":
                        guard case .number(let text) = node.value else {
                            throw error(node.line, .invalid("\(at): \"count\" must be a whole number, found \(node.kindName)"))
                        }
                        guard let n = Int(text) else {
                            throw error(node.line, .invalid("\(at): \"count\" must be a whole number, found \(text)"))
                        }
                        guard n >= 0 else {
                            throw error(node.line, .invalid("\(at): \"count\" is negative (\(n))"))
                        }
                        count = n
                    case "fingerprints":
                        guard case .array(let items) = node.value else {
                            throw error(node.line, .invalid("\(at): \"fingerprints\" must be a list of strings, found \(node.kindName)"))
                        }
                        for item in items {
                            guard case .string(let h) = item.value else {
                                throw error(item.line, .invalid("\(at): \"fingerprints\" must hold strings, found \(item.kindName)"))
                            }
                            guard Fingerprint.isValidHash(h) else {
                                throw error(item.line, .invalid("\(at): the fingerprint \"\(h)\" is not \(Fingerprint.hashLength) lowercase hex digits"))
                            }
                            hashes.append(h)
                        }
                    case "raised":
                        guard case .string(let note) = node.value else {
                            throw error(node.line, .invalid("\(at): \"raised\" must be a string (the justification), found \(node.kindName)"))
                        }
                        raised = Baseline.oneLine(note)
                    default:
                        throw error(node.line, .invalid("\(at): unknown key \"\(field)\" (expected \"count\", \"fingerprints\" or \"raised\")"))
                    }
                }
                guard let count else {
                    throw error(entryNode.line, .invalid("\(at) has no \"count\""))
                }
                if count > 0 {
                    entries[rule] = Entry(count: count, fingerprints: hashes, raised: raised)
                }
            }
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
    private static func conflictMarkerLine(_ bytes: [UInt8]) -> Int? {
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
