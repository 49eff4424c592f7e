import KitscanSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The checked-in baseline: per file, per rule, how many counted findings are allowed, and
/// the fingerprint hashes of the findings that were there when it was written.
///
/// Read it with `parse`/`load`, write it with `encoded`/`write` (deterministic bytes, one file
/// per line). Build it with `from`, update it with `rewritten` (the `baseline` command) or
/// `tightened` (`check --tighten`).
public struct Baseline: Sendable, Equatable {
    /// The format version this library reads and writes.
    public static let currentVersion = 1
    /// The conventional file name at the repository root.
    public static let defaultFileName = "kitscan-baseline.json"

    /// One file's allowance for one rule.
    public struct Entry: Sendable, Hashable {
        /// Allowed number of counted findings (> 0 in an encoded baseline).
        public var count: Int
        /// `Fingerprint.hash` of each finding, sorted; a multiset (repeats allowed). May hold
        /// fewer hashes than `count` when hand-written; the extra count is then unfingerprinted.
        public var fingerprints: [String]
        /// The one-line justification given when this entry was last raised, if it was.
        public var raised: String?

        public init(count: Int, fingerprints: [String], raised: String? = nil) {
            self.count = count
            self.fingerprints = fingerprints.sorted(by: Order.less)
            self.raised = raised
        }
    }

    public var version: Int
    /// Path (repository-relative, POSIX) -> rule id -> entry.
    public var files: [String: [String: Entry]]

    public init(files: [String: [String: Entry]] = [:]) {
        self.version = Baseline.currentVersion
        self.files = files
    }

    /// The baseline that allows exactly `observations` (which should hold counted findings only).
    public static func from(_ observations: [Observation]) -> Baseline {
        var grouped: [String: [String: [String]]] = [:]
        for o in observations {
            grouped[o.path, default: [:]][o.rule, default: []].append(o.fingerprintHash)
        }
        var files: [String: [String: Entry]] = [:]
        for (path, rules) in grouped {
            var entries: [String: Entry] = [:]
            for (rule, hashes) in rules {
                entries[rule] = Entry(count: hashes.count, fingerprints: hashes)
            }
            files[path] = entries
        }
        return Baseline(files: files)
    }

    /// Path -> rule -> allowed count.
    public var counts: [String: [String: Int]] {
        files.mapValues { $0.mapValues(\.count) }
    }

    /// The allowed count for `rule` in `path` (0 when absent).
    public func count(path: String, rule: String) -> Int {
        files[path]?[rule]?.count ?? 0
    }

    /// Reads and parses the baseline at `path`; nil when there is no file there.
    public static func load(path: String) throws(BaselineError) -> Baseline? {
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: path)
        } catch {
            switch error {
            case .notFound: return nil
            case .isDirectory: throw BaselineError(path: path, line: nil, problem: .unreadable("is a directory; name the baseline file"))
            default: throw BaselineError(path: path, line: nil, problem: .unreadable(error.reason))
            }
        }
        return try parse(Data(bytes), path: path)
    }

    /// Writes `encoded()` to `path` atomically.
    public func write(to path: String) throws(AtomicFileError) {
        try AtomicFile.write(encoded(), to: path)
    }

    /// Removes zero entries and empty files; the encoded form never holds them.
    func pruned() -> Baseline {
        var copy = self
        copy.files = [:]
        for (path, rules) in files {
            let kept = rules.filter { $0.value.count > 0 }
            if !kept.isEmpty { copy.files[path] = kept }
        }
        return copy
    }
}
