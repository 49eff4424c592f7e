import Foundation

/// The team's debt-list document, read in one place: a view counts as listed when its name is
/// written in backticks, and the names beside a kit component's are its copies.
package enum DebtList {
    /// The names written in backticks in the document.
    package static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        // Byte-based: every review and history point reads the whole list. A backtick is
        // never inside a UTF-8 sequence, so splitting the bytes splits the text.
        for (index, part) in bytes.split(separator: UInt8(ascii: "`"), omittingEmptySubsequences: false).enumerated()
        where index % 2 == 1 {
            names.insert(name(part))
        }
        return names
    }

    /// The text of a backticked name without the spaces around it (Foundation's
    /// `.whitespaces`: spaces, tabs and Unicode's other spaces, which only a name with a
    /// non-ASCII end can hold, so only that one pays for Foundation).
    package static func name(_ bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if start < end, bytes[start] >= 0x80 || bytes[end - 1] >= 0x80 { return text.trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// The names a debt-list document writes next to each component: in one table row,
    /// list item or paragraph naming `component` in backticks, the other backticked names
    /// that are neither kit components nor members (`KitColor.selection`) are its copies.
    package static func copies(in bytes: [UInt8], components: Set<String>) -> [String: [String]] {
        var copies: [String: Set<String>] = [:]
        for entry in entries(bytes) {
            let names = backtickNames(bytes[entry])
            let kitNames = names.filter { components.contains($0) }
            guard !kitNames.isEmpty else { continue }
            let others = names.filter { !components.contains($0) && !$0.contains(".") && !$0.contains(" ")
                && $0.first.map { $0.isLetter } == true }
            for kitName in kitNames { copies[kitName, default: []].formUnion(others) }
        }
        return copies.mapValues { $0.sorted() }
    }

    /// The texts between pairs of backticks.
    static func backtickNames(_ bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var open: Int?
        for index in bytes.indices where bytes[index] == UInt8(ascii: "`") {
            if let start = open {
                names.append(name(bytes[(start + 1)..<index]))
                open = nil
            } else {
                open = index
            }
        }
        return names
    }

    /// Byte ranges of the table rows, list items (with their continuation lines) and
    /// paragraphs.
    static func entries(_ bytes: [UInt8]) -> [Range<Int>] {
        var entries: [Range<Int>] = []
        var current: Range<Int>?
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            let blank = first == end
            let c = first < end ? bytes[first] : 0
            let next = first + 1 < end ? bytes[first + 1] : 0
            let single = c == UInt8(ascii: "|") || c == UInt8(ascii: "#")
            let starts = single || ((c == UInt8(ascii: "-") || c == UInt8(ascii: "*")) && next == 0x20)
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
            if blank || starts {
                if let open = current { entries.append(open) }
                current = nil
            }
            if !blank { current = (current?.lowerBound ?? first)..<end }
            if single, let open = current {
                entries.append(open)
                current = nil
            }
            start = end + 1
        }
        if let open = current { entries.append(open) }
        return entries
    }
}
