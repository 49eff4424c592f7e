import Foundation
import KitscanEngine

/// When the site says it was made.
package enum SiteStamp {
    /// `SOURCE_DATE_EPOCH` when set (reproducible builds' convention), else the scanned
    /// commit's date, else now: the same commit gives the same page.
    package static func date(environment: [String: String], commitTime: () -> Int?) throws(WorkspaceError) -> String {
        var seconds: Int?
        if let text = environment["SOURCE_DATE_EPOCH"] {
            guard let n = Int(text), n >= 0 else {
                throw WorkspaceError(["SOURCE_DATE_EPOCH is `\(text)`: it must be seconds since 1970 (e.g. $(git log -1 --format=%ct)), or unset"])
            }
            seconds = n
        } else {
            seconds = commitTime()
        }
        let date = seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}
