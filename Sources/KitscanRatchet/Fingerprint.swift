/// The short, stable hash the baseline stores for a finding's fingerprint.
///
/// FNV-1a (64-bit) over the UTF-8 bytes, first 12 hex digits. Swift's `Hasher` is not usable
/// here: it is seeded per process, and the baseline must read the same on every machine.
/// 48 bits keep the file short; a collision only makes two findings look alike to the
/// new/fixed bookkeeping, never changes a count.
public enum Fingerprint {
    /// Length of a stored hash, in lowercase hex digits.
    public static let hashLength = 12

    /// The stored form of `raw`: 12 lowercase hex digits.
    public static func hash(_ raw: String) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in raw.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        let top = h >> 16 // the first 12 of the 16 hex digits
        var digits = [UInt8](repeating: UInt8(ascii: "0"), count: hashLength)
        var v = top
        for i in stride(from: hashLength - 1, through: 0, by: -1) {
            let d = UInt8(v & 0xF)
            digits[i] = d < 10 ? UInt8(ascii: "0") + d : UInt8(ascii: "a") + d - 10
            v >>= 4
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// Whether `text` has the stored form (12 lowercase hex digits).
    public static func isValidHash(_ text: String) -> Bool {
        let utf8 = text.utf8
        return utf8.count == hashLength && utf8.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
        }
    }
}
