/// Which files a check looked at.
///
/// A complete scope is every file kitscan scans: a baseline path outside it is gone (deleted,
/// or no longer included). A partial scope (staged files, paths given on the command line)
/// leaves every other baseline entry alone: neither compared nor gone, unless the caller
/// knows the path no longer exists (`missing`). Paths that have observations always count as
/// scanned.
public struct Scope: Sendable, Equatable {
    /// Repository-relative POSIX paths that were scanned (files without findings too).
    public var scanned: Set<String>
    public var isComplete: Bool
    /// Baseline paths known to be deleted; only read for a partial scope.
    public var missing: Set<String>

    /// Every file was scanned.
    public static func complete(_ scanned: Set<String>) -> Scope {
        Scope(scanned: scanned, isComplete: true, missing: [])
    }

    /// Only `scanned` was checked; `missing` are baseline paths the caller knows were deleted.
    public static func partial(_ scanned: Set<String>, missing: Set<String> = []) -> Scope {
        Scope(scanned: scanned, isComplete: false, missing: missing)
    }

    public init(scanned: Set<String>, isComplete: Bool, missing: Set<String>) {
        self.scanned = scanned
        self.isComplete = isComplete
        self.missing = missing
    }

    /// Whether a baseline path that was not scanned is gone.
    func isGone(_ path: String) -> Bool {
        !scanned.contains(path) && (isComplete || missing.contains(path))
    }
}
