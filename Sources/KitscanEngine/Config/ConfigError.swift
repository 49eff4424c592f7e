/// A problem with the configuration: which file, which key, what is wrong and what to
/// write instead. `description` is the message the user sees.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The config file as shown to the user (`kitscan.json`, `../kitscan.json`).
    public var file: String
    /// The key path (`rules.small-font.min`, `include[2]`); `""` for the whole file.
    public var keyPath: String
    /// 1-based line of the key or value, when known.
    public var line: Int?
    /// 1-based column (UTF-8 bytes), when known.
    public var column: Int?
    /// What is wrong, without a final period: `expected a number, found "eleven"`.
    public var problem: String
    /// What to write instead, as one or more sentences.
    public var fix: String

    public init(file: String, keyPath: String, line: Int? = nil, column: Int? = nil, problem: String, fix: String) {
        self.file = file
        self.keyPath = keyPath
        self.line = line
        self.column = column
        self.problem = problem
        self.fix = fix
    }

    /// `kitscan.json:4: rules.small-font.min: expected a number, found "eleven". Write a number, e.g. 12.`
    /// The line is the key's value's (omitted when the key is missing); a syntax error (no
    /// key) shows its column too: `kitscan.json:3:7: …`.
    public var description: String {
        var text = file
        if let line {
            text += ":\(line)"
            if keyPath.isEmpty, let column { text += ":\(column)" }
        }
        text += ": "
        if !keyPath.isEmpty { text += keyPath + ": " }
        text += problem + "."
        if !fix.isEmpty { text += " " + fix }
        return text
    }
}

/// Every problem found in a configuration, in file order: reported all at once so the
/// user can fix them in one go.
public struct ConfigErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [ConfigError]

    public init(_ errors: [ConfigError]) {
        self.errors = errors
    }

    /// One problem per line.
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
