/// Renders `--help` texts from command specs, wrapped to 80 columns.
public enum HelpText {
    static let width = 80

    /// The help of one command: summary, usage, discussion, arguments, options, examples.
    public static func render(_ spec: CommandSpec) -> String {
        var out = wrap(spec.summary, indent: 0) + "\n"
        out += wrap(["USAGE:"] + spec.usageParts, indent: 0, hangingIndent: 7) + "\n"
        if !spec.discussion.isEmpty {
            for paragraph in spec.discussion.split(separator: "\n", omittingEmptySubsequences: false) {
                out += paragraph.isEmpty ? "\n" : wrap(String(paragraph), indent: 0)
            }
            out += "\n"
        }
        if !spec.arguments.isEmpty {
            out += "ARGUMENTS:\n"
            out += table(spec.arguments.map { (argumentLabel($0), $0.help) }) + "\n"
        }
        var options = spec.options.map { ($0.usage, optionHelp($0)) }
        options.append(("-h, --help", "Show this help."))
        out += "OPTIONS:\n" + table(options)
        if !spec.examples.isEmpty {
            out += "\nEXAMPLES:\n"
            for example in spec.examples {
                out += "  " + example.command + "\n"
                out += wrap(example.explanation, indent: 6)
            }
        }
        return out
    }

    /// `kitscan --help`: what the tool is for, the commands, exit codes.
    public static func renderTopLevel(_ commands: [CommandSpec], version: String) -> String {
        var out = "kitscan \(version): design-system debt in Swift sources. Who calls each kit component,\n"
        out += "how much debt is left, and did this commit add any?\n\n"
        out += "USAGE: kitscan <command> [<options>]\n\n"
        out += "COMMANDS:\n" + table(commands.map { ($0.name, $0.summary) }) + "\n"
        out += "OPTIONS:\n" + table([
            ("-h, --help", "Show this help; `kitscan <command> --help` shows a command's options."),
            ("--version", "Print the version."),
        ]) + "\n"
        out += "EXIT CODES:\n" + table([
            ("0", "Clean."),
            ("1", "Findings over the baseline (or `scan --strict` with any finding)."),
            ("2", "Usage, configuration or I/O error: the message says what to fix."),
        ]) + "\n"
        out += "See `kitscan <command> --help` for a command's options and examples.\n"
        return out
    }

    private static func argumentLabel(_ argument: ArgumentSpec) -> String {
        argument.allowedValues.isEmpty ? "<\(argument.name)>" : argument.allowedValues.joined(separator: "|")
    }

    private static func optionHelp(_ option: OptionSpec) -> String {
        var help = option.help
        if option.repeatable { help += " May be given more than once." }
        return help
    }

    /// Two columns: names padded to a common width (at least 20), descriptions wrapped.
    private static func table(_ rows: [(String, String)]) -> String {
        let nameWidth = min(28, max(12, (rows.map(\.0.count).max() ?? 0) + 4))
        var out = ""
        for (name, help) in rows {
            let indent = 2 + nameWidth
            if name.count + 2 > nameWidth - 1 {
                out += "  " + name + "\n" + wrap(help, indent: indent)
            } else {
                let head = "  " + name + String(repeating: " ", count: nameWidth - name.count)
                let body = wrap(help, indent: indent)
                out += head + body.dropFirst(indent)
            }
        }
        return out
    }

    /// Word-wraps `text` to `width`, every line indented by `indent` (the first by
    /// `indent` too, later ones by `hangingIndent` when given). Ends with a newline.
    static func wrap(_ text: String, indent: Int, hangingIndent: Int? = nil) -> String {
        wrap(text.split(separator: " ").map(String.init), indent: indent, hangingIndent: hangingIndent)
    }

    /// Wraps `words` (which may contain spaces, e.g. `[--format <format>]`, never split).
    static func wrap(_ words: [String], indent: Int, hangingIndent: Int? = nil) -> String {
        var lines: [String] = []
        var current = String(repeating: " ", count: indent)
        var currentCount = indent
        var lineHasWord = false
        for word in words where !word.isEmpty {
            let wordCount = word.count
            if lineHasWord && currentCount + 1 + wordCount > width {
                lines.append(current)
                let next = hangingIndent ?? indent
                current = String(repeating: " ", count: next)
                currentCount = next
                lineHasWord = false
            }
            if lineHasWord {
                current += " "
                currentCount += 1
            }
            current += word
            currentCount += wordCount
            lineHasWord = true
        }
        lines.append(current)
        return lines.joined(separator: "\n") + "\n"
    }
}
