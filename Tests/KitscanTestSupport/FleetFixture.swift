import Foundation
import XCTest

/// A kit repository and the apps that use it, as real repositories side by side:
/// `kit/` (a git repository whose `kitscan.json` lists the apps), `mail/` (a folder app with
/// its own `kitscan.json`) and `notes.git` (a bare repository, read at `main`), cloned from
/// `notes-src/`.
public struct FleetFixture: Sendable {
    public let parent: String
    public let kit: GitTestRepo
    public let mail: String
    /// The working repository `notes.git` is cloned from (commit here, then `pushNotes`).
    public let notesSource: GitTestRepo
    public let notesBare: String

    public static let kitRow = """
        import SwiftUI
        public struct KitRow: View {
            public init(title: String, subtitle: String? = nil, badge: Int = 0) {}
            public var body: some View { Text("row") }
        }
        public struct KitIdle: View {
            public init(label: String) {}
            public var body: some View { Text("idle") }
        }

        """

    public static let inbox = """
        import SwiftUI
        struct Inbox: View {
            var body: some View {
                KitRow(title: "Inbox")
                    .foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))
            }
        }

        """

    public static let noteList = """
        import SwiftUI
        typealias NoteRow = KitRow
        struct NoteList: View {
            var body: some View {
                NoteRow(title: "Note", subtitle: "Today")
                    .foregroundColor(Color(red: 0.5, green: 0.5, blue: 0.5))
            }
        }

        """

    /// `notesURL`: the web address the Notes entry gives (nil: none).
    public init(_ test: XCTestCase, notesURL: String? = "https://github.com/omo/notes-ios") throws {
        parent = try temporaryFolder(test)
        let kitRoot = parent + "/kit"
        try FileManager.default.createDirectory(atPath: kitRoot, withIntermediateDirectories: true)
        kit = GitTestRepo(existing: kitRoot)
        try kit.git("init", "-q", "-b", "main")
        try kit.write("Sources/OmoKit/KitRow.swift", Self.kitRow)
        let url = notesURL.map { ", \"url\": \"\($0)\"" } ?? ""
        try kit.write("kitscan.json", """
            { "kit": { "paths": ["Sources/OmoKit"] },
              "apps": [ { "name": "Mail", "path": "../mail" },
                        { "name": "Notes", "git": "../notes.git", "ref": "main"\(url) } ] }

            """)
        try kit.commitAll("kit")

        mail = parent + "/mail"
        _ = try writeFile(mail, "App/Inbox.swift", Array(Self.inbox.utf8))
        _ = try writeFile(mail, "kitscan.json", Array("{ \"rules\": { \"raw-colour\": { \"enabled\": false } } }\n".utf8))

        let source = parent + "/notes-src"
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        notesSource = GitTestRepo(existing: source)
        try notesSource.git("init", "-q", "-b", "main")
        try notesSource.write("App/NoteList.swift", Self.noteList)
        try notesSource.write("App/Settings.swift", "import SwiftUI\nstruct Settings: View {\n    var body: some View { Text(\"s\") }\n}\n")
        try notesSource.commitAll("notes")
        notesBare = parent + "/notes.git"
        try notesSource.git("clone", "-q", "--bare", source, notesBare)
    }

    /// Pushes the source's `main` to the bare repository (the app "moved").
    public func pushNotes() throws {
        try notesSource.git("push", "-q", notesBare, "main")
    }

    /// Runs kitscan in-process in the kit repository.
    public func kitscan(_ arguments: String...) -> RunResult {
        KitscanTestSupport.kitscan(arguments, cwd: kit.root)
    }
}
