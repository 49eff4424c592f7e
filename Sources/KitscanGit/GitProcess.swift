import Dispatch
import Foundation
import KitscanSupport

/// Running the `git` executable: the one process runner every git call goes through
/// (check, `--staged`, `--base`, history, init). kitscan links no git library.
extension Git {
    /// Runs `git` with `arguments` in `folder`. Standard input gets `input` (written on another
    /// thread so a large answer cannot deadlock against it); stderr becomes the error message.
    static func run(_ arguments: [String], in folder: String, input: [UInt8]? = nil) throws(GitError) -> [UInt8] {
        let answer = try execute(arguments, in: folder, input: input)
        guard answer.status == 0 else {
            let text = answer.errors.trimmingCharacters(in: .whitespacesAndNewlines)
            if answer.status == 127 {
                throw GitError(message: "git is not installed or not on PATH. Install git to use this command.")
            }
            throw GitError(message: "`git \(arguments.joined(separator: " "))` failed: "
                           + (text.isEmpty ? "exit \(answer.status)" : text))
        }
        return answer.output
    }

    /// Runs git and returns its exit status, standard output and standard error; throws only
    /// when git cannot be started. Git never prompts (`GIT_TERMINAL_PROMPT=0`): a hook or CI
    /// job must fail, not hang.
    static func execute(_ arguments: [String], in folder: String,
                        input: [UInt8]? = nil) throws(GitError) -> (status: Int32, output: [UInt8], errors: String) {
        let process = Process()
        var environment = ProcessInfo.processInfo.environment
        if let git = executable(onPath: environment["PATH"]) {
            process.executableURL = URL(fileURLWithPath: git)
            process.arguments = arguments
        } else {
            // Not found: `env` says so with exit 127 (reported as "not installed").
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: folder, isDirectory: true)
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.output(process, input: input)
        } catch {
            throw GitError(message: "cannot run git (\(error.localizedDescription)). Install git and make sure it is on PATH.")
        }
        return (outcome.status, [UInt8](outcome.stdout), String(decoding: outcome.stderr, as: UTF8.self))
    }
}

extension Git {
    /// The first `git` on `path` that can be run, as `env` would find it: starting `git`
    /// directly spares every call an `env` process (a review makes about ten calls).
    package static func executable(onPath path: String?) -> String? {
        guard let path, !path.isEmpty else { return nil }
        for folder in path.split(separator: ":", omittingEmptySubsequences: false) {
            // A relative entry (or an empty one, the current folder) is `env`'s to resolve.
            guard folder.hasPrefix("/") else { return nil }
            let candidate = String(folder) + "/git"
            if access(candidate, X_OK) == 0, !FileSystem.isDirectory(candidate) { return candidate }
        }
        return nil
    }
}
