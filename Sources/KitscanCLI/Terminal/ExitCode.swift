/// The exit codes every command uses.
package enum ExitCode {
    /// Clean: no findings over the baseline (or nothing to report).
    package static let success: Int32 = 0
    /// Findings over the baseline, or `scan --strict` with any finding.
    package static let findings: Int32 = 1
    /// Usage, config or I/O error: the user must fix something before the tool can answer.
    package static let failure: Int32 = 2
}
