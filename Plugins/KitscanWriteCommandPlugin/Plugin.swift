import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory kitscan-write <command>`: any kitscan
/// command, with the package-folder write permission this plugin alone declares (the
/// baseline, reports, fixes, kitscan.json). Read-only commands need no permission:
/// `swift package kitscan scan`, `swift package kitscan check`.
@main
struct KitscanWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "kitscan").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // SwiftPM passes on only the plugin's failure: kitscan's 1 and 2 must fail it.
        if process.terminationReason != .exit || process.terminationStatus != 0 {
            throw KitscanWriteFailed(status: process.terminationStatus)
        }
    }
}

struct KitscanWriteFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "kitscan exited with status \(status)" }
}
