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
        func error(_ line: Int?, _ problem: BaselineError.Problem) -> BaselineError {
            BaselineError(path: path, line: line, problem: problem)
        }

        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw error(nil, .empty)
        }
        if let markerLine = conflictMarkerLine(bytes) { throw error(markerLine, .conflictMarkers) }
        let document: JSONDocument
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
        if String(validatingUTF8Bytes: bytes) == nil { throw error(nil, .notUTF8) }
        func line(_ at: String) -> Int? { document.positions[at]?.line }
        func kindName(_ value: JSONValue, _ at: String) -> String {
            switch value {
            case .number: return "the number " + (document.numberTexts[at] ?? value.description)
            case .bool(let b): return b ? "true" : "false"
            default: return value.kindName
            }
        }
        let root = document.value
        guard case .object(let top) = root else {
            throw error(line(""), .invalid("the top level must be an object, found \(kindName(root, ""))"))
        }
        for key in top.keys.sorted(by: Order.less) where key != "version" && key != "files" {
            throw error(line(key), .invalid("unknown key \"\(key)\" at the top level (expected \"version\" and \"files\")"))
        }
        guard let versionNode = top["version"] else { throw error(line(""), .missingVersion) }
        guard case .number = versionNode, let versionText = document.numberTexts["version"] else {
            throw error(line("version"), .invalid("\"version\" must be the number \(currentVersion), found \(kindName(versionNode, "version"))"))
        }
        guard Int(versionText) == currentVersion else {
            throw error(line("version"), .unsupportedVersion(versionText))
        }
        guard let filesNode = top["files"] else { throw error(line(""), .invalid("missing the \"files\" key")) }
        guard case .object(let fileMembers) = filesNode else {
            throw error(line("files"), .invalid("\"files\" must be an object of path -> rules, found \(kindName(filesNode, "files"))"))
        }

        var files: [String: [String: Entry]] = [:]
        for filePath in fileMembers.keys.sorted(by: Order.less) {
            let rulesNode = fileMembers[filePath]!
            let fileAt = "files." + filePath
            if let problem = pathProblem(filePath) {
                throw error(line(fileAt), .invalid("the path \"\(filePath)\" \(problem)"))
            }
            guard case .object(let ruleMembers) = rulesNode else {
                throw error(line(fileAt), .invalid("\"\(filePath)\" must map to an object of rule -> entry, found \(kindName(rulesNode, fileAt))"))
            }
            var entries: [String: Entry] = [:]
            for rule in ruleMembers.keys.sorted(by: Order.less) {
                let entryNode = ruleMembers[rule]!
                let entryAt = fileAt + "." + rule
                let at = "\"\(filePath)\" → \"\(rule)\""
                if rule.isEmpty || rule.utf8.contains(where: { $0 <= 0x20 }) {
                    throw error(line(entryAt), .invalid("\"\(filePath)\" has the rule id \"\(rule)\", which is empty or holds whitespace"))
                }
                guard case .object(let fields) = entryNode else {
                    throw error(line(entryAt), .invalid("\(at) must be an object like {\"count\": 1, \"fingerprints\": […]}, found \(kindName(entryNode, entryAt))"))
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
                            throw error(line(fieldAt), .invalid("\(at): \"count\" must be a whole number, found \(kindName(node, fieldAt))"))
                        }
                        guard let n = Int(text) else {
                            throw error(line(fieldAt), .invalid("\(at): \"count\" must be a whole number, found \(text)"))
                        }
                        guard n >= 0 else {
                            throw error(line(fieldAt), .invalid("\(at): \"count\" is negative (\(n))"))
                        }
                        count = n
                    case "fingerprints":
                        guard case .array(let items) = node else {
                            throw error(line(fieldAt), .invalid("\(at): \"fingerprints\" must be a list of strings, found \(kindName(node, fieldAt))"))
                        }
                        for (index, item) in items.enumerated() {
                            let itemAt = fieldAt + "[\(index)]"
                            guard case .string(let h) = item else {
                                throw error(line(itemAt), .invalid("\(at): \"fingerprints\" must hold strings, found \(kindName(item, itemAt))"))
                            }
                            guard Fingerprint.isValidHash(h) else {
                                throw error(line(itemAt), .invalid("\(at): the fingerprint \"\(h)\" is not \(Fingerprint.hashLength) lowercase hex digits"))
                            }
                            hashes.append(h)
                        }
                    case "raised":
                        guard case .string(let note) = node else {
                            throw error(line(fieldAt), .invalid("\(at): \"raised\" must be a string (the justification), found \(kindName(node, fieldAt))"))
                        }
                        raised = Baseline.oneLine(note)
                    default:
                        throw error(line(fieldAt), .invalid("\(at): unknown key \"\(field)\" (expected \"count\", \"fingerprints\" or \"raised\")"))
                    }
                }
                guard let count else {
                    throw error(line(entryAt), .invalid("\(at) has no \"count\""))
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
