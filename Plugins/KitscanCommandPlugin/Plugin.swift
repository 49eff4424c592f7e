import Foundation
import PackagePlugin

/// `swift package kitscan <command> [options]`: runs the kitscan built from this package in
/// the package's folder, with the arguments as given (`swift package kitscan scan`,
/// `swift package --allow-writing-to-package-directory kitscan baseline`, …).
///
/// Writing the baseline, reports or `kitscan.json` needs the package-folder write permission
/// this plugin declares; SwiftPM asks for it, or takes `--allow-writing-to-package-directory`.
@main
struct KitscanCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "kitscan")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
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
