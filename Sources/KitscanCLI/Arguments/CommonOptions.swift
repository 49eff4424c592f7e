import KitscanReport

/// Options shared by several commands, so their spelling and help stay identical.
enum CommonOptions {
    static let config = OptionSpec.option(
        "--config", value: "file",
        help: "The configuration file (default: kitscan.json found by walking up from the current folder).")
    /// For commands that take paths: the config is looked for from the first one, as SwiftLint does.
    static let configFromPath = OptionSpec.option(
        "--config", value: "file",
        help: "The configuration file (default: kitscan.json found by walking up from the first path (or the "
            + "current folder)).")
    static let format = OptionSpec.option(
        "--format", value: "format",
        help: OutputFormat.help,
        allowed: OutputFormat.names)
}
