import Foundation

/// The team's debt-list document: a view counts as listed when its name is written in backticks.
public enum DebtList {
    /// The names written in backticks in the document.
    public static func names(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for (index, part) in String(decoding: bytes, as: UTF8.self).components(separatedBy: "`").enumerated() where index % 2 == 1 {
            names.insert(part.trimmingCharacters(in: .whitespaces))
        }
        return names
    }
}
