// libFuzzer target: the light parser never traps and its tables are consistent.
// Built by Scripts/fuzz.sh with Sources/KitscanLexer and Sources/KitscanParser as one module.
// Checks: every opener's match lies at or after itself and inside the file (brackets in
// an `#if` condition are unmatched by design: -1); every
// parentGroup is an earlier opener; calls, chains and declarations point at real tokens.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let tree = Parser.parse(bytes: bytes)
    let tokens = tree.file.tokens
    let n = Int32(tokens.count)
    precondition(tree.match.count == tokens.count && tree.parentGroup.count == tokens.count
                 && tree.roles.count == tokens.count && tree.chainOf.count == tokens.count
                 && tree.clauseOf.count == tokens.count, "per-token tables have the wrong size")
    for i in 0..<tokens.count {
        let index = Int32(i)
        switch tokens[i].kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
            let m = tree.match[i]
            precondition(m >= index && m < n, "opener \(i) matches \(m)")
        default:
            let m = tree.match[i]
            precondition(m >= -1 && m < n, "token \(i) matches \(m)")
        }
        let parent = tree.parentGroup[i]
        precondition(parent >= -1 && parent < index, "token \(i) has parent group \(parent)")
        if parent >= 0 { precondition(tree.match[Int(parent)] >= index || tree.match[Int(parent)] == parent,
                                      "token \(i) lies after the end of its group \(parent)") }
        precondition(tree.chainOf[i] >= -1 && tree.chainOf[i] < Int32(tree.chains.count), "bad chain index")
        precondition(tree.clauseOf[i] >= -1 && tree.clauseOf[i] < Int32(tree.clauses.count), "bad clause index")
    }
    for call in tree.calls {
        precondition(call.name >= -1 && call.name < n, "call name out of range")
        precondition(call.openParen >= -1 && call.openParen < n && call.closeParen >= -1 && call.closeParen < n,
                     "call parens out of range")
        for argument in call.arguments {
            precondition(argument.start <= argument.end + 1, "argument range reversed")
            precondition(argument.label >= -1 && argument.label < n, "argument label out of range")
        }
    }
    for chain in tree.chains {
        precondition(chain.start >= 0 && chain.start < n && chain.end >= chain.start && chain.end < n, "chain out of range")
    }
    for decl in tree.declarations {
        precondition(decl.nameToken >= -1 && decl.nameToken < n, "declaration name out of range")
    }
    return 0
}
