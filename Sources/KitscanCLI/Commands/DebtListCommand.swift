import Foundation
import KitscanEngine
import KitscanSupport

/// `kitscan debt-list`: add the views not yet on the debt list to it.
package struct DebtListOptions: Sendable, Equatable {
    package var dryRun: Bool
    package var configPath: String?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        dryRun = parsed.flag(DebtListCommand.dryRun)
        configPath = parsed.value(CommonOptions.config)
    }
}

package enum DebtListCommand {
    static let dryRun = OptionSpec.flag("--dry-run", help: "Write nothing; print the views that would be added.")

    package static let spec = CommandSpec(
        name: "debt-list",
        summary: "Add the views missing from the debt list to it.",
        discussion: "Scans the project and adds each view, style or modifier that draws outside the kit and is not "
            + "named (in backticks) in the debt list that kitscan.json's `debtList` names, as a line \"- `Name` (path)\" "
            + "under the heading \"" + DebtListEdit.heading + "\" (made at the end of the file the first time; "
            + "later runs add to it). Nothing already in the file changes: edit or move the added lines as you like, "
            + "a name anywhere in the file counts. Run it after the kit's paths change. The file is rewritten "
            + "atomically, and the list as it was is kept in .kitscan-backup/debt-list/. When the file is "
            + "missing it is written again, with every such view. Exit 0, or 2 when there is no `debtList` or the "
            + "file cannot be read or written.",
        options: [dryRun, CommonOptions.config],
        examples: [
            .init("kitscan debt-list", "Put the views `unlisted-view` reports on the debt list, then sort them by hand."),
            .init("kitscan debt-list --dry-run", "See which views would be added."),
        ])

    package static func run(_ options: DebtListOptions, io: IO) throws(CommandFailure) -> Int32 {
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io, debtListMayBeMissing: true)
        let workspace = session.workspace
        guard let debtList = workspace.config.debtList else {
            throw CommandFailure((workspace.config.file == nil ? "there is no kitscan.json: run `kitscan init` (it writes one with "
                              + "a debt list), or write kitscan.json with " : "no `debtList` in kitscan.json: add ")
                          + "\"debtList\": \"\(StarterConfig.debtListPath)\" (the Markdown file that names the views "
                          + "drawn outside the kit), then run `kitscan debt-list` again.")
        }
        guard workspace.rules.rule("unlisted-view") != nil else {
            throw CommandFailure("the rule `unlisted-view` is off, so kitscan does not look for views outside the kit. "
                          + "Turn it on in kitscan.json (\"rules\": { \"unlisted-view\": { \"enabled\": true } }).")
        }
        let result = try session.scan()
        var seen: Set<String> = []
        let views = result.unlistedViews
            .sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
            .filter { seen.insert($0.name).inserted }
        let path = workspace.root + "/" + debtList
        let count = "\(views.count) view\(views.count == 1 ? "" : "s")"

        guard FileSystem.exists(path) else {
            let list = views.map { (name: $0.name, path: $0.path) }
            if options.dryRun {
                io.stdout.line("Would write \(debtList) with the \(count) that draw\(views.count == 1 ? "s" : "") outside the kit today.")
                return ExitCode.success
            }
            do {
                try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try AtomicFile.write(Data(StarterConfig.debtListText(views: list, foundBy: "kitscan debt-list").utf8), to: path)
            } catch {
                throw CommandFailure("cannot write \(debtList): \(error). Check the folder's permissions.")
            }
            io.stdout.line("Wrote \(debtList) with the \(count) that draw\(views.count == 1 ? "s" : "") outside the kit today.")
            return ExitCode.success
        }
        guard !views.isEmpty else {
            io.stdout.line("Nothing to add: every view that draws outside the kit is on \(debtList).")
            return ExitCode.success
        }
        let items = views.map { "- `\($0.name)` (\($0.path))" }
        if options.dryRun {
            io.stdout.write("Would add \(count) to \(debtList):\n" + items.map { $0 + "\n" }.joined())
            return ExitCode.success
        }
        let original: [UInt8]
        do throws(FileReadError) {
            original = try FileBytes.read(path: path)
        } catch {
            throw CommandFailure("cannot read \(debtList): \(error.reason). Check the file's permissions.")
        }
        let updated = DebtListEdit.adding(items, to: String(decoding: original, as: UTF8.self))
        let backup: String
        do {
            backup = try BackupCopy.keep(original, of: debtList, root: workspace.root, command: "debt-list")
            try AtomicFile.write(Data(updated.utf8), to: path)
        } catch {
            throw CommandFailure("cannot write \(debtList): \(error). It was left as it was; check the folder's permissions.")
        }
        io.stdout.line("Added \(count) to \(debtList), under \"\(DebtListEdit.heading)\": "
                       + views.map { "`\($0.name)`" }.joined(separator: ", ") + ".")
        io.stdout.line("The list as it was is in \(backup).")
        return ExitCode.success
    }
}
