/// HTML building blocks for the site. All text goes through `text`/`attribute`, which use
/// the one XML escaper, so a `</script>` in a string or a backticked name stays text.
enum HTML {
    /// Text content, escaped.
    static func text(_ s: String) -> String {
        // Most text (paths, names, numbers) has nothing to escape: skip the per-scalar copy.
        needsEscaping(s) ? XMLEscaping.escape(s) : s
    }

    /// A quoted attribute value, escaped (line breaks kept as references).
    static func attribute(_ s: String) -> String {
        "\"" + (needsEscaping(s) ? XMLEscaping.attribute(s) : s) + "\""
    }

    private static func needsEscaping(_ s: String) -> Bool {
        s.utf8.contains { $0 < 0x20 || $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 || $0 == 0xEF }
    }

    /// `<code>…</code>` around escaped text; empty text gives an empty string.
    static func code(_ s: String) -> String {
        s.isEmpty ? "" : "<code>" + text(s) + "</code>"
    }

    /// Code that may break where Swift code is wrapped: before a member's `.` and after a
    /// `(` (`<wbr>`), never inside a name, so a column of expressions stays as wide as its
    /// longest name and no wider.
    static func expression(_ s: String) -> String {
        guard !s.isEmpty else { return "" }
        let chars = Array(s)
        var out = "<code>"
        var run = ""
        for (i, ch) in chars.enumerated() {
            let next = i + 1 < chars.count ? chars[i + 1] : nil
            let member = ch == "." && i > 0 && (chars[i - 1].isLetter || chars[i - 1].isNumber || ")]?!_".contains(chars[i - 1]))
                && (next?.isLetter ?? false)
            if member, !run.isEmpty {
                out += text(run) + "<wbr>"
                run = ""
            }
            run.append(ch)
            if ch == "(", next != nil, next != ")" {
                out += text(run) + "<wbr>"
                run = ""
            }
        }
        return out + text(run) + "</code>"
    }

    /// `shown` (already HTML), and when the whole differs (a value shortened), a disclosure
    /// whose summary is `shown` and whose body is `whole`: read with a click, without script.
    static func disclosed(_ shown: String, whole: String) -> String {
        shown == whole ? shown : "<details class=\"value\"><summary>" + shown + "</summary>" + whole + "</details>"
    }

    /// `<a href="…">text</a>`, the text escaped.
    static func link(_ href: String, _ label: String) -> String {
        anchor(href, text(label))
    }

    /// A link whose text is a path: it may break after each `/` (`<wbr>`), so a long path
    /// wraps in its table cell instead of widening the table past the screen.
    static func pathLink(_ href: String, _ path: String) -> String {
        anchor(href, text(path).replacing("/", with: "/<wbr>"))
    }

    private static func anchor(_ href: String, _ html: String) -> String {
        "<a href=\(attribute(href))>" + html + "</a>"
    }

    /// "1 caller", "3 callers".
    static func count(_ n: Int, _ noun: String) -> String {
        plural(n, noun)
    }
}

/// Stable ids and file names: the same name always gives the same id, and two names never
/// share one. Letters, digits, `_` and `-` are kept (so a link to `#KitRow` lasts); every
/// other character is written `.` and its code point in hex, which no kept character is.
enum SiteID {
    static func slug(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            let v = scalar.value
            let kept = (v >= 0x30 && v <= 0x39) || (v >= 0x41 && v <= 0x5A) || (v >= 0x61 && v <= 0x7A) || v == 0x5F || v == 0x2D
            if kept {
                out.unicodeScalars.append(scalar)
            } else {
                out += "." + String(v, radix: 16) + "."
            }
        }
        return out.isEmpty ? "_" : out
    }

    /// The component's id, on its page (and its overview row): its name.
    static func component(_ name: String) -> String { slug(name) }
    static func rule(_ id: String) -> String { "rule-" + slug(id) }
    static func file(_ path: String) -> String { "file-" + slug(path) }
    static func group(_ name: String) -> String { "group-" + slug(name) }
    static func app(_ name: String) -> String { "app-" + slug(name) }
    /// The folder form's page for each component. `KitGlass` and `kitGlass` would be one
    /// file on a case-insensitive disk (macOS, Windows): the later name in sorted order gets
    /// `-2`, `-3`, so each page keeps its name while the kit keeps its names.
    static func componentPages(_ names: [String]) -> [String: String] {
        var pages: [String: String] = [:]
        var taken: [String: Int] = [:]
        for name in names.sorted() {
            let base = "component-" + slug(name)
            let n = taken[base.lowercased(), default: 0] + 1
            taken[base.lowercased()] = n
            pages[name] = base + (n == 1 ? "" : "-\(n)") + ".html"
        }
        return pages
    }
}
