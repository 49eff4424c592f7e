import Foundation

/// The one edit `kitscan debt-list` makes to a debt list: lines added under its heading.
package enum DebtListEdit {
    package static let heading = "## Added by `kitscan debt-list`"
    static let intro = "Views that draw outside the kit and were not on this list: move each into the kit, "
        + "or write what is to be done."

    /// `text` with `items` (whole lines) added at the end of the heading's section (before
    /// the blank lines that end it), or under a new heading at the end. Every byte of
    /// `text` stays; the file's line ending (`\r\n` or `\n`) is kept.
    package static func adding(_ items: [String], to text: String) -> String {
        let crlf = text.contains("\r\n")
        let end = crlf ? "\r" : ""
        var lines = text.components(separatedBy: "\n")
        let plain = { (line: String) in line.hasSuffix("\r") ? String(line.dropLast()) : line }
        if let at = lines.firstIndex(where: { plain($0).trimmingCharacters(in: .whitespaces) == heading }) {
            let next = lines[(at + 1)...].firstIndex { $0.hasPrefix("#") } ?? lines.count
            var insert = next
            while insert > at + 1, plain(lines[insert - 1]).trimmingCharacters(in: .whitespaces).isEmpty { insert -= 1 }
            var added = items.map { $0 + end }
            // A heading right after the new lines keeps its blank line.
            if insert == next, next < lines.count { added.append(end) }
            lines.insert(contentsOf: added, at: insert)
            return lines.joined(separator: "\n")
        }
        let newline = crlf ? "\r\n" : "\n"
        var out = text
        if !out.isEmpty && !out.hasSuffix("\n") { out += newline }
        if !out.isEmpty { out += newline }
        out += [heading, "", intro, ""].map { $0 + newline }.joined()
        out += items.map { $0 + newline }.joined()
        return out
    }
}
