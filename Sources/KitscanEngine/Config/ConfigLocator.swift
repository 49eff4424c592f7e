import Foundation
import KitscanSupport

/// Where the config is and which folder paths are relative to.
package struct ConfigLocation: Sendable, Equatable {
    /// The config file, or nil when none was found (defaults apply).
    package var configFile: URL?
    /// The config's folder, else the scanned folder: every relative path starts here.
    package var root: URL

    package init(configFile: URL?, root: URL) {
        self.configFile = configFile
        self.root = root
    }
}

/// Finds `kitscan.json`.
package enum ConfigLocator {
    package static let fileName = "kitscan.json"

    /// With `explicitConfig` (`--config FILE`), that file, which must exist. Otherwise the
    /// first `kitscan.json` found walking up from `start` (the scanned path; a file stands
    /// for its folder), or from `workingDirectory` when no path is scanned.
    /// Relative paths are resolved against `workingDirectory` (default: the process's).
    package static func locate(explicitConfig: String? = nil, start: String? = nil,
                              workingDirectory: String? = nil) throws(ConfigError) -> ConfigLocation {
        let cwd = workingDirectory.map(FileSystem.absolute) ?? FileSystem.currentDirectory()
        func absolute(_ path: String) -> String {
            FileSystem.absolute(path.hasPrefix("/") ? path : cwd + "/" + path)
        }
        if let explicitConfig {
            let path = absolute(explicitConfig)
            guard FileSystem.exists(path) else {
                throw ConfigError(file: explicitConfig, keyPath: "", problem: "no such config file",
                                  fix: "Check the path given to --config, or leave it out to use the \(fileName) found by walking up.")
            }
            guard FileSystem.isRegularFile(path) else {
                throw ConfigError(file: explicitConfig, keyPath: "", problem: "not a file",
                                  fix: "Give --config the path of a JSON file such as \(fileName).")
            }
            let file = URL(fileURLWithPath: FileSystem.canonicalPath(path))
            return ConfigLocation(configFile: file, root: file.deletingLastPathComponent())
        }
        var folder = start.map(absolute) ?? cwd
        if !FileSystem.isDirectory(folder), let parent = FileSystem.parent(of: folder) { folder = parent }
        // Resolve `..` and links so that walking up follows the real folders.
        let scanned = FileSystem.canonicalPath(folder)
        var probe: String? = scanned
        while let current = probe {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            if FileSystem.isRegularFile(candidate) {
                return ConfigLocation(configFile: URL(fileURLWithPath: candidate),
                                      root: URL(fileURLWithPath: current, isDirectory: true))
            }
            probe = FileSystem.parent(of: current)
        }
        return ConfigLocation(configFile: nil, root: URL(fileURLWithPath: scanned, isDirectory: true))
    }
}
