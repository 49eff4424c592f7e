import Foundation
import PackagePlugin

/// `swift package kitscan <command> [options]`: runs the kitscan built from this package in
/// the package's folder, with the arguments as given (`swift package kitscan scan`,
/// `swift package kitscan check`), and asks for no permission: it runs only the commands
/// that read. A command that writes in the package folder (the baseline, reports, fixes,
/// kitscan.json) goes through `swift package --allow-writing-to-package-directory
/// kitscan-write <command>`, the plugin that declares that permission; asked for one here,
/// this plugin says so and runs nothing.
@main
struct KitscanCommandPlugin: CommandPlugin {
    /// The commands that only read (`check --tighten` writes the baseline: not here).
    static let reading: Set<String> = ["scan", "check", "rules", "tokens", "outline", "help", "--help", "-h", "--version"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let command = arguments.first ?? "--help"
        let writes = !Self.reading.contains(command) || arguments.contains("--tighten")
            || (command == "scan" && arguments.contains("--stamp"))
        if writes && !arguments.contains("--help") && !arguments.contains("-h") {
            throw KitscanNeedsWrite(arguments: arguments)
        }
        try KitscanRun.run(try context.tool(named: "kitscan").url, arguments, in: context.package.directoryURL)
    }
}

/// A writing command asked of the read-only plugin: what to run instead.
struct KitscanNeedsWrite: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String {
        "`kitscan \(arguments.joined(separator: " "))` writes in the package folder, and `swift package kitscan` "
            + "only reads. Run: swift package --allow-writing-to-package-directory kitscan-write "
            + arguments.joined(separator: " ")
    }
}

enum KitscanRun {
    /// Runs kitscan in `folder` and fails as it does.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        // The plugin's own exit status is all SwiftPM passes on: anything but 0 fails
        // `swift package`, as kitscan's 1 (findings over the baseline) and 2 (errors) should.
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw KitscanFailed(status: process.terminationStatus)
        }
    }
}

/// kitscan exited with a non-zero status (its own output already says why).
struct KitscanFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "kitscan exited with status \(status)" }
}
