import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class FileWalkerTests: XCTestCase {
    func testListsSwiftFilesSortedSkippingHiddenAndBuildFolders() throws {
        let tree = try FilesTestTree()
        try tree.write("App/B.swift")
        try tree.write("App/A.swift")
        try tree.write("App/Mail/MailRow.swift")
        try tree.write("Root.swift")
        try tree.write("README.md", "x")
        try tree.write("App/NotSwift.swiftx")
        try tree.write(".build/debug/Gen.swift")
        try tree.write(".git/hooks/X.swift")
        try tree.write(".swiftpm/xcode/Y.swift")
        try tree.write(".hidden/Z.swift")
        try tree.write("App/.secret/S.swift")
        try tree.write("App/.dotfile.swift")
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, ["App/.dotfile.swift", "App/A.swift", "App/B.swift", "App/Mail/MailRow.swift", "Root.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testIncludeAndExcludeGlobs() throws {
        let tree = try FilesTestTree()
        try tree.write("App/A.swift")
        try tree.write("App/Generated/G.swift")
        try tree.write("App/Deep/Generated/H.swift")
        try tree.write("Kit/K.swift")
        try tree.write("Tests/T.swift")
        let walker = FileWalker(root: tree.path, include: [Glob("App/**/*.swift"), Glob("Kit")],
                                exclude: [Glob("**/Generated/**"), Glob("Kit/K.swift")])
        let result = walker.walk()
        XCTAssertEqual(result.files, ["App/A.swift"])
        XCTAssertEqual(result.excluded, ["App/Deep/Generated/", "App/Generated/", "Kit/K.swift"])
    }

    func testGitIgnoredFilesAndFoldersAreSkipped() throws {
        let tree = try FilesTestTree()
        try tree.mkdir(".git")
        try tree.write(".gitignore", "DerivedData/\n*.gen.swift\n")
        try tree.write("App/.gitignore", "Local.swift\n")
        try tree.write(".git/info/exclude", "Mine.swift\n")
        try tree.write("DerivedData/X.swift")
        try tree.write("App/A.gen.swift")
        try tree.write("App/Local.swift")
        try tree.write("Local.swift")
        try tree.write("App/Mine.swift")
        try tree.write("App/Keep.swift")
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, ["App/Keep.swift", "Local.swift"])
        let unfiltered = FileWalker(root: tree.path, respectsGitIgnore: false).walk()
        XCTAssertEqual(unfiltered.files.count, 6)
    }

    /// The whole tree is walked one root folder per core and merged; naming the root
    /// explicitly walks it on one core. Both must list the same, with links between the
    /// parts, nested ignore files, exclusions and problems.
    func testTheRootsFoldersWalkedOnEveryCoreListWhatOneCoreLists() throws {
        let tree = try FilesTestTree()
        try tree.write("A/Real.swift")
        try tree.write("A/Deep/Inner.swift")
        try tree.write("A/.gitignore", "Skipped.swift\nLinkedAway.swift\n")
        try tree.write("A/Skipped.swift")
        try tree.write("B/Other.swift")
        try tree.write("C/Target.swift")
        try tree.write("Generated/G.swift")
        try tree.write("Top.swift")
        try tree.link("B/ToReal.swift", to: "../A/Real.swift")
        try tree.link("B/ToA", to: "../A")
        try tree.write(".hidden/Only.swift")
        try tree.link("A/LinkedAway.swift", to: "../.hidden/Only.swift")
        try tree.link("B/Dangling.swift", to: "../Nowhere.swift")
        try tree.link("C/Fresh", to: "../Outside")
        try tree.write("Outside/Far.swift")
        let walker = FileWalker(root: tree.path, exclude: [Glob("Generated/**")])
        let everyCore = walker.walk()
        XCTAssertEqual(everyCore, walker.walk(paths: [tree.path]))
        XCTAssertEqual(everyCore.files, ["A/Deep/Inner.swift", "A/Real.swift", "B/Other.swift", "C/Target.swift",
                                         "Outside/Far.swift", "Top.swift"])
        XCTAssertEqual(everyCore.problems.map(\.path), ["B/Dangling.swift"])
        XCTAssertEqual(everyCore.excluded, ["Generated/"])
    }

    func testSymlinkLoopIsReportedAndNeverLoops() throws {
        let tree = try FilesTestTree()
        try tree.write("App/A.swift")
        try tree.link("App/Loop", to: "..")
        try tree.link("App/Self", to: ".")
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, ["App/A.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["App/Loop", "App/Self"])
        XCTAssertTrue(result.problems.allSatisfy { $0.reason.contains("symbolic link loop") }, "\(result.problems)")
    }

    func testLinkAboveAnExplicitFolderIsALoop() throws {
        let tree = try FilesTestTree()
        try tree.write("App/Mail/M.swift")
        try tree.write("Kit/K.swift")
        try tree.link("App/Mail/Up", to: "../..")
        let result = FileWalker(root: tree.path).walk(paths: [tree.path + "/App/Mail"])
        XCTAssertEqual(result.files, ["App/Mail/M.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["App/Mail/Up"])
    }

    func testLinkCycleBetweenTwoLinksIsReported() throws {
        let tree = try FilesTestTree()
        try tree.link("a.swift", to: "b.swift")
        try tree.link("b.swift", to: "a.swift")
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.problems.map(\.path), ["a.swift", "b.swift"])
        XCTAssertTrue(result.problems[0].reason.contains("loop"), result.problems[0].reason)
    }

    func testDanglingSymlinkIsReported() throws {
        let tree = try FilesTestTree()
        try tree.write("A.swift")
        try tree.link("Gone.swift", to: "Nowhere.swift")
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, ["A.swift"])
        XCTAssertEqual(result.problems,
                       [UnreadableFile(path: "Gone.swift", reason: "dangling symbolic link: its target Nowhere.swift does not exist")])
    }

    func testSymlinkedFoldersAndFilesAreFollowedOnce() throws {
        let tree = try FilesTestTree()
        let outside = try FilesTestTree()
        try outside.write("Shared/S.swift")
        try tree.write("App/A.swift")
        try tree.link("Linked", to: outside.path + "/Shared")
        try tree.link("Alias", to: "App")
        try tree.link("B.swift", to: "App/A.swift")
        try tree.link("External.swift", to: outside.path + "/Shared/S.swift")
        let result = FileWalker(root: tree.path).walk()
        // Alias and B.swift point at files already listed under their real paths.
        XCTAssertEqual(result.files, ["App/A.swift", "External.swift", "Linked/S.swift"])
        XCTAssertEqual(result.problems, [])
    }

    func testNonUTF8FileNameIsReportedNotDropped() throws {
        let tree = try FilesTestTree()
        try tree.write("App/Good.swift")
        try tree.writeRaw(folder: "App", name: Array("caf".utf8) + [0xE9] + Array(".swift".utf8))
        try tree.writeRaw(folder: "App", name: Array("ignored".utf8) + [0xFF] + Array(".png".utf8))
        let result = FileWalker(root: tree.path).walk()
        XCTAssertEqual(result.files, ["App/Good.swift"])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertEqual(result.problems.first?.path, "App/caf\\xE9.swift")
        XCTAssertTrue(result.problems.first?.reason.contains("not valid UTF-8") ?? false)
    }

    func testExcludedNonUTF8NameIsNotReported() throws {
        let tree = try FilesTestTree()
        try tree.writeRaw(folder: "Gen", name: [0xC3, 0x28] + Array(".swift".utf8))
        let result = FileWalker(root: tree.path, exclude: [Glob("Gen")]).walk()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.excluded, ["Gen/"])
    }

    func testUnreadableFolderIsReported() throws {
        // One folder at the top: the walk stays on the thread without privileges (with two,
        // the root's folders would be walked on other threads, which are still root).
        let tree = try FilesTestTree()
        try tree.write("App/Open/A.swift")
        try tree.write("App/Locked/B.swift")
        XCTAssertEqual(chmod(tree.path + "/App/Locked", 0), 0)
        let result = try walkWithoutPrivileges(FileWalker(root: tree.path))
        XCTAssertEqual(result.files, ["App/Open/A.swift"])
        XCTAssertEqual(result.problems.map(\.path), ["App/Locked/"])
        let problem = try XCTUnwrap(result.problems.first)
        XCTAssertTrue(problem.reason.contains("permission denied"), problem.reason)
    }

    func testExplicitFilesAndFolders() throws {
        let tree = try FilesTestTree()
        try tree.mkdir(".git")
        try tree.write(".gitignore", "Ignored.swift\n")
        try tree.write("App/A.swift")
        try tree.write("App/Mail/M.swift")
        try tree.write("App/Ignored.swift")
        try tree.write("App/Notes.md", "x")
        try tree.write("Kit/K.swift")
        try tree.write("Gen/G.swift")
        try tree.write(".build/X.swift")
        let walker = FileWalker(root: tree.path, exclude: [Glob("Gen")])
        let result = walker.walk(paths: [
            tree.path + "/App/Mail", tree.path + "/Kit/K.swift", tree.path + "/App/Ignored.swift",
            tree.path + "/App/Notes.md", tree.path + "/Gen/G.swift", tree.path + "/.build/X.swift",
            tree.path + "/App/Mail/M.swift", tree.path + "/Missing.swift",
        ])
        XCTAssertEqual(result.files, ["App/Mail/M.swift", "Kit/K.swift"])
        XCTAssertEqual(result.problems, [UnreadableFile(path: tree.path + "/Missing.swift", reason: "no such file or folder")])

        let whole = walker.walk(paths: [tree.path])
        XCTAssertEqual(whole.files, ["App/A.swift", "App/Mail/M.swift", "Kit/K.swift"])
    }

    func testExplicitPathOutsideTheRootIsReported() throws {
        let tree = try FilesTestTree()
        let other = try FilesTestTree()
        try other.write("O.swift")
        let result = FileWalker(root: tree.path).walk(paths: [other.path + "/O.swift"])
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems[0].reason.hasPrefix("outside the project folder"), result.problems[0].reason)
    }

    func testExplicitFileInsideAGitIgnoredFolderIsSkipped() throws {
        let tree = try FilesTestTree()
        try tree.mkdir(".git")
        try tree.write(".gitignore", "Vendor/\n")
        try tree.write("Vendor/V.swift")
        try tree.write("App/.gitignore", "*.swift\n!Keep.swift\n")
        try tree.write("App/Drop.swift")
        try tree.write("App/Keep.swift")
        let result = FileWalker(root: tree.path).walk(paths: [
            tree.path + "/Vendor/V.swift", tree.path + "/App/Drop.swift", tree.path + "/App/Keep.swift",
        ])
        XCTAssertEqual(result.files, ["App/Keep.swift"])
    }

    func testMissingRootIsAProblem() {
        let result = FileWalker(root: "/nonexistent-kitscan-root-\(UUID().uuidString)").walk()
        XCTAssertEqual(result.files, [])
        XCTAssertEqual(result.problems.count, 1)
        XCTAssertTrue(result.problems[0].reason.contains("not found"))
    }

    func testReadsFileBytesWithTypedErrors() throws {
        let tree = try FilesTestTree()
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0x00, 0xFF, 0x0A] + Array(repeating: 0x41, count: 70_000)
        XCTAssertTrue(FileManager.default.createFile(atPath: tree.path + "/Bin.swift", contents: Data(bytes)))
        XCTAssertEqual(try FileBytes.read(path: tree.path + "/Bin.swift"), bytes)
        XCTAssertEqual(try FileBytes.read(path: tree.path + "/Bin.swift").count, 70_006)

        XCTAssertThrowsError(try FileBytes.read(path: tree.path + "/None.swift")) { error in
            XCTAssertEqual(error as? FileReadError, .notFound(path: tree.path + "/None.swift"))
        }
        XCTAssertThrowsError(try FileBytes.read(path: tree.path)) { error in
            XCTAssertEqual(error as? FileReadError, .isDirectory(path: tree.path))
            XCTAssertEqual((error as? FileReadError)?.reason, "is a folder, not a file")
        }
    }

    func testDeepTreeDoesNotOverflow() throws {
        let tree = try FilesTestTree()
        let deep = (0..<150).map { "d\($0)" }.joined(separator: "/")
        try tree.write(deep + "/Deep.swift")
        XCTAssertEqual(FileWalker(root: tree.path).walk().files, [deep + "/Deep.swift"])
    }

    /// Runs the walk where permissions apply: as root, on a thread whose file-system uid
    /// is `nobody` (setfsuid is per thread), since root reads any folder.
    private func walkWithoutPrivileges(_ walker: FileWalker) throws -> WalkResult {
        guard geteuid() == 0 else { return walker.walk() }
        typealias SetFSUID = @convention(c) (UInt32) -> Int32
        let handle = dlopen(nil, RTLD_NOW)
        let symbol = try XCTUnwrap(dlsym(handle, "setfsuid"), "setfsuid is needed to test permissions as root")
        let setfsuid = unsafeBitCast(symbol, to: SetFSUID.self)
        let box = ResultBox()
        let thread = Thread {
            _ = setfsuid(65534)
            box.result = walker.walk()
            _ = setfsuid(0)
            box.done.signal()
        }
        thread.start()
        box.done.wait()
        return try XCTUnwrap(box.result)
    }
}

private final class ResultBox: @unchecked Sendable {
    var result: WalkResult?
    let done = DispatchSemaphore(value: 0)
}
