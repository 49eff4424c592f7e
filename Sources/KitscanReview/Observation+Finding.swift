import KitscanEngine
import KitscanRatchet

extension Observation {
    /// The findings the ratchet counts (those no exception covers), as it sees them: the one
    /// place a scan's findings become the ratchet's observations.
    package static func counted(_ findings: [Finding]) -> [Observation] {
        findings.filter { $0.exceptedBy == nil }.map {
            Observation(path: $0.path, rule: $0.rule, fingerprint: $0.fingerprint, line: $0.line, column: $0.column,
                        message: $0.message)
        }
    }
}
