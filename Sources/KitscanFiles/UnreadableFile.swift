/// A file that could not be read or lexed cleanly: never dropped silently.
public struct UnreadableFile: Sendable, Hashable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
