/// A 256-entry table classifying bytes, so the lexer's dispatch is one load and a switch.
///
/// The low nibble is the byte's class (what token it can start); the high bits are
/// properties tested in the inner loops.
enum ByteClass {
    // Classes (low nibble).
    static let other: UInt8 = 0
    /// Space, tab, vertical tab, form feed, NUL.
    static let whitespace: UInt8 = 1
    /// `\n`, `\r`.
    static let newline: UInt8 = 2
    /// ASCII letters, `_`, and every byte >= 0x80 (so Unicode identifiers work and invalid
    /// UTF-8 still ends up in some token).
    static let identifierStart: UInt8 = 3
    static let digit: UInt8 = 4
    /// `= - + ! * % < > & | ^ ~ ?`
    static let operatorChar: UInt8 = 5
    static let slash: UInt8 = 6
    static let period: UInt8 = 7
    /// `( ) [ ] { } , : ;`
    static let punctuation: UInt8 = 8
    static let quote: UInt8 = 9
    static let pound: UInt8 = 10
    static let backtick: UInt8 = 11
    static let dollar: UInt8 = 12
    static let at: UInt8 = 13
    static let backslash: UInt8 = 14

    static let classMask: UInt8 = 0x0F

    // Properties (high bits).
    /// Letters, digits, `_`, `$`, bytes >= 0x80.
    static let identifierContinue: UInt8 = 0x10
    /// Operator characters including `/` (not `.`).
    static let operatorBit: UInt8 = 0x20
    /// `0-9 a-f A-F`
    static let hexDigit: UInt8 = 0x40
    /// Letters, digits, `_`, bytes >= 0x80 (what trails a malformed number).
    static let numberContinue: UInt8 = 0x80

    /// The table itself; read through a pointer taken once per `Lexer.lex` call.
    static let table: [UInt8] = {
        var t = [UInt8](repeating: other, count: 256)
        for b in [0x20, 0x09, 0x0B, 0x0C, 0x00] { t[b] = whitespace }
        t[0x0A] = newline
        t[0x0D] = newline
        let letterBits = identifierStart | identifierContinue | numberContinue
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = letterBits }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = letterBits }
        t[Int(UInt8(ascii: "_"))] = letterBits
        for b in 0x80...0xFF { t[b] = letterBits }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") {
            t[Int(b)] = digit | identifierContinue | numberContinue | hexDigit
        }
        for b in UInt8(ascii: "a")...UInt8(ascii: "f") { t[Int(b)] |= hexDigit }
        for b in UInt8(ascii: "A")...UInt8(ascii: "F") { t[Int(b)] |= hexDigit }
        for c in "=-+!*%<>&|^~?".utf8 { t[Int(c)] = operatorChar | operatorBit }
        t[Int(UInt8(ascii: "/"))] = slash | operatorBit
        t[Int(UInt8(ascii: "."))] = period
        for c in "()[]{},:;".utf8 { t[Int(c)] = punctuation }
        t[Int(UInt8(ascii: "\""))] = quote
        t[Int(UInt8(ascii: "#"))] = pound
        t[Int(UInt8(ascii: "`"))] = backtick
        t[Int(UInt8(ascii: "$"))] = dollar | identifierContinue
        t[Int(UInt8(ascii: "@"))] = at
        t[Int(UInt8(ascii: "\\"))] = backslash
        return t
    }()
}

/// ASCII byte constants used by the lexer.
enum ASCII {
    static let nul: UInt8 = 0x00
    static let tab: UInt8 = 0x09
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let bang: UInt8 = 0x21
    static let quote: UInt8 = 0x22
    static let pound: UInt8 = 0x23
    static let dollar: UInt8 = 0x24
    static let amp: UInt8 = 0x26
    static let lparen: UInt8 = 0x28
    static let rparen: UInt8 = 0x29
    static let star: UInt8 = 0x2A
    static let plus: UInt8 = 0x2B
    static let comma: UInt8 = 0x2C
    static let minus: UInt8 = 0x2D
    static let period: UInt8 = 0x2E
    static let slash: UInt8 = 0x2F
    static let zero: UInt8 = 0x30
    static let one: UInt8 = 0x31
    static let seven: UInt8 = 0x37
    static let nine: UInt8 = 0x39
    static let colon: UInt8 = 0x3A
    static let semicolon: UInt8 = 0x3B
    static let less: UInt8 = 0x3C
    static let equal: UInt8 = 0x3D
    static let greater: UInt8 = 0x3E
    static let question: UInt8 = 0x3F
    static let at: UInt8 = 0x40
    static let upperE: UInt8 = 0x45
    static let upperP: UInt8 = 0x50
    static let lbracket: UInt8 = 0x5B
    static let backslash: UInt8 = 0x5C
    static let rbracket: UInt8 = 0x5D
    static let underscore: UInt8 = 0x5F
    static let backtick: UInt8 = 0x60
    static let lowerB: UInt8 = 0x62
    static let lowerE: UInt8 = 0x65
    static let lowerO: UInt8 = 0x6F
    static let lowerP: UInt8 = 0x70
    static let lowerX: UInt8 = 0x78
    static let lbrace: UInt8 = 0x7B
    static let rbrace: UInt8 = 0x7D
}
