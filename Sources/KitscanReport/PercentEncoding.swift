/// RFC 3986 percent-encoding for relative paths (links, SARIF artifact URIs).
public enum PercentEncoding {
    /// Keeps `A–Z a–z 0–9 - . _ ~ /`; encodes every other UTF-8 byte as `%XX`.
    public static func path(_ s: String) -> String {
        var clean = true
        for byte in s.utf8 where !keep(byte) {
            clean = false
            break
        }
        if clean { return s }
        var out = ""
        for byte in s.utf8 {
            if keep(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%"
                out.unicodeScalars.append(hexDigit(byte >> 4))
                out.unicodeScalars.append(hexDigit(byte & 0x0F))
            }
        }
        return out
    }

    private static func keep(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39)
            || b == 0x2D || b == 0x2E || b == 0x5F || b == 0x7E || b == 0x2F
    }

    private static func hexDigit(_ n: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(n < 10 ? 0x30 + n : 0x41 + n - 10)
    }
}
