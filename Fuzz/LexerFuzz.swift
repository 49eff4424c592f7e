// libFuzzer target: the lexer's round trip.
// Built by Scripts/fuzz.sh together with Sources/KitscanLexer (one module, so no imports).
// Traps unless the pieces tile the input exactly: in order, without gaps or overlaps,
// with valid line/column numbers, covering every byte.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = Lexer.lex(bytes)
    var offset: Int32 = 0
    var previousLine: Int32 = 1
    for piece in file.pieces() {
        precondition(piece.start == offset, "gap or overlap at byte \(offset): piece starts at \(piece.start)")
        precondition(piece.end > piece.start, "empty piece at byte \(offset)")
        precondition(piece.line >= previousLine && piece.column >= 1, "bad position at byte \(offset)")
        previousLine = piece.line
        offset = piece.end
    }
    precondition(Int(offset) == size, "pieces end at \(offset), input has \(size) bytes")
    for token in file.tokens { precondition(!token.kind.isTrivia, "trivia in the token stream") }
    for piece in file.trivia { precondition(piece.kind.isTrivia, "token in the trivia stream") }
    return 0
}
