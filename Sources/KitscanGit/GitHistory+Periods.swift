import Foundation

/// The commit times `kitscan adoption --history` needs to find each week's or month's last
/// commit: the committer time in UTC, not the committer's calendar day.
extension Git {
    /// Committer time (seconds since 1970, UTC) of every first-parent commit of `head`.
    package func commitTimes(of head: String = "HEAD") throws(GitError) -> [String: Int] {
        var times: [String: Int] = [:]
        for line in String(decoding: try run(["log", "--first-parent", "--format=%H %ct", head]), as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let time = Int(parts[1]) { times[String(parts[0])] = time }
        }
        return times
    }

    /// The committer time (seconds since 1970, UTC) of `revision`, or nil when there is none.
    package func commitTime(_ revision: String = "HEAD") -> Int? {
        guard head != nil, let out = try? run(["show", "-s", "--format=%ct", revision]) else { return nil }
        return Int(String(decoding: out, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
