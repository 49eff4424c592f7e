/// One page of the site: its file name, its title, and its body drawn with headings that
/// start at `top` (1 on its own page, 2 as a section of the single file).
struct SitePage {
    var name: String
    var title: String
    /// The page's place in the navigation; nil for component pages.
    var navigation: String?
    var body: (_ top: Int) -> String
}

/// `<h2 id="…">…</h2>`: `level` clamped to 6, the text already escaped.
func heading(_ level: Int, _ html: String, id: String? = nil) -> String {
    let n = min(6, max(1, level))
    return "<h\(n)" + (id.map { " id=\(HTML.attribute($0))" } ?? "") + ">" + html + "</h\(n)>\n"
}

/// The document around the pages: the head (CSS linked, or inline in the single file), the
/// navigation, the footer, the script last.
struct SiteDocument {
    var context: SiteContext
    var pages: [SitePage]

    func head(title: String) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n<meta name=\"generator\" content=\"kitscan\">\n"
        out += "<title>\(HTML.text(title))</title>\n"
        // An empty icon: no request for /favicon.ico, which a static host would answer 404.
        out += "<link rel=\"icon\" href=\"data:,\">\n"
        out += context.singleFile ? "<style>\n" + SiteStyle.css + "</style>\n" : "<link rel=\"stylesheet\" href=\"site.css\">\n"
        return out + "</head>\n<body>\n<a class=\"skip\" href=\"#main\">Skip to content</a>\n"
    }

    func navigation(current: String?) -> String {
        var out = "<header class=\"site-header\"><nav aria-label=\"Site\"><ul>"
        for page in pages {
            guard let label = page.navigation else { continue }
            let here = !context.singleFile && page.name == current
            out += "<li><a href=\(HTML.attribute(context.href(page: page.name)))\(here ? " aria-current=\"page\"" : "")>"
            out += HTML.text(label) + "</a></li>"
        }
        return out + "</ul></nav></header>\n"
    }

    var footer: String {
        let input = context.input
        var out = "<footer><p>Written by kitscan"
        if let commit = input.commit { out += " from commit " + HTML.code(String(commit.prefix(12))) }
        out += " on " + HTML.text(input.date) + ". Every number here is in the page itself; the script only sorts and filters.</p></footer>\n"
        let script = context.singleFile ? "<script>\n" + SiteScript.js + "</script>\n" : "<script src=\"site.js\" defer></script>\n"
        return out + script + "</body>\n</html>\n"
    }

    /// One HTML file per page, plus the style sheet and the script.
    func folder() -> [SiteFile] {
        var files = pages.map { page in
            SiteFile(name: page.name, text: head(title: page.title + " · " + context.input.title) + navigation(current: page.name)
                + "<main id=\"main\">\n" + page.body(1) + "</main>\n" + footer)
        }
        files.append(SiteFile(name: "site.css", text: SiteStyle.css))
        files.append(SiteFile(name: "site.js", text: SiteScript.js))
        return files
    }

    /// Every page as a section of one `index.html`, with the style and the script in it.
    func singleFile() -> [SiteFile] {
        var out = head(title: context.input.title) + navigation(current: nil) + "<main id=\"main\">\n"
        out += heading(1, HTML.text(context.input.title))
        for page in pages {
            let id = page.name.hasPrefix("component-") ? nil : SiteContext.sectionID(page.name)
            out += "<section class=\"page\"" + (id.map { " id=\(HTML.attribute($0))" } ?? "") + ">\n" + page.body(2) + "</section>\n"
        }
        out += "</main>\n" + footer
        return [SiteFile(name: "index.html", text: out)]
    }
}
