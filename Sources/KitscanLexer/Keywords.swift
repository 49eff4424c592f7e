/// Swift's reserved words, recognised from bytes without building a String.
///
/// The word (2 to 15 bytes) is packed little-endian into two UInt64s and compared with
/// precomputed constants per length, so a lookup costs a few shifts and compares.
/// Contextual keywords (`some`, `get`, `actor`, `await` …) are not reserved: they
/// stay identifiers.
enum Keywords {
    /// True when the `length` bytes at `p` are a reserved keyword.
    @inline(__always)
    static func isReserved(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        guard length >= 2 && length <= 15 else { return false }
        var lo: UInt64 = 0
        var hi: UInt64 = 0
        var k = 0
        while k < length && k < 8 {
            lo |= UInt64(p[k]) << UInt64(k &* 8)
            k &+= 1
        }
        while k < length {
            hi |= UInt64(p[k]) << UInt64((k &- 8) &* 8)
            k &+= 1
        }
        return isReserved(lo: lo, hi: hi, length: length)
    }

    /// The table: a word of `length` bytes packed into `lo` (bytes 0-7) and `hi` (8-15).
    @inline(__always)
    private static func isReserved(lo: UInt64, hi: UInt64, length: Int) -> Bool {
        switch length {
        case 2:
            return lo == 0x0000000000007361 /* as */
                || lo == 0x0000000000006F64 /* do */
                || lo == 0x0000000000006669 /* if */
                || lo == 0x0000000000006E69 /* in */
                || lo == 0x0000000000007369 /* is */
        case 3:
            return lo == 0x0000000000796E41 /* Any */
                || lo == 0x0000000000726F66 /* for */
                || lo == 0x000000000074656C /* let */
                || lo == 0x00000000006C696E /* nil */
                || lo == 0x0000000000797274 /* try */
                || lo == 0x0000000000726176 /* var */
        case 4:
            return lo == 0x00000000666C6553 /* Self */
                || lo == 0x0000000065736163 /* case */
                || lo == 0x0000000065736C65 /* else */
                || lo == 0x000000006D756E65 /* enum */
                || lo == 0x00000000636E7566 /* func */
                || lo == 0x0000000074696E69 /* init */
                || lo == 0x00000000666C6573 /* self */
                || lo == 0x0000000065757274 /* true */
        case 5:
            return lo == 0x0000006B61657262 /* break */
                || lo == 0x0000006863746163 /* catch */
                || lo == 0x0000007373616C63 /* class */
                || lo == 0x0000007265666564 /* defer */
                || lo == 0x00000065736C6166 /* false */
                || lo == 0x0000006472617567 /* guard */
                || lo == 0x00000074756F6E69 /* inout */
                || lo == 0x0000007265707573 /* super */
                || lo == 0x000000776F726874 /* throw */
                || lo == 0x0000006572656877 /* where */
                || lo == 0x000000656C696877 /* while */
        case 6:
            return lo == 0x000074696E696564 /* deinit */
                || lo == 0x000074726F706D69 /* import */
                || lo == 0x000063696C627570 /* public */
                || lo == 0x0000746165706572 /* repeat */
                || lo == 0x00006E7275746572 /* return */
                || lo == 0x0000636974617473 /* static */
                || lo == 0x0000746375727473 /* struct */
                || lo == 0x0000686374697773 /* switch */
                || lo == 0x000073776F726874 /* throws */
        case 7:
            return lo == 0x00746C7561666564 /* default */
                || lo == 0x0065746176697270 /* private */
        case 8:
            return lo == 0x65756E69746E6F63 /* continue */
                || lo == 0x6C616E7265746E69 /* internal */
                || lo == 0x726F74617265706F /* operator */
                || lo == 0x6C6F636F746F7270 /* protocol */
                || lo == 0x73776F7268746572 /* rethrows */
        case 9:
            return (lo == 0x6F69736E65747865 && hi == 0x000000000000006E) /* extension */
                || (lo == 0x7069726373627573 && hi == 0x0000000000000074) /* subscript */
                || (lo == 0x61696C6165707974 && hi == 0x0000000000000073) /* typealias */
        case 11:
            return (lo == 0x6F7268746C6C6166 && hi == 0x0000000000686775) /* fallthrough */
                || (lo == 0x76697270656C6966 && hi == 0x0000000000657461) /* fileprivate */
        case 14:
            return (lo == 0x746169636F737361 && hi == 0x0000657079746465) /* associatedtype */
        case 15:
            return (lo == 0x6E65646563657270 && hi == 0x0070756F72676563) /* precedencegroup */
        default:
            return false
        }
    }

    /// True for the keywords that can end an expression (`self`, `Self`, `super`,
    /// `true`, `false`, `nil`): after them a `/` is division, not a regex.
    @inline(__always)
    static func endsExpression(_ p: UnsafePointer<UInt8>, _ length: Int) -> Bool {
        switch length {
        case 3: return p[0] == 0x6E && p[1] == 0x69 && p[2] == 0x6C // nil
        case 4:
            // self, Self, true
            if p[1] == 0x65 && p[2] == 0x6C && p[3] == 0x66 { return p[0] == 0x73 || p[0] == 0x53 }
            return p[0] == 0x74 && p[1] == 0x72 && p[2] == 0x75 && p[3] == 0x65
        case 5:
            // super, false
            if p[0] == 0x73 { return p[1] == 0x75 && p[2] == 0x70 && p[3] == 0x65 && p[4] == 0x72 }
            return p[0] == 0x66 && p[1] == 0x61 && p[2] == 0x6C && p[3] == 0x73 && p[4] == 0x65
        default: return false
        }
    }
}
