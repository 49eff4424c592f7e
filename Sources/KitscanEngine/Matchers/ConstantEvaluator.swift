import KitscanSupport
import KitscanLexer
import KitscanParser

/// Evaluates a numeric constant written in source: literals of any base, unary `+`/`-`,
/// parentheses, `CGFloat(…)`/`Double(…)`/`Float(…)`/`Int(…)` wrappers, and `+ - * /` with
/// the usual precedence, over real numbers. Anything else (an identifier, a call, division
/// by zero) is not a constant.
///
/// Operator precedence parsing with explicit stacks: the depth of the input never becomes
/// the depth of the Swift stack.
package enum ConstantEvaluator {
    private enum Op { case add, sub, mul, div, neg, open, wrapInt, wrapReal }

    private static func precedence(_ op: Op) -> Int {
        switch op {
        case .add, .sub: return 1
        case .mul, .div: return 2
        case .neg: return 3
        case .open, .wrapInt, .wrapReal: return 0
        }
    }

    /// Applies `op` to the operands on top of `values`; false when they are missing or it divides by zero.
    private static func apply(_ op: Op, to values: inout [Double]) -> Bool {
        switch op {
        case .neg:
            guard let v = values.popLast() else { return false }
            values.append(-v)
        case .add, .sub, .mul, .div:
            guard values.count >= 2 else { return false }
            let b = values.removeLast(), a = values.removeLast()
            switch op {
            case .add: values.append(a + b)
            case .sub: values.append(a - b)
            case .mul: values.append(a * b)
            default:
                guard b != 0 else { return false }
                values.append(a / b)
            }
        default:
            return false
        }
        return true
    }

    /// The value of tokens `[start, end)` of `tree`, or nil when they are not a constant.
    package static func evaluate(_ tree: SyntaxTree, from start: Int32, to end: Int32) -> Double? {
        let tokens = tree.tokens
        guard start < end else { return nil }
        var values: [Double] = []
        var ops: [Op] = []
        var expectOperand = true
        var k = Int(start)
        let last = Int(end)

        while k < last {
            let t = tokens[k]
            if expectOperand {
                switch t.kind {
                case .integerLiteral, .floatLiteral:
                    guard let v = literalValue(tree.file, t) else { return nil }
                    values.append(v)
                    expectOperand = false
                case .prefixOperator, .binaryOperator:
                    if tree.file.token(t, is: "-") { ops.append(.neg) } else if !tree.file.token(t, is: "+") { return nil }
                case .leftParen:
                    ops.append(.open)
                case .identifier:
                    // `CGFloat(…)` and friends wrap a constant.
                    guard k + 1 < last, tokens[k + 1].kind == .leftParen else { return nil }
                    let f = tree.file
                    if f.token(t, is: "Int") { ops.append(.wrapInt) } else if f.token(t, is: "CGFloat") || f.token(t, is: "Double")
                                || f.token(t, is: "Float") { ops.append(.wrapReal) } else { return nil }
                    k += 1
                default:
                    return nil
                }
            } else {
                switch t.kind {
                case .binaryOperator:
                    let f = tree.file
                    let op: Op
                    if f.token(t, is: "+") { op = .add } else if f.token(t, is: "-") { op = .sub } else if f.token(t, is: "*") { op = .mul } else if f.token(t, is: "/") { op = .div } else { return nil }
                    while let top = ops.last, top != .open, top != .wrapInt, top != .wrapReal,
                          precedence(top) >= precedence(op) {
                        guard apply(ops.removeLast(), to: &values) else { return nil }
                    }
                    ops.append(op)
                    expectOperand = true
                case .rightParen:
                    while let top = ops.last, top != .open, top != .wrapInt, top != .wrapReal {
                        guard apply(ops.removeLast(), to: &values) else { return nil }
                    }
                    guard let opener = ops.popLast() else { return nil }
                    if opener == .wrapInt, let v = values.popLast() { values.append(abs(v) < 9e18 ? Double(Int64(v)) : v) }
                    // A prefix minus applies to the whole parenthesised value.
                    while let top = ops.last, top == .neg {
                        guard apply(ops.removeLast(), to: &values) else { return nil }
                    }
                default:
                    return nil
                }
                k += 1
                continue
            }
            k += 1
            if !expectOperand {
                while let top = ops.last, top == .neg {
                    guard apply(ops.removeLast(), to: &values) else { return nil }
                }
            }
        }
        guard !expectOperand else { return nil }
        while let op = ops.popLast() {
            guard apply(op, to: &values) else { return nil }
        }
        return values.count == 1 ? values[0] : nil
    }

    /// The value of one numeric literal token (any base, underscores, hex floats).
    package static func literalValue(_ file: LexedFile, _ token: Token) -> Double? {
        var digits: [UInt8] = []
        digits.reserveCapacity(token.length)
        for b in file.bytes[Int(token.start)..<Int(token.end)] where b != UInt8(ascii: "_") { digits.append(b) }
        guard !digits.isEmpty else { return nil }
        if digits.count > 2, digits[0] == UInt8(ascii: "0") {
            let radix: Int?
            switch digits[1] {
            case UInt8(ascii: "b"): radix = 2
            case UInt8(ascii: "o"): radix = 8
            case UInt8(ascii: "x"): radix = token.kind == .floatLiteral ? nil : 16
            default: radix = nil
            }
            if let radix {
                var value = 0.0
                for b in digits[2...] {
                    guard let d = digitValue(b), d < radix else { return nil }
                    value = value * Double(radix) + Double(d)
                }
                return value
            }
            if digits[1] == UInt8(ascii: "x") { return hexFloat(digits) }
        }
        return Double(String(decoding: digits, as: UTF8.self))
    }

    private static func digitValue(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }

    /// `0x1.8p3`: hex mantissa with an optional fraction, binary exponent.
    private static func hexFloat(_ digits: [UInt8]) -> Double? {
        var mantissa = 0.0
        var scale = 0
        var seenPoint = false
        var k = 2
        while k < digits.count, digits[k] != UInt8(ascii: "p"), digits[k] != UInt8(ascii: "P") {
            if digits[k] == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else {
                guard let d = digitValue(digits[k]) else { return nil }
                mantissa = mantissa * 16 + Double(d)
                if seenPoint { scale -= 4 }
            }
            k += 1
        }
        var exponent = 0
        if k < digits.count {
            guard let e = Int(String(decoding: digits[(k + 1)...], as: UTF8.self)) else { return nil }
            exponent = e
        }
        // value × 2^(exponent + scale) in one step: a loop of doublings hangs on `p32222222222`.
        let (power, overflow) = exponent.addingReportingOverflow(scale)
        guard !overflow else { return nil }
        return Double(sign: .plus, exponent: power, significand: mantissa)
    }
}
