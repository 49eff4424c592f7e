/// Makes token text safe to print on one line: for the `tokens` listing and JSON strings.
public enum TextEscaping {
    /// For the text listing: `\n`, `\r`, `\t`, `\\`; other invisible or control
    /// characters as `\u{…}`; bytes that are not valid UTF-8 as `\x{…}`.
    public static func escape<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var out = ""
        walk(Array(bytes)) { piece in
            switch piece {
            case let .scalar(scalar):
                switch scalar {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\\": out += "\\\\"
                default:
                    if isInvisible(scalar) {
                        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            case let .invalid(byte):
                out += "\\x{" + String(byte, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }

    /// The contents of a JSON string (without the quotes): `"`, `\`, control and
    /// invisible characters escaped; invalid UTF-8 as U+FFFD.
    public static func json<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var out = ""
        walk(Array(bytes)) { piece in
            switch piece {
            case let .scalar(scalar):
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    // Invisible characters (a BOM, U+2028 which breaks JavaScript and
                    // line-based tools …) are escaped so every reader keeps them.
                    if isInvisible(scalar) {
                        for unit in String(scalar).utf16 {
                            let hex = String(unit, radix: 16, uppercase: false)
                            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                        }
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            case .invalid:
                out += "\u{FFFD}"
            }
        }
        return out
    }

    /// Characters that would be invisible, or move the cursor, if printed as they are.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        if scalar.value < 0x80 { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        case .spaceSeparator:
            return true // U+00A0 and friends look like a space but are not one to the lexer
        default:
            return false
        }
    }

    enum Piece {
        case scalar(Unicode.Scalar)
        case invalid(UInt8)
    }

    /// Decodes UTF-8 by hand so each invalid byte is reported on its own (the standard
    /// decoder says "error" without saying how many bytes it skipped).
    static func walk(_ bytes: [UInt8], _ body: (Piece) -> Void) {
        var i = 0
        let n = bytes.count
        while i < n {
            let b0 = bytes[i]
            if b0 < 0x80 {
                body(.scalar(Unicode.Scalar(b0)))
                i += 1
                continue
            }
            var length = 0
            var value: UInt32 = 0
            var low: UInt8 = 0x80, high: UInt8 = 0xBF // allowed range of the second byte
            switch b0 {
            case 0xC2...0xDF: length = 2; value = UInt32(b0 & 0x1F)
            case 0xE0: length = 3; value = UInt32(b0 & 0x0F); low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3; value = UInt32(b0 & 0x0F)
            case 0xED: length = 3; value = UInt32(b0 & 0x0F); high = 0x9F
            case 0xF0: length = 4; value = UInt32(b0 & 0x07); low = 0x90
            case 0xF1...0xF3: length = 4; value = UInt32(b0 & 0x07)
            case 0xF4: length = 4; value = UInt32(b0 & 0x07); high = 0x8F
            default: length = 0
            }
            var valid = length > 0 && i + length <= n
            if valid {
                for k in 1..<length {
                    let b = bytes[i + k]
                    let (lo, hi) = k == 1 ? (low, high) : (UInt8(0x80), UInt8(0xBF))
                    if b < lo || b > hi { valid = false; break }
                    value = value << 6 | UInt32(b & 0x3F)
                }
            }
            if valid, let scalar = Unicode.Scalar(value) {
                body(.scalar(scalar))
                i += length
            } else {
                body(.invalid(b0))
                i += 1
            }
        }
    }
}
