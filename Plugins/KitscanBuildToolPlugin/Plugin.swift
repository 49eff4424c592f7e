import Foundation
import PackagePlugin

/// Runs `kitscan scan --format xcode` over a target's Swift files on every build that
/// changed one of them (or the config): findings become warnings, `error`-severity findings
/// errors, in `swift build`'s output and Xcode's issue navigator.
///
/// The config is `kitscan.json` at the package (or Xcode project) root when there is one.
/// Inputs are the target's Swift files and that config (without one, the root folder, so a
/// config written later is seen); the output is a stamp file in the
/// plugin's work folder, which kitscan writes only after a scan without errors, so an
/// unchanged build does not scan again and a failing one does.
@main
struct KitscanBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SwiftSourceModuleTarget else { return [] }
        let files = module.sourceFiles(withSuffix: "swift").map(\.url)
        return [try KitscanScan.command(tool: context.tool(named: "kitscan").url, root: context.package.directoryURL,
                                        target: target.name, scan: [module.directoryURL], inputs: files,
                                        workDirectory: context.pluginWorkDirectoryURL)].compactMap { $0 }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KitscanBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return [try KitscanScan.command(tool: context.tool(named: "kitscan").url, root: context.xcodeProject.directoryURL,
                                        target: target.displayName, scan: files, inputs: files,
                                        workDirectory: context.pluginWorkDirectoryURL)].compactMap { $0 }
    }
}
#endif

enum KitscanScan {
    /// The build command for one target, or nil when it has no Swift file.
    static func command(tool: URL, root: URL, target: String, scan: [URL], inputs: [URL],
                        workDirectory: URL) -> Command? {
        guard !inputs.isEmpty else { return nil }
        // A Swift file (empty): SwiftPM compiles it, where any other kind of output would be
        // copied into a resource bundle the target never asked for.
        let stamp = workDirectory.appendingPathComponent("kitscan-\(target)-stamp.swift")
        var arguments = ["scan", "--format", "xcode", "--stamp", stamp.path]
        var inputFiles = inputs
        let config = root.appendingPathComponent("kitscan.json")
        if FileManager.default.fileExists(atPath: config.path) {
            arguments += ["--config", config.path]
            inputFiles.append(config)
        } else {
            // No config yet: SwiftPM keeps this command until the package changes, so the
            // root folder is the input (a kitscan.json written there changes it) and kitscan
            // finds the config itself, walking up from the scanned folder.
            inputFiles.append(root)
        }
        arguments += ["--"] + scan.map(\.path)
        return .buildCommand(displayName: "kitscan \(target)", executable: tool, arguments: arguments,
                             inputFiles: inputFiles, outputFiles: [stamp])
    }
}
