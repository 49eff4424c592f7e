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
        var h: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        // A warm `scan FILE` hashes every file of the app: words loaded in place, rounds unrolled by step.
        message.withUnsafeBytes { m in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
                for block in stride(from: 0, to: m.count, by: 64) { compress(m, at: block, w.baseAddress!, into: &h) }
            }
        }
        var hex = ""
        hex.reserveCapacity(40)
        for word in [h.0, h.1, h.2, h.3, h.4] {
            let digits = String(word, radix: 16)
            hex += String(repeating: "0", count: 8 - digits.count) + digits
        }
        return hex
    }

    private static func compress(_ m: UnsafeRawBufferPointer, at block: Int, _ w: UnsafeMutablePointer<UInt32>,
                                 into h: inout (UInt32, UInt32, UInt32, UInt32, UInt32)) {
        for i in 0..<16 { w[i] = UInt32(bigEndian: m.loadUnaligned(fromByteOffset: block + i * 4, as: UInt32.self)) }
        for i in 16..<80 { w[i] = rotated(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1) }
        var (a, b, c, d, e) = h
        for i in 0..<20 {
            let t = rotated(a, 5) &+ ((b & c) | (~b & d)) &+ e &+ 0x5A82_7999 &+ w[i]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, t)
        }
        for i in 20..<40 {
            let t = rotated(a, 5) &+ (b ^ c ^ d) &+ e &+ 0x6ED9_EBA1 &+ w[i]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, t)
        }
        for i in 40..<60 {
            let t = rotated(a, 5) &+ ((b & c) | (b & d) | (c & d)) &+ e &+ 0x8F1B_BCDC &+ w[i]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, t)
        }
        for i in 60..<80 {
            let t = rotated(a, 5) &+ (b ^ c ^ d) &+ e &+ 0xCA62_C1D6 &+ w[i]
            (e, d, c, b, a) = (d, c, rotated(b, 30), a, t)
        }
        h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e)
    }

    @inline(__always)
    private static func rotated(_ x: UInt32, _ n: UInt32) -> UInt32 { x << n | x >> (32 - n) }
}
