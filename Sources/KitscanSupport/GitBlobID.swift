/// The id git gives a file's bytes (`git hash-object`): the SHA-1 of `blob <size>\0` and the
/// bytes. The blob cache keys a file version by it whether git or the disk gave the bytes, so
/// an entry a partial scan stores for a file on disk is that file's committed version's too.
/// Written here (kitscan links nothing but Foundation, which has no SHA-1 on Linux); a
/// content key, not a security measure.
package enum GitBlobID {
    package static func of(_ bytes: [UInt8]) -> String {
        var message = Array("blob \(bytes.count)\0".utf8)
        message.reserveCapacity(message.count + bytes.count + 72)
        message += bytes
        let bits = UInt64(message.count) &* 8
        message.append(0x80)
        while message.count % 64 != 56 { message.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { message.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
        var w = [UInt32](repeating: 0, count: 80)
        message.withUnsafeBufferPointer { m in
            w.withUnsafeMutableBufferPointer { w in
                for block in stride(from: 0, to: m.count, by: 64) { compress(m, at: block, w, into: &h) }
            }
        }
        var hex = ""
        hex.reserveCapacity(40)
        for word in h {
            let digits = String(word, radix: 16)
            hex += String(repeating: "0", count: 8 - digits.count) + digits
        }
        return hex
    }

    private static func compress(_ m: UnsafeBufferPointer<UInt8>, at block: Int, _ w: UnsafeMutableBufferPointer<UInt32>,
                                 into h: inout [UInt32]) {
        for i in 0..<16 {
            let j = block + i * 4
            w[i] = UInt32(m[j]) << 24 | UInt32(m[j + 1]) << 16 | UInt32(m[j + 2]) << 8 | UInt32(m[j + 3])
        }
        for i in 16..<80 { w[i] = rotated(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
        var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
        for i in 0..<80 {
            let f: UInt32, k: UInt32
            switch i {
            case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
            case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
            case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            default: (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
            }
            let t = rotated(a, 5) &+ f &+ e &+ k &+ w[i]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, t)
        }
        h[0] = h[0] &+ a
        h[1] = h[1] &+ b
        h[2] = h[2] &+ c
        h[3] = h[3] &+ d
        h[4] = h[4] &+ e
    }

    private static func rotated(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
}
