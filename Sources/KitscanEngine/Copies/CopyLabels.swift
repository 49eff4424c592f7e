/// The text of a file's copy features (`.padding`, `KitColor.accent`, `⟨view⟩`), for the
/// evidence of a finding: each feature's bytes run together in one buffer, made into a
/// string only when a finding shows it. Most files show none, and a string and a dictionary
/// entry per feature cost more than reading a small file's views.
package struct CopyLabels: Sendable, Hashable {
    /// Each feature once, in the order noted.
    package private(set) var features: [CopyFeature] = []
    /// By feature: where its text ends in `bytes` (it starts where the one before ends).
    private var ends: [Int32] = []
    private var bytes: [UInt8] = []

    package init() {}

    package var isEmpty: Bool { features.isEmpty }

    /// Adds the text of a feature not yet here.
    package mutating func append(_ feature: CopyFeature, _ text: String) {
        bytes.append(contentsOf: text.utf8)
        features.append(feature)
        ends.append(Int32(bytes.count))
    }

    /// Adds a feature whose text is `prefix`, then `source[first]`, then `.` and
    /// `source[second]` when there is a second part (`KitColor` `.` `accent`).
    mutating func append(_ feature: CopyFeature, prefix: UInt8?, _ source: UnsafeBufferPointer<UInt8>, _ first: Range<Int>,
                         _ second: Range<Int>?) {
        if let prefix { bytes.append(prefix) }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[first]))
        if let second {
            bytes.append(UInt8(ascii: "."))
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[second]))
        }
        features.append(feature)
        ends.append(Int32(bytes.count))
    }

    /// The text of `feature`, or nil when it was not noted here.
    package subscript(feature: CopyFeature) -> String? {
        guard let i = features.firstIndex(of: feature) else { return nil }
        return text(i)
    }

    /// Every feature with its text, in the order noted.
    package var entries: [(feature: CopyFeature, text: String)] {
        features.indices.map { (features[$0], text($0)) }
    }

    private func text(_ i: Int) -> String {
        let start = i == 0 ? 0 : Int(ends[i - 1])
        return String(decoding: bytes[start..<Int(ends[i])], as: UTF8.self)
    }
}
