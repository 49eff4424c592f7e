import KitscanEngine

/// Why a command stopped before doing its job (exit 2): what was wrong and what to do, one
/// message a line. Every command and session throws it up to `Kitscan.run`, the one place
/// that prints it and exits.
package struct CommandFailure: Error, Sendable, Equatable {
    package var messages: [String]

    package init(_ message: String) {
        messages = [message]
    }

    package init(messages: [String]) {
        self.messages = messages
    }

    /// A command line that does not parse: its own words.
    init(_ error: CommandLineError) {
        self.init(error.description)
    }

    /// Runs `make` (a command's options read from its parsed arguments), turning a command
    /// line error into a failure.
    static func reading<Options>(_ make: () throws(CommandLineError) -> Options) throws(CommandFailure) -> Options {
        do {
            return try make()
        } catch {
            throw CommandFailure(error)
        }
    }

    /// Runs a library's `work`, its failure the command's.
    static func running<Value>(_ work: () throws(WorkspaceError) -> Value) throws(CommandFailure) -> Value {
        do {
            return try work()
        } catch {
            throw CommandFailure(messages: error.messages)
        }
    }
}
