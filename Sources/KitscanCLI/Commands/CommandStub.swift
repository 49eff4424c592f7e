/// What commands that are not built yet answer.
enum CommandStub {
    static func notAvailable(_ command: String, io: IO) -> Int32 {
        io.printError("`kitscan \(command)` is not available in this build yet. "
            + "`kitscan tokens` and `kitscan outline` are; see `kitscan --help`.")
        return ExitCode.failure
    }
}
