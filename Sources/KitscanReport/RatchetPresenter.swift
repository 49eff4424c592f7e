import KitscanRatchet
import KitscanEngine
import KitscanSupport

/// Writes a ratchet result in each output format: what rose (count, baseline, findings with
/// the new ones first), swaps, improvements, gone and renamed files.
package struct RatchetPresenter {
    package var result: RatchetResult
    package var strict: Bool
    /// What the counts were compared with: the baseline file's name, or "the merge base …".
    package var against: String
    /// The scan that produced the observations (rule metadata, severities, SARIF).
    package var scan: ScanResult
    package var exceptionMarker: String
    /// Whether `--tighten` wrote a lowered baseline.
    package var tightened: Bool
    /// Whether the comparison is with a baseline file (false in base-ref mode: no tighten hint).
    package var hasBaselineFile: Bool
    /// Renders the failing findings in the finding formats, with the diagnostic paths.
    package var formatter: FindingFormatter
    /// No baseline file yet (not base-ref mode): every finding is new, and `kitscan baseline` is what to run.
    package var missingBaseline = false

    package init(result: RatchetResult, strict: Bool, against: String, scan: ScanResult, exceptionMarker: String,
                 tightened: Bool, hasBaselineFile: Bool, formatter: FindingFormatter) {
        self.result = result
        self.strict = strict
        self.against = against
        self.scan = scan
        self.exceptionMarker = exceptionMarker
        self.tightened = tightened
        self.hasBaselineFile = hasBaselineFile
        self.formatter = formatter
    }

    package var failed: Bool { result.failed(strict: strict) }

    /// Diagnostic lines name files from the working folder, as the scan's do.
    private var paths: DiagnosticPaths { formatter.diagnosticPaths() }

    /// Swaps that fail this check (strict only).
    private var failingSwaps: [EntryChange] { strict ? result.swaps : [] }

    // MARK: - Text

    /// The human report, for stdout.
    package func text(style: Style) -> String {
        // No baseline yet: every finding is "new", so listing them all would bury the one
        // thing to do. Say so first, then the counts per rule.
        if missingBaseline { return summary(style: style) + countsByRule() }
        var out = ""
        for change in result.regressions {
            out += style.bold("\(change.path): \(change.rule): \(change.count) finding\(change.count == 1 ? "" : "s"), "
                              + "baseline \(change.baseline) (+\(change.count - change.baseline))") + "\n"
            out += findingLines(change, style: style)
        }
        for change in failingSwaps {
            out += style.bold(swapHeadline(change)) + "\n"
            out += findingLines(change, style: style)
        }
        if !out.isEmpty { out += "\n" }
        out += summary(style: style)
        return out
    }

    /// The lines after the findings: verdict, hints, improvements, renames, unknown rules.
    package func summary(style: Style) -> String {
        var out = ""
        let files = Set(result.regressions.map(\.path)).count
        if missingBaseline {
            let findings = result.regressions.reduce(0) { $0 + $1.count }
            let record = "Run `kitscan baseline` to record the current findings as the baseline (and commit it); "
                + "`kitscan check` then fails only on new debt.\n"
            if failed {
                out += style.error("kitscan check failed:") + " there is no \(against) yet, so all "
                    + "\(findings) finding\(findings == 1 ? "" : "s") \(findings == 1 ? "is" : "are") new.\n" + record
            } else {
                out += style.success("kitscan check passed:") + " no findings, and no \(against) yet. " + record
            }
            return out
        }
        if failed {
            var parts: [String] = []
            if !result.regressions.isEmpty {
                parts.append("\(result.regressions.count) count\(result.regressions.count == 1 ? "" : "s") above \(against) in \(files) file\(files == 1 ? "" : "s")")
            }
            if !failingSwaps.isEmpty {
                parts.append("\(failingSwaps.count) finding swap\(failingSwaps.count == 1 ? "" : "s") (--strict)")
            }
            out += style.error("kitscan check failed:") + " " + parts.joined(separator: " and ") + ".\n"
            out += "Fix the new findings, or mark a deliberate one with `// \(exceptionMarker): <rule> -- <reason>` on its line.\n"
            if hasBaselineFile {
                out += "To accept them on purpose: kitscan baseline --raise \"<one-line justification>\"\n"
            }
        } else {
            out += style.success("kitscan check passed:") + " no count above \(against).\n"
        }
        if !strict {
            for change in result.swaps {
                out += "note: \(swapHeadline(change)); `kitscan check --strict` fails on this.\n"
                out += findingLines(change, style: style, onlyNew: true)
            }
        }
        for rename in result.renamed {
            out += "Renamed: \(rename.from) -> \(rename.to)" + (rename.inferred ? " (matched by fingerprints)" : "")
                + "; its baseline entries follow it.\n"
        }
        if !result.improvements.isEmpty {
            let byFile = Dictionary(grouping: result.improvements, by: \.path)
            let items = result.improvedFiles.map { path in
                path + " (" + byFile[path, default: []].map { "\($0.rule) \($0.baseline) -> \($0.count)" }.joined(separator: ", ") + ")"
            }
            out += "Improved: " + items.joined(separator: ", ") + "\n"
        }
        if !result.goneFiles.isEmpty {
            out += "Gone: " + result.goneFiles.joined(separator: ", ") + "\n"
        }
        if tightened {
            out += "Tightened \(against): improved entries lowered, gone files dropped.\n"
        } else if hasBaselineFile && (!result.improvements.isEmpty || !result.goneFiles.isEmpty) {
            out += "Run `kitscan check --tighten` to lower these entries in \(against).\n"
        }
        for rule in result.unknownRules {
            out += style.warning("warning:") + " \(against) has entries for the rule '\(rule)', which no longer exists; "
                + "they are not compared. `kitscan baseline` drops them.\n"
        }
        return out
    }

    /// `  raw-colour: 17 findings in 6 files` per rule, then where the findings are listed.
    private func countsByRule() -> String {
        let byRule = Dictionary(grouping: result.regressions, by: \.rule)
        guard !byRule.isEmpty else { return "" }
        var out = ""
        for rule in byRule.keys.sorted() {
            let changes = byRule[rule]!
            let count = changes.reduce(0) { $0 + $1.count }
            out += "  \(rule): \(count) finding\(count == 1 ? "" : "s") in \(changes.count) file\(changes.count == 1 ? "" : "s")\n"
        }
        return out + "`kitscan scan` lists each finding.\n"
    }

    private func swapHeadline(_ change: EntryChange) -> String {
        let added = change.newFindings.count
        let fixed = change.fixed.count
        return "\(change.path): \(change.rule): \(fixed) finding\(fixed == 1 ? "" : "s") fixed and \(added) added "
            + "(count \(change.count), baseline \(change.baseline))"
    }

    private func findingLines(_ change: EntryChange, style: Style, onlyNew: Bool = false) -> String {
        var out = ""
        for o in change.newFindings {
            out += "\(paths.display(o.path)):\(o.line):\(o.column): \(style.error("error:")) \(o.message) [\(o.rule)] (new)\n"
        }
        if !onlyNew {
            for o in change.knownFindings {
                out += "\(paths.display(o.path)):\(o.line):\(o.column): note: \(o.message) [\(o.rule)]\n"
            }
        }
        if !change.fixed.isEmpty && change.newFindings.count > 0 && change.count <= change.baseline {
            out += "  fixed since the baseline: \(change.fixed.count) finding\(change.fixed.count == 1 ? "" : "s") "
                + "(fingerprint\(change.fixed.count == 1 ? "" : "s") \(change.fixed.joined(separator: ", ")))\n"
        }
        return out
    }

    // MARK: - Machine formats

    /// `--format json`: one object with the verdict and every list of the result.
    package func json() -> String {
        func entry(_ c: EntryChange) -> JSONValue {
            var members: [JSONMember] = [
                JSONMember("path", .string(c.path)),
                JSONMember("rule", .string(c.rule)),
                JSONMember("count", .int(c.count)),
                JSONMember("baseline", .int(c.baseline)),
                JSONMember("findings", .array(c.newFindings.map { finding($0, new: true) } + c.knownFindings.map { finding($0, new: false) })),
                JSONMember("fixed", .array(c.fixed.map(JSONValue.string))),
            ]
            members.append(JSONMember("renamedFrom", .optional(c.renamedFrom)))
            return .object(members)
        }
        func finding(_ o: Observation, new: Bool) -> JSONValue {
            .object([JSONMember("line", .int(o.line)), JSONMember("column", .int(o.column)),
                     JSONMember("message", .string(o.message)), JSONMember("fingerprint", .string(o.fingerprintHash)),
                     JSONMember("new", .bool(new))])
        }
        let value = JSONValue.object([
            JSONMember("version", .int(1)),
            JSONMember("passed", .bool(!failed)),
            JSONMember("strict", .bool(strict)),
            JSONMember("against", .string(against)),
            JSONMember("regressions", .array(result.regressions.map(entry))),
            JSONMember("swaps", .array(result.swaps.map(entry))),
            JSONMember("improvements", .array(result.improvements.map(entry))),
            JSONMember("newFiles", .array(result.newFiles.map(JSONValue.string))),
            JSONMember("goneFiles", .array(result.goneFiles.map(JSONValue.string))),
            JSONMember("renamed", .array(result.renamed.map {
                .object([JSONMember("from", .string($0.from)), JSONMember("to", .string($0.to)),
                         JSONMember("inferred", .bool($0.inferred))])
            })),
            JSONMember("unknownRules", .array(result.unknownRules.map(JSONValue.string))),
            JSONMember("tightened", .bool(tightened)),
        ])
        return JSONWriter().write(value)
    }

    /// `--format github`: an error annotation on each new finding that makes the check fail
    /// (a warning for swaps when not strict).
    package func github() -> String {
        var out = ""
        func annotate(_ change: EntryChange, _ command: String, _ why: String) {
            for o in change.newFindings {
                out += "::\(command) file=\(GitHubAnnotations.escapeProperty(paths.display(o.path))),line=\(o.line),col=\(o.column),"
                    + "title=\(GitHubAnnotations.escapeProperty(o.rule))::"
                    + GitHubAnnotations.escapeData("\(o.message) (\(why))") + "\n"
            }
        }
        for change in result.regressions {
            annotate(change, "error", "\(change.rule) rose to \(change.count) in this file, baseline \(change.baseline)")
        }
        for change in result.swaps {
            annotate(change, strict ? "error" : "warning",
                     "new \(change.rule) finding in place of a fixed one; count \(change.count), baseline \(change.baseline)")
        }
        return out
    }

    /// `--format sarif` (and xcode, checkstyle, junit, gitlab): the new findings that fail
    /// the check, in that format.
    package func failing(as format: FindingFormat) -> String {
        var failing = result.regressions + failingSwaps
        failing.sort { ($0.path, $0.rule) < ($1.path, $1.rule) }
        var wanted: Set<FindingKey> = []
        for change in failing {
            for o in change.newFindings { wanted.insert(FindingKey(path: o.path, line: o.line, column: o.column, rule: o.rule)) }
        }
        var filtered = scan
        filtered.findings = scan.findings.filter {
            $0.exceptedBy == nil && wanted.contains(FindingKey(path: $0.path, line: $0.line, column: $0.column, rule: $0.rule))
        }
        filtered.unreadable = []
        return formatter.render(filtered, as: format)
    }
}

private struct FindingKey: Hashable {
    package var path: String
    package var line: Int
    package var column: Int
    package var rule: String
}
