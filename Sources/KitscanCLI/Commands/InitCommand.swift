import Foundation
import KitscanRatchet
import KitscanEngine
import KitscanSupport
import KitscanGit

/// `kitscan init`: a starter configuration and pre-commit hook.
package struct InitOptions: Sendable, Equatable {
    /// Replace a pre-commit hook that is not kitscan's (kept as `pre-commit.backup`).
    package var force: Bool

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        force = parsed.flag(InitCommand.force)
    }
}

package enum InitCommand {
    static let force = OptionSpec.flag("--force", help: "Replace a pre-commit hook that is not kitscan's (kept as pre-commit.backup).")

    package static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter kitscan.json and a git pre-commit hook.",
        discussion: "Writes kitscan.json at the top of the git repository (or in the current folder outside "
            + "one), guessing the kit: the local package the app's targets depend on (XcodeGen's project.yml "
            + "`packages:` with `path:`, an Xcode project's local package reference, `.package(path:)`) that "
            + "declares views and tokens, else folders named like a kit (OmoKit, MailUI, DesignSystem), never a "
            + "feature package that depends on the kit; it prints why it took or left each. With a debt list (docs/design-system-debt.md, listing the views that draw "
            + "outside the kit today); an existing kitscan.json or debt list is never replaced. Then installs "
            + ".git/hooks/pre-commit running `kitscan check --staged`: finding it already installed is "
            + "success; another tool's hook is replaced only with --force, and kept as pre-commit.backup.",
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

    /// Sets a file's mode to 0755: 0, or the errno of the failure.
    typealias MakeExecutable = @Sendable (String) -> Int32

    /// chmod 0755.
    static let chmodExecutable: MakeExecutable = { path in chmod(path, 0o755) == 0 ? 0 : errno }

    package static func run(_ options: InitOptions, io: IO) throws(CommandFailure) -> Int32 {
        try run(options, io: io, makeExecutable: chmodExecutable)
    }

    /// `makeExecutable` is a parameter so that a test can make it fail: as root (in CI
    /// containers), permissions never stop a chmod.
    static func run(_ options: InitOptions, io: IO, makeExecutable: MakeExecutable) throws(CommandFailure) -> Int32 {
        let git = Git.open(at: io.cwd)
        let root = git?.topLevel ?? io.cwd
        let configPath = root + "/" + ConfigLocator.fileName
        if FileManager.default.fileExists(atPath: configPath) {
            // A config is the team's work (debt list, helpers, rules): init never replaces it.
            io.stdout.line("Kept the existing \(ConfigLocator.fileName) (init never replaces it; to start again from "
                           + "the starter config, move it away and run `kitscan init`).")
        } else {
            try writeStarter(root: root, configPath: configPath, io: io)
        }

        guard let git else {
            throw CommandFailure("not inside a git repository, so no pre-commit hook was installed. "
                          + "Run `git init` (or cd into your repository) and run `kitscan init` again.")
        }
        let hookPath: String
        do {
            hookPath = try git.gitPath("hooks/pre-commit")
        } catch {
            throw CommandFailure("cannot find the hooks folder: \(error.message)")
        }
        var backup: String?
        if FileSystem.exists(hookPath), let current = try? FileBytes.read(path: hookPath) {
            if current == Array(hook.utf8) {
                // Written but not executable (its chmod failed) is a hook git skips: it is
                // rewritten and made executable below.
                if FileManager.default.isExecutableFile(atPath: hookPath) {
                    io.stdout.line("kitscan's pre-commit hook is already installed at \(hookPath).")
                    io.stdout.line("Next: run `kitscan baseline` and commit kitscan.json and \(Baseline.defaultFileName).")
                    return ExitCode.success
                }
            } else {
                backup = try keep(current, of: hookPath, force: options.force)
            }
        }
        try writeHook(at: hookPath, makeExecutable: makeExecutable)
        io.stdout.line("Installed \(hookPath): commits now run `kitscan check --staged`"
                       + (backup.map { "; kept the old hook as \($0)." } ?? "."))
        io.stdout.line("Next: run `kitscan baseline` and commit kitscan.json and \(Baseline.defaultFileName).")
        return ExitCode.success
    }

    /// Keeps the hook `current` found at `hookPath` as a backup, whose path it returns: an
    /// older kitscan hook is ours to update; another tool's hook needs `force`.
    private static func keep(_ current: [UInt8], of hookPath: String, force: Bool) throws(CommandFailure) -> String {
        let ours = String(decoding: current, as: UTF8.self).contains("Installed by `kitscan init`")
        if !ours && !force {
            throw CommandFailure("\(hookPath) already exists, so it was left alone. Add `kitscan check --staged` to it "
                                 + "yourself, or run `kitscan init --force` to replace it (the old hook is kept as "
                                 + "pre-commit.backup).")
        }
        let backup = freeName(hookPath + ".backup")
        do {
            try AtomicFile.write(Data(current), to: backup)
            _ = chmod(backup, 0o755)
        } catch {
            throw CommandFailure("cannot keep the old hook as \(backup): \(error.description). The hook was not changed.")
        }
        return backup
    }

    /// Writes the hook at `hookPath` (creating its folder) and makes it executable. Each
    /// step that fails says itself what failed: the file written but not executable is a
    /// hook git skips, which a failed write is not.
    static func writeHook(at hookPath: String, makeExecutable: MakeExecutable) throws(CommandFailure) {
        let folder = (hookPath as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(hook.utf8), to: hookPath)
        } catch {
            let reason = (error as? AtomicFileError)?.description ?? "cannot create \(folder): \(error.localizedDescription)"
            throw CommandFailure("\(reason); the pre-commit hook was not installed. Make \(hookPath) a file (or remove it) "
                                 + "in a writable folder, and run `kitscan init` again.")
        }
        let failed = makeExecutable(hookPath)
        guard failed == 0 else {
            throw CommandFailure("wrote \(hookPath), but cannot make it executable (\(String(cString: strerror(failed)))), "
                                 + "and git runs no hook that is not. Run `chmod +x \(hookPath)`.")
        }
    }

    /// `path`, or `path-2`, `path-3`… : the first name not taken, so a backup never replaces another.
    static func freeName(_ path: String) -> String {
        var candidate = path
        var n = 1
        while FileManager.default.fileExists(atPath: candidate) {
            n += 1
            candidate = path + "-\(n)"
        }
        return candidate
    }

    /// `kit-copy` stays opt-in until its precision on real apps reaches 0.9 (0.88 on the
    /// labelled apps in Scripts/copies): offered, with what to expect, never turned on.
    static let copyOffer = "Opt in: `kit-copy` finds app views that redraw a kit component (on real apps about 9 in 10 "
        + "of its findings are copies, and it finds 3 copies in 4); to try it, add "
        + "`{ \"rules\": { \"kit-copy\": { \"enabled\": true } } }` to kitscan.json (docs/copies.md)."

    /// Writes the starter config and, when there is none, its debt list listing the views that
    /// draw outside the kit today.
    private static func writeStarter(root: String, configPath: String, io: IO) throws(CommandFailure) {
        let starter = StarterConfig.guess(root: root)
        let debtPath = root + "/" + starter.debtList
        let newDebtList = !FileManager.default.fileExists(atPath: debtPath)
        do {
            if newDebtList {
                try FileManager.default.createDirectory(atPath: (debtPath as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(Data(StarterConfig.debtListText(views: []).utf8), to: debtPath)
            }
            try AtomicFile.write(Data(starter.json(baseline: Baseline.defaultFileName).utf8), to: configPath)
        } catch {
            throw CommandFailure("\((error as? AtomicFileError)?.description ?? String(describing: error)). Check the folder's permissions.")
        }
        let kit = starter.kitPaths.isEmpty ? "no kit folder found; set kit.paths by hand"
            : "kit: " + starter.kitPaths.joined(separator: ", ")
        io.stdout.line("Wrote \(configPath) (\(kit)).")
        for reason in starter.reasons { io.stdout.line("  " + reason) }
        if !starter.kitPaths.isEmpty { io.stdout.line(copyOffer) }
        do {
            let workspace = try Workspace.open(explicitConfig: configPath)
            if newDebtList {
                // Today's views go on the new list, so `unlisted-view` finds only new ones.
                let views = try workspace.scan().unlistedViews
                    .sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
                    .map { (name: $0.name, path: $0.path) }
                try AtomicFile.write(Data(StarterConfig.debtListText(views: views).utf8), to: debtPath)
                io.stdout.line("Wrote \(debtPath): the debt list, with the \(views.count) "
                               + (views.count == 1 ? "view that draws" : "views that draw") + " outside the kit today.")
            }
        } catch let error as WorkspaceError {
            io.printWarning("the new config does not load yet: " + error.messages.joined(separator: "; "))
        } catch {
            io.printWarning("cannot write the debt list: \(error)")
        }
    }
}
