// A deterministic generated corpus of SwiftUI-shaped sources: what Benchmarks measures
// and the fix tests rewrite. Not a product.
import Foundation

/// One source file of a corpus, generated or read from disk.
package struct SourceFile: Sendable {
    /// Path relative to the corpus root, POSIX style.
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}

/// Writes a deterministic, SwiftUI-heavy Swift corpus for the benchmarks.
///
/// Same seed, same bytes, on every machine: figures from two runs (or two branches) are
/// comparable. Files vary in shape and size — views with long modifier chains and `#if os`
/// blocks inside them, view models, enums, token extensions, styles, parsers with raw and
/// multi-line strings, previews — because a corpus of one repeated file measures a cache,
/// not a lexer. The code reads like Swift but is not meant to type-check.
package struct CorpusGenerator: Sendable {
    package let seed: UInt64

    package init(seed: UInt64 = 0x6B69_7473_6361_6E21) {
        self.seed = seed
    }

    /// Files until their total size reaches `totalBytes`.
    package func generate(totalBytes: Int) -> [SourceFile] {
        var files: [SourceFile] = []
        var total = 0
        var index = 0
        while total < totalBytes {
            var sizer = SplitMix64(seed: SplitMix64.derive(seed, -1 - index))
            let target = min(sizer.int(2_000...48_000), max(1_500, totalBytes - total))
            let file = makeFile(index: index, targetBytes: target)
            total += file.bytes.count
            files.append(file)
            index += 1
        }
        return files
    }

    /// The same corpus as bare byte arrays, for callers that don't need paths.
    package func generateBytes(totalBytes: Int) -> [[UInt8]] {
        generate(totalBytes: totalBytes).map(\.bytes)
    }

    /// Generates the corpus and writes it under `directory` (created if needed).
    package func write(totalBytes: Int, to directory: URL) throws -> [SourceFile] {
        let files = generate(totalBytes: totalBytes)
        let manager = FileManager.default
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        return files
    }

    /// One file of about `targetBytes` (it stops at the first declaration past the target).
    package func makeFile(index: Int, targetBytes: Int) -> SourceFile {
        var builder = FileBuilder(rng: SplitMix64(seed: SplitMix64.derive(seed, index)), capacity: targetBytes + 4_096)
        builder.writeFile(targetBytes: targetBytes)
        let module = Vocabulary.modules[index % Vocabulary.modules.count]
        return SourceFile(path: "\(module)/\(builder.fileName)_\(index).swift", bytes: builder.writer.bytes)
    }
}

/// Words the generator builds names, strings and comments from.
enum Vocabulary {
    static let modules = ["Mail", "Projects", "Today", "Search", "Settings", "Calendar", "People", "Shared"]
    static let nouns = ["Inbox", "Letter", "Task", "Board", "Card", "Row", "Sidebar", "Toolbar", "Header", "Footer",
                        "Avatar", "Badge", "Chip", "Field", "Sheet", "Menu", "Picker", "Timeline", "Receipt",
                        "Project", "Goal", "Member", "Thread", "Comment", "Reply", "Label", "Filter", "Draft",
                        "Attachment", "Reminder", "Agenda", "Folder", "Tag", "Note", "Digest", "Invite", "Summary"]
    static let adjectives = ["Compact", "Pinned", "Shared", "Recent", "Quiet", "Starred", "Archived", "Focused",
                             "Grouped", "Inline", "Floating", "Nested", "Muted", "Primary", "Secondary"]
    static let verbs = ["open", "close", "archive", "pin", "share", "refresh", "select", "toggle", "rename",
                        "move", "snooze", "reply", "finish", "collapse", "expand", "reload"]
    static let phrases = ["Nothing here yet", "Show all items", "Mark all as read", "Later today",
                          "Couldn't load — try again", "Später lesen", "Résumé attached", "Due tomorrow",
                          "New message 📬", "Drag to reorder", "Tap to expand", "Reply to all",
                          "No results for this filter", "Synced just now", "Waiting for network…"]
    static let symbols = ["star.fill", "tray", "paperplane", "archivebox", "checkmark.circle", "chevron.right",
                          "bell.badge", "person.crop.circle", "folder", "tag", "calendar", "magnifyingglass"]
    static let fonts = [".headline", ".subheadline", ".body", ".callout", ".footnote", ".caption", ".title3"]
    static let styles = [".secondary", ".primary", ".tint", "Color.accentColor", ".red", ".orange"]
    static let containers = ["VStack(alignment: .leading, spacing: %d)", "HStack(spacing: %d)", "ZStack",
                             "LazyVStack(spacing: %d)", "Group", "ScrollView", "VStack"]
    static let comments = ["Keep the row's height stable while the count animates.",
                           "The server sends dates in UTC; the view shows local time.",
                           "Hover only exists with a pointer.",
                           "Don't re-sort while the person is dragging.",
                           "This mirrors the reviewed copy; see the design notes.",
                           "Counts above 99 collapse to \"99+\".",
                           "Fallback for the empty state on small screens."]
}

/// Writes one file's declarations; all randomness comes from `rng`.
struct FileBuilder {
    var rng: SplitMix64
    var writer: SourceWriter
    let stem: String
    var declared = 0

    init(rng: SplitMix64, capacity: Int) {
        self.rng = rng
        self.writer = SourceWriter(capacity: capacity)
        var pick = rng
        self.stem = pick.pick(Vocabulary.adjectives) + pick.pick(Vocabulary.nouns)
        self.rng = pick
    }

    var fileName: String { stem + "View" }

    mutating func writeFile(targetBytes: Int) {
        writer.line("//")
        writer.line("//  \(fileName).swift")
        writer.line("//  Omo — generated benchmark corpus. Not real code.")
        writer.line("//")
        writer.blank()
        writer.line("import SwiftUI")
        if rng.chance(0.4) { writer.line("import Observation") }
        if rng.chance(0.3) { writer.line("import OmoKit") }
        writeView(name: fileName)
        while writer.count < targetBytes {
            switch rng.int(0...99) {
            case 0..<40: writeView(name: newName("View"))
            case 40..<52: writeModel(name: newName("Model"))
            case 52..<62: writeEnum(name: newName("Kind"))
            case 62..<71: writeTokens()
            case 71..<80: writeStyle(name: newName(""))
            case 80..<91: writeUtilities(name: newName(""))
            default: writePreview()
            }
        }
    }

    // MARK: Names and values

    mutating func newName(_ suffix: String) -> String {
        declared += 1
        return rng.pick(Vocabulary.adjectives) + rng.pick(Vocabulary.nouns) + suffix + (declared > 3 ? "\(declared)" : "")
    }

    mutating func lowerName() -> String {
        let noun = rng.pick(Vocabulary.nouns)
        return noun.prefix(1).lowercased() + noun.dropFirst()
    }

    mutating func number() -> String {
        switch rng.int(0...9) {
        case 0: return "\(rng.int(1...9))_\(rng.int(100...999))"
        case 1: return String(format: "0x%X", rng.int(0...0xFFFF))
        case 2: return "\(rng.int(1...9)).\(rng.int(0...99))e-\(rng.int(1...3))"
        case 3, 4, 5: return "\(rng.int(0...48))"
        default: return "\(rng.int(0...24)).\(rng.int(0...9))"
        }
    }

    mutating func unit() -> String {
        String(format: "%.2f", Double(rng.int(0...100)) / 100)
    }

    mutating func stringLiteral() -> String {
        switch rng.int(0...9) {
        case 0: return "\"\\(item.title) · \\(item.count, format: .number)\""
        case 1: return "\"\\(\(lowerName())s.count) \\(isExpanded ? \"open\" : \"closed\")\""
        case 2: return "#\"\(rng.pick(Vocabulary.phrases)) \\d+\"#"
        case 3: return "\"\(rng.pick(Vocabulary.phrases))\\n\\t\\u{2014}\""
        default: return "\"\(rng.pick(Vocabulary.phrases))\""
        }
    }
}
