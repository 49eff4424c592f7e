import Foundation

/// The team's debt-list document: a view counts as listed when its name is written in backticks.
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
}
