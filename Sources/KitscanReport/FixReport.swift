import KitscanFiles
import KitscanEngine
import KitscanSupport

/// What `kitscan fix` did, for people (text) and tools (`--format json`).
///
/// ```
/// { "version": 1, "dryRun": false,
///   "fixed": [ { "path", "line", "column", "rule", "replacement" } ],
///   "left": [ { "path", "line", "column", "rule", "reason" } ],
///   "files": [ { "path", "fixed", "importsAdded", "problem" } ],
///   "rules": [ { "id", "fixed", "left" } ],
///   "unreadable": [ { "path", "reason" } ],
///   "backups": ".kitscan-cache/fix-backup/" (where the originals went) or null,
///   "diff": "…" (only with --dry-run) }
/// ```
public struct FixReport: Sendable {
    public struct FileEntry: Sendable {
        public var path: String
        public var fixed: Int
        public var importsAdded: [String]
        /// Why the file was left as it was although fixes were found (the rewritten file
        /// did not check out, it changed on disk, it could not be written).
        public var problem: String?

        public init(path: String, fixed: Int, importsAdded: [String], problem: String?) {
            self.path = path
            self.fixed = fixed
            self.importsAdded = importsAdded
            self.problem = problem
        }
    }

    public var dryRun: Bool
    /// Every counted finding of the selected rules, fixed or left, in path order: kept only
    /// for JSON (text is written file by file, so a big repository's fixes are never held).
    public private(set) var outcomes: [FixOutcome] = []
    public let keepsOutcomes: Bool
    /// Files that had a fix (written, or would be with --dry-run), and files left whole.
    public private(set) var files: [FileEntry] = []
    public var unreadable: [UnreadableFile] = []
    public var filesRead = 0
    public var diff = ""
    /// Where the originals of the rewritten files were saved, when files were rewritten.
    public var backups: String?
    private var counts: [String: (fixed: Int, left: Int)] = [:]
    /// The lines of the findings left, for the summary's "N left for hand-fixing:" list (one
    /// short line each: what a person has to do is read in one place, not between the fixes).
    private var leftLines: [String] = []

    public init(dryRun: Bool, keepsOutcomes: Bool) {
        self.dryRun = dryRun
        self.keepsOutcomes = keepsOutcomes
    }

    /// Counts one file's outcomes (and its entry, when it had fixes or a problem) and
    /// returns its text: a line per finding fixed, then what happened to the file. The
    /// findings left are kept for the summary.
    public mutating func add(_ fileOutcomes: [FixOutcome], file: FileEntry?) -> String {
        var out = ""
        for outcome in fileOutcomes {
            var c = counts[outcome.finding.rule] ?? (0, 0)
            if outcome.fixed { c.fixed += 1 } else { c.left += 1 }
            counts[outcome.finding.rule] = c
            if outcome.fixed { out += Self.line(outcome) + "\n" } else { leftLines.append(Self.line(outcome)) }
        }
        if keepsOutcomes { outcomes += fileOutcomes }
        if let file {
            files.append(file)
            if let problem = file.problem { out += "\(file.path): warning: not rewritten: \(problem)\n" }
            if !file.importsAdded.isEmpty {
                out += "\(file.path): \(dryRun ? "would add" : "added") "
                    + file.importsAdded.map { "`import \($0)`" }.joined(separator: ", ") + "\n"
            }
        }
        return out
    }

    /// Per rule id: (fixed, left), sorted by id.
    public var rules: [(id: String, fixed: Int, left: Int)] {
        counts.keys.sorted().map { ($0, counts[$0]!.fixed, counts[$0]!.left) }
    }

    public var fixedCount: Int { counts.values.reduce(0) { $0 + $1.fixed } }
    public var leftCount: Int { counts.values.reduce(0) { $0 + $1.left } }

    /// After the files: what is left for hand-fixing, the unreadable files, where the
    /// originals went, then the counts.
    public func summary() -> String {
        var out = ""
        if !leftLines.isEmpty {
            out += "\(leftLines.count) left for hand-fixing:\n" + leftLines.map { $0 + "\n" }.joined()
        }
        out += TextFindings.unreadable(unreadable)
        if let backups { out += "The files as they were are in \(backups).\n" }
        let changed = files.filter { $0.fixed > 0 && $0.problem == nil }.count
        out += "\(dryRun ? "Would fix" : "Fixed") \(fixedCount) finding\(fixedCount == 1 ? "" : "s") in \(changed) "
            + "file\(changed == 1 ? "" : "s") (\(filesRead) read); \(leftCount) left\n"
        let rules = self.rules
        let width = rules.map(\.id.count).max() ?? 0
        for rule in rules {
            out += "  " + rule.id + String(repeating: " ", count: width - rule.id.count)
                + "  fixed \(rule.fixed), left \(rule.left)\n"
        }
        return out
    }

    /// `path:line:column: fixed: now `…` [rule]`, or for a finding left `path:line:column: why [rule]`
    /// (under the summary's "N left for hand-fixing:").
    public static func line(_ outcome: FixOutcome) -> String {
        let f = outcome.finding
        let what: String
        if let replacement = outcome.replacement {
            what = "fixed: now `\(Markdown.singleLine(replacement))`"
        } else {
            what = Markdown.singleLine(outcome.reason ?? "no single replacement")
        }
        return "\(f.path):\(f.line):\(f.column): \(what) [\(f.rule)]"
    }

    public func json() -> String {
        func position(_ f: Finding) -> [JSONMember] { FindingJSON.members(f, .position) }
        var members: [JSONMember] = [
            JSONMember("version", .int(1)),
            JSONMember("dryRun", .bool(dryRun)),
            JSONMember("fixed", .array(outcomes.filter(\.fixed).map {
                .object(position($0.finding) + [JSONMember("replacement", .string($0.replacement!))])
            })),
            JSONMember("left", .array(outcomes.filter { !$0.fixed }.map {
                .object(position($0.finding) + [JSONMember("reason", .string($0.reason ?? "no single replacement"))])
            })),
            JSONMember("files", .array(files.map {
                .object([JSONMember("path", .string($0.path)), JSONMember("fixed", .int($0.fixed)),
                         JSONMember("importsAdded", .array($0.importsAdded.map(JSONValue.string))),
                         JSONMember("problem", .optional($0.problem))])
            })),
            JSONMember("rules", .array(rules.map {
                .object([JSONMember("id", .string($0.id)), JSONMember("fixed", .int($0.fixed)),
                         JSONMember("left", .int($0.left))])
            })),
            JSONMember("unreadable", .array(unreadable.map {
                .object([JSONMember("path", .string($0.path)), JSONMember("reason", .string($0.reason))])
            })),
        ]
        members.append(JSONMember("backups", .optional(backups)))
        if dryRun { members.append(JSONMember("diff", .string(diff))) }
        return JSONWriter().write(.object(members))
    }
}
