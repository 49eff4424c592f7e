import KitscanSupport

/// Makes token text safe to print on one line: for the `tokens` listing and JSON strings.
package enum TextEscaping {
    /// For the text listing: `\n`, `\r`, `\t`, `\\`; other invisible or control
    /// characters as `\u{…}`; bytes that are not valid UTF-8 as `\x{…}`.
    package static func escape<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
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
    /// invisible characters escaped (the JSON writer's escaping, invisible characters
    /// added, so every reader keeps a BOM or a U+2028); invalid UTF-8 as U+FFFD.
    package static func json<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var text = ""
        walk(Array(bytes)) { piece in
            switch piece {
            case let .scalar(scalar): text.unicodeScalars.append(scalar)
            case .invalid: text += "\u{FFFD}"
            }
        }
        var out = ""
        JSONValue.writeString(text, to: &out, escapingAlso: isInvisible)
        return String(out.dropFirst().dropLast())
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

    /// Decodes UTF-8 so that each invalid byte is reported on its own (the standard
    /// decoder says "error" without saying how many bytes it skipped).
    static func walk(_ bytes: [UInt8], _ body: (Piece) -> Void) {
        bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i < buffer.count {
                let (value, length) = UTF8Scalar.decode(buffer, at: i)
                // `decode` gives an invalid byte as a lone surrogate, which no scalar is.
                if let scalar = Unicode.Scalar(value) {
                    body(.scalar(scalar))
                } else {
                    body(.invalid(buffer[i]))
                }
                i += length
            }
        }
    }
}
