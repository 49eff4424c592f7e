/// The exit codes every command uses.
public enum ExitCode {
    /// Clean: no findings over the baseline (or nothing to report).
    public static let success: Int32 = 0
    /// Findings over the baseline, or `scan --strict` with any finding.
    public static let findings: Int32 = 1
    /// Usage, config or I/O error: the user must fix something before the tool can answer.
    public static let failure: Int32 = 2
}
