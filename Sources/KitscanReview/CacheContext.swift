import KitscanEngine
import KitscanSupport

extension Workspace {
    /// The one recipe for a blob cache's context: what every cached scan depends on besides
    /// the file version itself (whose blob, path, kit digest and debt-list digest key each
    /// entry): the tool's version, the config's bytes, every team rule file's path and bytes,
    /// and the rules' ids and messages. Another value makes the whole cache stale, so an edited
    /// rule file (even with the same id and message) is scanned again. History, review,
    /// adoption history and each app of a fleet use it.
    package func cacheContext(toolVersion: String, configBytes: [UInt8]) -> String {
        var parts: [[UInt8]] = [Array(toolVersion.utf8), configBytes]
        for folder in config.rulePaths {
            let base = root + "/" + folder
            for file in RuleLoader.files(folder: base) ?? [base] {
                parts.append(Array(file.utf8))
                parts.append((try? FileBytes.read(path: file)) ?? [])
            }
        }
        for definition in definitions.sorted(by: { $0.id < $1.id }) {
            parts.append(Array("\(definition.id)|\(definition.message)".utf8))
        }
        return CacheDigest.of(parts)
    }

    /// The context of a workspace read from disk: its config file is `configFile` (the one
    /// given on the command line, absolute), or `kitscan.json` at the root; none reads as empty.
    package func cacheContext(toolVersion: String, configFile: String?) -> String {
        let file = configFile ?? root + "/" + ConfigLocator.fileName
        return cacheContext(toolVersion: toolVersion, configBytes: (try? FileBytes.read(path: file)) ?? [])
    }
}
