/// Integer and floating-point literals: decimal, `0x` (with hex floats `0x1.8p3`), `0o`,
/// `0b`, underscores, fractions and exponents.
///
/// A `.` belongs to the number only when a digit follows and the number is not itself
/// right after a `.` (tuple access `t.0.1`); a sign is never part of the literal. Bytes
/// that would continue an identifier (`0xZZ`, `12abc`) stay in the (malformed) literal,
/// as in Swift, so no identifier appears from nowhere.
extension LexerState {
    mutating func lexNumber() {
        var k = position
        var isFloat = false
        let afterPeriod = hasLast && lastKind == .period
        let second = peek(k + 1)
        if base[k] == ASCII.zero && second == ASCII.lowerX {
            k += 2
            k = skipHexDigits(from: k)
            if peek(k) == ASCII.period && !afterPeriod && info(peek(k + 1)) & ByteClass.hexDigit != 0 {
                let dot = k
                let fractionEnd = skipHexDigits(from: k + 1)
                let e = peek(fractionEnd)
                if e == ASCII.lowerP || e == ASCII.upperP {
                    k = fractionEnd
                    isFloat = true
                } else if isDecimalDigit(peek(dot + 1)) {
                    // `0x1.8` without an exponent: malformed, but one literal.
                    k = fractionEnd
                    isFloat = true
                } else {
                    k = dot // `0xff.description`
                }
            }
            let e = peek(k)
            if e == ASCII.lowerP || e == ASCII.upperP {
                let exponentEnd = skipExponent(from: k + 1)
                if exponentEnd > k + 1 {
                    k = exponentEnd
                    isFloat = true
                }
            }
        } else if base[k] == ASCII.zero && second == ASCII.lowerO {
            k += 2
            while k < count, case let b = base[k], (b >= ASCII.zero && b <= ASCII.seven) || b == ASCII.underscore { k += 1 }
        } else if base[k] == ASCII.zero && second == ASCII.lowerB {
            k += 2
            while k < count, case let b = base[k], b == ASCII.zero || b == ASCII.one || b == ASCII.underscore { k += 1 }
        } else {
            k = skipDecimalDigits(from: k + 1)
            if peek(k) == ASCII.period && !afterPeriod && isDecimalDigit(peek(k + 1)) {
                k = skipDecimalDigits(from: k + 2)
                isFloat = true
            }
            let e = peek(k)
            if e == ASCII.lowerE || e == ASCII.upperE {
                let exponentEnd = skipExponent(from: k + 1)
                if exponentEnd > k + 1 {
                    k = exponentEnd
                    isFloat = true
                }
            }
        }
        // Trailing garbage (`12abc`, `0xZZ`, `0b102`) stays in the literal.
        while k < count && info(base[k]) & ByteClass.numberContinue != 0 { k += 1 }
        emitToken(isFloat ? .floatLiteral : .integerLiteral, to: k)
    }

    @inline(__always)
    func isDecimalDigit(_ b: UInt8) -> Bool { b >= ASCII.zero && b <= ASCII.nine }

    @inline(__always)
    func skipDecimalDigits(from start: Int) -> Int {
        var k = start
        while k < count, case let b = base[k], isDecimalDigit(b) || b == ASCII.underscore { k += 1 }
        return k
    }

    @inline(__always)
    func skipHexDigits(from start: Int) -> Int {
        var k = start
        while k < count, case let b = base[k], info(b) & ByteClass.hexDigit != 0 || b == ASCII.underscore { k += 1 }
        return k
    }

    /// After `e`/`p`: an optional sign and at least one digit; returns `start` when the
    /// exponent is missing (the letter is then trailing garbage).
    @inline(__always)
    func skipExponent(from start: Int) -> Int {
        var k = start
        if peek(k) == ASCII.plus || peek(k) == ASCII.minus { k += 1 }
        guard isDecimalDigit(peek(k)) else { return start }
        return skipDecimalDigits(from: k + 1)
    }
}
