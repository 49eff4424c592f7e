/// The one XML escaper: SVG charts, checkstyle and JUnit reports.
public enum XMLEscaping {
    /// Text or attribute content: `& < > " '` as entities; control characters XML 1.0
    /// forbids (even as references) become U+FFFD.
    public static func escape(_ s: String) -> String {
        escape(s, attribute: false)
    }

    /// An attribute value that keeps its line breaks and tabs: a parser turns a literal one
    /// into a space, so they are written as character references.
    public static func attribute(_ s: String) -> String {
        escape(s, attribute: true)
    }

    private static func escape(_ s: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n" where attribute: out += "&#10;"
            case "\r" where attribute: out += "&#13;"
            case "\t" where attribute: out += "&#9;"
            default:
                if scalar.value < 0x20, scalar != "\n", scalar != "\t", scalar != "\r" {
                    out += "\u{FFFD}"
                } else if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
