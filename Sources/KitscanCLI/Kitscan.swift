/// Entry point of the command-line tool, kept in a library so tests can drive it.
public enum Kitscan {
    /// Runs `kitscan` with the given arguments (without the program name) and returns the exit code.
    public static func main(_ arguments: [String]) -> Int32 {
        return 0
    }
}
