import Foundation
import KitscanLexer
import KitscanParser
import KitscanSupport

/// A `// kitscan-allow: rule[, rule…] -- reason` comment.
///
/// At the end of a line it covers findings anchored on that line, and a pattern rule's
/// findings whose match spans that line; alone on a line it covers the next line that
/// holds code. `// kitscan-allow-file: rule -- reason` covers the rule in the whole file.
/// The reason is required.
package struct ExceptionComment: Sendable, Equatable {
    /// Where the comment starts.
    package var line: Int
    package var column: Int
    /// The line whose findings it covers.
    package var coveredLine: Int
    /// At the end of a line of code (so it also covers multi-line matches through that line).
    package var trailing: Bool
    /// `kitscan-allow-file`: covers its rules' findings anywhere in the file.
    package var wholeFile: Bool
    package var rules: [String]
    package var reason: String
    /// Why it is invalid (no reason, unknown rule), or nil when valid.
    package var problem: String?

    /// Finds the exception comments with `marker` in a parsed file, checking rule ids
    /// against `knownRules`; `unexceptable` (the rules about exceptions themselves) no
    /// exception can name.
    package static func find(in tree: SyntaxTree, marker: String, knownRules: Set<String>,
                            unexceptable: Set<String>) -> [ExceptionComment] {
        let ownRules = unexceptable
        let file = tree.file
        let tokens = file.tokens
        let markerBytes = Array(marker.utf8)
        var result: [ExceptionComment] = []
        for piece in file.trivia where piece.kind == .lineComment || piece.kind == .blockComment {
            guard let (content, wholeFile) = markerContent(file.bytes, piece, markerBytes) else { continue }
            // Is there code before the comment on its line?
            let before = lastToken(tokens, before: piece.start)
            let trailing = before >= 0 && tokens[before].line == piece.line
            let covered: Int
            if trailing {
                covered = Int(piece.line)
            } else {
                let after = before + 1
                covered = after < tokens.count ? Int(tokens[after].line) : Int(piece.line) + 1
            }
            let parts = content.components(separatedBy: "--")
            let ruleText = parts[0]
            let reason = parts.count > 1 ? parts.dropFirst().joined(separator: "--").trimmed : ""
            let rules = ruleText.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
            var problem: String?
            let written = wholeFile ? marker + "-file" : marker
            if rules.isEmpty {
                problem = "names no rule: write `\(written): <rule-id> -- <reason>`"
            } else if let unknown = rules.first(where: { !knownRules.contains($0) || ownRules.contains($0) }) {
                problem = ownRules.contains(unknown)
                    ? "`\(unknown)` cannot be excepted: fix the exception instead"
                    : Suggestion.closest(to: unknown, in: knownRules.subtracting(ownRules).sorted()).map {
                        "names unknown rule `\(unknown)`: did you mean `\($0)`? (`kitscan rules` lists the ids)"
                    } ?? "names unknown rule `\(unknown)`: see `kitscan rules` for the ids"
            } else if reason.isEmpty {
                problem = "has no reason: add ` -- <why this is a deliberate exception>`"
            }
            result.append(ExceptionComment(line: Int(piece.line), column: Int(piece.column), coveredLine: covered,
                                           trailing: trailing && !wholeFile, wholeFile: wholeFile,
                                           rules: rules, reason: reason, problem: problem))
        }
        return result
    }

    /// The text after `marker:` (or `marker-file:`, then `wholeFile`) when the comment
    /// starts with it, else nil.
    static func markerContent(_ bytes: [UInt8], _ piece: Token, _ marker: [UInt8]) -> (String, wholeFile: Bool)? {
        var i = Int(piece.start) + 2 // `//` or `/*`
        var end = Int(piece.end)
        if piece.kind == .blockComment, end - i >= 2, bytes[end - 1] == UInt8(ascii: "/"), bytes[end - 2] == UInt8(ascii: "*") {
            end -= 2
        }
        while i < end, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") || bytes[i] == UInt8(ascii: "/") { i += 1 }
        guard end - i > marker.count, Array(bytes[i..<(i + marker.count)]) == marker else { return nil }
        var k = i + marker.count
        var wholeFile = false
        let suffix = Array("-file".utf8)
        if end - k > suffix.count, Array(bytes[k..<(k + suffix.count)]) == suffix {
            wholeFile = true
            k += suffix.count
        }
        guard bytes[k] == UInt8(ascii: ":") else { return nil }
        return (String(decoding: bytes[(k + 1)..<end], as: UTF8.self), wholeFile)
    }

    /// Index of the last significant token starting before `offset`, or -1.
    static func lastToken(_ tokens: [Token], before offset: Int32) -> Int {
        PartitionPoint.first(tokens.count) { tokens[$0].start < offset } - 1
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" || f == "\r" || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" || l == "\n" { s = s.dropLast() }
        return String(s)
    }
}
