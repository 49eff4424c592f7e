import Foundation
import KitscanRatchet
import KitscanRules
import KitscanSupport

/// `kitscan init`: a starter configuration and pre-commit hook.
public struct InitOptions: Sendable, Equatable {
    /// Overwrite existing files.
    public var force: Bool

    public init(_ parsed: ParsedArguments) throws(CommandLineError) {
        force = parsed.flag(InitCommand.force)
    }
}

public enum InitCommand {
    static let force = OptionSpec.flag("--force", help: "Overwrite an existing kitscan.json and pre-commit hook.")

    public static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter kitscan.json and a git pre-commit hook.",
        discussion: "Writes kitscan.json at the top of the git repository (or in the current folder outside "
            + "one), guessing the kit from folders named like OmoKit, unless one exists; then installs "
            + ".git/hooks/pre-commit running `kitscan check --staged`. An existing hook is never "
            + "overwritten without --force.",
        options: [
            force,
        ],
        examples: [
            .init("kitscan init", "Set kitscan up in this repository."),
        ])

    /// The hook `init` installs.
    static let hook = """
        #!/bin/sh
        # Installed by `kitscan init`: refuse commits that add design-system debt.
        # Skip once with `git commit --no-verify`; remove this file to uninstall.
        if ! command -v kitscan >/dev/null 2>&1; then
            echo "kitscan pre-commit hook: kitscan is not on PATH; install it, or commit with --no-verify." >&2
            exit 1
        fi
        exec kitscan check --staged

        """

    public static func run(_ options: InitOptions, io: IO) -> Int32 {
        let git = Git.open(at: io.cwd)
        let root = git?.topLevel ?? io.cwd
        let configPath = root + "/" + ConfigLocator.fileName
        if FileManager.default.fileExists(atPath: configPath) && !options.force {
            io.stdout.line("Kept the existing \(ConfigLocator.fileName) (--force overwrites it).")
        } else {
            let starter = StarterConfig.guess(root: root)
            do {
                try AtomicFile.write(Data(starter.json(baseline: Baseline.defaultFileName).utf8), to: configPath)
            } catch {
                io.printError("\(error.description). Check the folder's permissions.")
                return ExitCode.failure
            }
            let kit = starter.kitPaths.isEmpty ? "no kit folder found; set kit.paths by hand"
                : "kit: " + starter.kitPaths.joined(separator: ", ")
            io.stdout.line("Wrote \(configPath) (\(kit)).")
            do {
                _ = try Workspace.open(explicitConfig: configPath)
            } catch {
                io.printWarning("the new config does not load yet: " + error.messages.joined(separator: "; "))
            }
        }

        guard let git else {
            io.printError("not inside a git repository, so no pre-commit hook was installed. "
                          + "Run `git init` (or cd into your repository) and run `kitscan init` again.")
            return ExitCode.failure
        }
        let hookPath: String
        do {
            hookPath = try git.gitPath("hooks/pre-commit")
        } catch {
            io.printError("cannot find the hooks folder: \(error.message)")
            return ExitCode.failure
        }
        if FileManager.default.fileExists(atPath: hookPath) && !options.force {
            io.printError("\(hookPath) already exists, so it was left alone. Add `kitscan check --staged` to it "
                          + "yourself, or run `kitscan init --force` to replace it.")
            return ExitCode.failure
        }
        do {
            let folder = (hookPath as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(hook.utf8), to: hookPath)
            guard chmod(hookPath, 0o755) == 0 else {
                io.printError("cannot make \(hookPath) executable: \(String(cString: strerror(errno))). Run `chmod +x \(hookPath)`.")
                return ExitCode.failure
            }
        } catch {
            io.printError("cannot write \(hookPath): \(error). Check the folder's permissions.")
            return ExitCode.failure
        }
        io.stdout.line("Installed \(hookPath): commits now run `kitscan check --staged`.")
        io.stdout.line("Next: run `kitscan baseline` and commit kitscan.json and \(Baseline.defaultFileName).")
        return ExitCode.success
    }
}
