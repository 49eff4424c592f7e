import Foundation

/// Four renamed forks of `Samples/Copies`' `MailPill` (in `file`), in one file: enough to make
/// the pill's shape less rare, so its `kit-copy` score moves (a stale weight would show).
public func mailPillForks(of file: String) throws -> String {
    let body = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "struct MailPill")[1]
    return "import SwiftUI\nimport CopiesKit\n"
        + (1...4).map { "struct Draft\($0)Pill" + body.replacingOccurrences(of: "title", with: "label") }.joined()
}
