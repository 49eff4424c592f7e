/// Where long work reports how far it is (the terminal's status line, or nowhere).
package protocol ProgressDisplay: Sendable {
    /// Shows `message`; `force` draws even when the last draw was just now.
    func report(_ message: String, force: Bool)
    /// Shows `label done/total`.
    func step(_ done: Int, of total: Int, _ label: String)
    /// Clears what is shown, before results are printed.
    func finish()
}

/// Progress that shows nothing.
package struct NoProgress: ProgressDisplay {
    package init() {}
    package func report(_ message: String, force: Bool) {}
    package func step(_ done: Int, of total: Int, _ label: String) {}
    package func finish() {}
}
