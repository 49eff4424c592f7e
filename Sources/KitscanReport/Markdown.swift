import KitscanFiles
import KitscanEngine
/// Markdown building blocks that keep GitHub tables intact whatever the source text holds.
public enum Markdown {
    /// `s` as a code span fit for a table cell: the fence is longer than any run of
    /// backticks inside, `|` is written `\|` (GFM splits cells before it parses code spans),
    /// and line breaks become spaces (a newline would end the table row). `<` needs nothing:
    /// inside a code span it is literal text. Empty text gives an empty string.
    public static func code(_ s: String) -> String {
        let flat = singleLine(s)
        if flat.isEmpty { return "" }
        var longest = 0
        var run = 0
        for byte in flat.utf8 {
            if byte == UInt8(ascii: "`") {
                run += 1
                longest = max(longest, run)
            } else {
                run = 0
            }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let body = flat.replacingAll("|", with: "\\|")
        // A code span strips one space from each end when both are there; padding keeps
        // a leading/trailing backtick from merging with the fence.
        let first = flat.utf8.first!, last = flat.utf8.last!
        let pad = first == UInt8(ascii: "`") || last == UInt8(ascii: "`")
            || first == UInt8(ascii: " ") || last == UInt8(ascii: " ")
        return pad ? fence + " " + body + " " + fence : fence + body + fence
    }

    /// Plain text for a cell or a paragraph: Markdown's active punctuation backslash-escaped
    /// (so `<`, `|`, `*`, `_`, backticks and brackets show as written), line breaks as spaces.
    public static func text(_ s: String) -> String {
        let flat = singleLine(s)
        var needs = false
        for byte in flat.utf8 where escapedBytes.contains(byte) {
            needs = true
            break
        }
        if !needs { return flat }
        var out = ""
        out.reserveCapacity(flat.utf8.count + 8)
        for scalar in flat.unicodeScalars {
            if scalar.isASCII, escapedBytes.contains(UInt8(scalar.value)) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// A relative link to a source line: `[MailList.swift:42](App/Mail/MailList.swift#L42)`.
    /// `base` is prepended to the path (e.g. `../` when the report lives in `docs/`).
    public static func lineLink(path: String, line: Int, base: String = "", text: String? = nil) -> String {
        let label = text ?? "\(fileName(path)):\(line)"
        return "[\(Markdown.text(label))](\(url(base + path))#L\(line))"
    }

    /// A relative link to a file.
    public static func fileLink(path: String, base: String = "", text: String? = nil) -> String {
        "[\(Markdown.text(text ?? path))](\(url(base + path)))"
    }

    /// A relative path made safe as a link destination: everything but unreserved
    /// characters and `/` is %-encoded as UTF-8 (spaces, parentheses, `#`, `|`, non-ASCII).
    public static func url(_ path: String) -> String {
        PercentEncoding.path(path)
    }

    /// The last path component.
    public static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// A table: header row, separator, rows. Cells must already be escaped.
    /// "Files that could not be read": a section every report ends with when some could
    /// not; `missing` says what of theirs the report lacks ("uses", "findings").
    public static func unreadableSection(_ files: [UnreadableFile], missing: String, base: String) -> String {
        guard !files.isEmpty else { return "" }
        var out = "## Files that could not be read\n\n"
        out += "Their \(missing) are missing from this list until they are fixed.\n\n"
        let sorted = files.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
        out += table(["File", "Reason"], sorted.map { [fileLink(path: $0.path, base: base), text($0.reason)] })
        return out + "\n"
    }

    public static func table(_ header: [String], _ rows: [[String]], alignRight: Set<Int> = []) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.indices.map { alignRight.contains($0) ? " ---: " : " --- " }.joined(separator: "|") + "|\n"
        for row in rows {
            out += "| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |\n"
        }
        return out
    }

    static func singleLine(_ s: String) -> String {
        var hasBreak = false
        for byte in s.utf8 where byte == 0x0A || byte == 0x0D {
            hasBreak = true
            break
        }
        guard hasBreak else { return s }
        var out = ""
        var lastWasBreak = false
        for scalar in s.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !lastWasBreak { out += " " }
                lastWasBreak = true
            } else {
                out.unicodeScalars.append(scalar)
                lastWasBreak = false
            }
        }
        return out
    }

    /// The fragment GitHub gives each heading with these texts, in document order:
    /// lowercased, punctuation other than `-` and `_` dropped, spaces as `-`, and `-1`,
    /// `-2` … on repeats. `taken` lists anchors of earlier headings that come first.
    public static func headingAnchors(_ headings: [String], taken: [String] = []) -> [String] {
        var seen: [String: Int] = [:]
        for anchor in taken { seen[anchor, default: 0] += 1 }
        return headings.map { heading in
            var base = ""
            for c in heading.lowercased() {
                if c == " " { base += "-" } else if c.isLetter || c.isNumber || c == "-" || c == "_" { base.append(c) }
            }
            var anchor = base
            if let n = seen[base] { anchor = "\(base)-\(n)" }
            seen[base, default: 0] += 1
            return PercentEncoding.path(anchor)
        }
    }

    /// `s` ending in exactly one newline, as a text file should.
    public static func document(_ s: String) -> String {
        var end = s.endIndex
        while end > s.startIndex, s[s.index(before: end)] == "\n" { end = s.index(before: end) }
        return String(s[..<end]) + "\n"
    }

    private static let escapedBytes: Set<UInt8> = Set("\\`*_[]<>|&#~!".utf8)
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation needed).
    func replacingAll(_ target: Character, with replacement: String) -> String {
        guard contains(target) else { return self }
        var out = ""
        out.reserveCapacity(utf8.count + 8)
        for c in self {
            if c == target { out += replacement } else { out.append(c) }
        }
        return out
    }
}
