// libFuzzer target: the token-pattern compiler and matcher. The first line of the input is
// a pattern, the second a condition, the rest Swift source. Compiling either succeeds or
// throws a PatternError that names a column inside the pattern; matching never traps and
// anchors every match on a real token. Built by Scripts/fuzz.sh with the rules sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.split(separator: 0x0A, maxSplits: 2, omittingEmptySubsequences: false)
    let pattern = String(decoding: lines.first ?? [], as: UTF8.self)
    let condition = lines.count > 1 ? String(decoding: lines[1], as: UTF8.self) : ""
    let source = lines.count > 2 ? Array(lines[2]) : Array("Text(\"a\").padding(8).cornerRadius(4)".utf8)
    do {
        let matcher = try PatternMatcher(patterns: [pattern], conditions: condition.isEmpty ? [] : [condition])
        let tree = Parser.parse(Lexer.lex(source))
        for match in matcher.matches(in: MatchContext(tree: tree, path: "F.swift", kit: KitIndex())) {
            precondition(match.anchor >= 0 && Int(match.anchor) < tree.tokens.count, "anchor off the tokens")
            precondition(match.end >= match.anchor && Int(match.end) < tree.tokens.count, "end before the anchor")
        }
    } catch {
        precondition(error.column >= 0, "a pattern error without a column")
    }
    return 0
}
