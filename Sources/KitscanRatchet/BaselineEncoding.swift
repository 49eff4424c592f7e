import Foundation

extension Baseline {
    /// The file's bytes: deterministic (same baseline, same bytes), sorted by path and rule in
    /// UTF-8 byte order, one file per line so that merges rarely conflict and a review diff
    /// shows exactly which files changed. Zero entries and empty files are left out.
    ///
    /// ```
    /// {
    ///   "version": 1,
    ///   "files": {
    ///     "App/A.swift": {"raw-colour": {"count": 2, "fingerprints": ["0a1b2c3d4e5f", "a1b2c3d4e5f6"]}},
    ///     "App/B.swift": {"small-font": {"count": 1, "fingerprints": ["00ff00ff00ff"], "raised": "legacy screen, see #12"}}
    ///   }
    /// }
    /// ```
    public func encoded() -> Data {
        let clean = pruned()
        var out = "{\n  \"version\": \(Baseline.currentVersion),\n  \"files\": {"
        let paths = clean.files.keys.sorted(by: Order.less)
        if paths.isEmpty {
            out += "}\n}\n"
            return Data(out.utf8)
        }
        out += "\n"
        for (i, path) in paths.enumerated() {
            let rules = clean.files[path]!
            out += "    " + Baseline.jsonString(path) + ": {"
            for (j, rule) in rules.keys.sorted(by: Order.less).enumerated() {
                let entry = rules[rule]!
                if j > 0 { out += ", " }
                out += Baseline.jsonString(rule) + ": {\"count\": \(entry.count), \"fingerprints\": ["
                out += entry.fingerprints.sorted(by: Order.less).map(Baseline.jsonString).joined(separator: ", ")
                out += "]"
                if let note = entry.raised.flatMap(Baseline.oneLine) {
                    out += ", \"raised\": " + Baseline.jsonString(note)
                }
                out += "}"
            }
            out += i == paths.count - 1 ? "}\n" : "},\n"
        }
        out += "  }\n}\n"
        return Data(out.utf8)
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else kept as UTF-8.
    static func jsonString(_ text: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        let hex = Array("0123456789abcdef".utf8)
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""): out += [0x5C, 0x22]
            case UInt8(ascii: "\\"): out += [0x5C, 0x5C]
            case 0x0A: out += [0x5C, UInt8(ascii: "n")]
            case 0x0D: out += [0x5C, UInt8(ascii: "r")]
            case 0x09: out += [0x5C, UInt8(ascii: "t")]
            case 0x08: out += [0x5C, UInt8(ascii: "b")]
            case 0x0C: out += [0x5C, UInt8(ascii: "f")]
            case 0x00..<0x20:
                out += Array("\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            default: out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
