import KitscanFiles
import KitscanEngine
import KitscanSupport

/// `--format json`: every finding (excepted ones carry their reason), a summary, and the
/// files that could not be read.
///
/// ```
/// { "version": 1,
///   "findings": [ { every member `FindingJSON` declares } ],
///   "summary": { "filesScanned", "total", "excepted",
///                "rules": { "<rule-id>": { "counted", "excepted" } } },
///   "unreadable": [ { "path", "reason" } ] }
/// ```
public enum FindingsJSON {
    public static func render(_ result: ScanResult) -> String {
        var stream = Stream(rules: result.rules.map(\.id))
        return stream.add(result.findings.sorted(by: Finding.ordered))
            + stream.end(filesScanned: result.files.count, unreadable: result.unreadable, fleet: result.fleet)
    }

    /// The same document written as the scan goes, file by file in path order, so that a
    /// repository's findings are never held at once: `add` each file's findings, then `end`.
    public struct Stream: Sendable {
        private var tally: FindingTally
        private var started = false
        private var any = false
        private let writer = JSONWriter()

        /// `rules`: every rule that ran (each has a line in the summary, at zero if need be).
        public init(rules: [String]) {
            tally = FindingTally(rules: rules)
        }

        /// The text for `findings` (one file's, in `Finding.ordered` order).
        public mutating func add(_ findings: [Finding]) -> String {
            add(findings, texts: Self.texts(findings))
        }

        /// Each finding's own text, as `add` writes it: made apart from the stream (on any
        /// thread), so that a stream fed file by file spends its turn only joining them.
        public static func texts(_ findings: [Finding]) -> [String] {
            let writer = JSONWriter()
            return findings.map { f in
                var text = ""
                writer.newline(2, &text)
                writer.append(FindingJSON.value(f), level: 2, to: &text)
                return text
            }
        }

        /// `add` with the findings' `texts` already made.
        public mutating func add(_ findings: [Finding], texts: [String]) -> String {
            var out = start()
            for (f, text) in zip(findings, texts) {
                tally.add(f)
                out += any ? "," : "["
                any = true
                out += text
            }
            return out
        }

        /// The rest of the document: the summary and the files that could not be read.
        public mutating func end(filesScanned: Int, unreadable: [UnreadableFile]) -> String {
            end(filesScanned: filesScanned, unreadable: unreadable, fleet: nil)
        }

        /// The end of a fleet run's document also lists its apps, the skipped ones too.
        mutating func end(filesScanned: Int, unreadable: [UnreadableFile], fleet: FleetSummary?) -> String {
            var out = start()
            if any {
                writer.newline(1, &out)
                out += "]"
            } else {
                out += "[]"
            }
            let rules = tally.perRule.keys.sorted().map { rule in
                let c = tally.perRule[rule]!
                return JSONMember(rule, .object([JSONMember("counted", .int(c.counted)), JSONMember("excepted", .int(c.excepted))]))
            }
            out += ","
            writer.newline(1, &out)
            out += "\"summary\": "
            writer.append(.object([
                JSONMember("filesScanned", .int(filesScanned)),
                JSONMember("total", .int(tally.counted)),
                JSONMember("excepted", .int(tally.excepted)),
                JSONMember("rules", .object(rules)),
            ]), level: 1, to: &out)
            out += ","
            writer.newline(1, &out)
            out += "\"unreadable\": "
            writer.append(.array(unreadable.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }.map {
                .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.reason))])
            }), level: 1, to: &out)
            if let fleet {
                out += ","
                writer.newline(1, &out)
                out += "\"apps\": "
                writer.append(FleetReport.json(fleet), level: 1, to: &out)
            }
            out += "\n}\n"
            return out
        }

        private mutating func start() -> String {
            guard !started else { return "" }
            started = true
            return "{\n  \"version\": 1,\n  \"findings\": "
        }
    }
}
