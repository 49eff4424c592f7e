// `report` and its site share these options, so they live with neither command.

/// `kitscan report callers|debt`.
package struct ReportOptions: Sendable, Equatable {
    package enum Kind: String, Sendable, CaseIterable {
        /// Every use of every kit component, and the app views not yet on the debt list.
        case callers
        /// Findings per rule and file, the exceptions register and the burn-down.
        case debt
        /// The static site: overview, a page per component, debt, adoption.
        case site
    }

    package var kind: Kind
    /// Markdown output file; nil = stdout.
    package var out: String?
    /// Also write the JSON form here.
    package var json: String?
    /// Also draw the burn-down chart as SVG here.
    package var svg: String?
    package var configPath: String?
    /// Folder to report on; nil = the current folder.
    package var path: String?
    /// The apps of a kit repository's fleet to cover.
    var fleet = FleetSelection()
    /// With `--merge`: the JSON files of fleet runs to merge.
    var merge: [String]?
    package var site: SiteOptions

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        // The parser has checked the first positional against Kind's names.
        guard let first = parsed.positionals.first, let kind = Kind(rawValue: first) else {
            throw .missingArgument(name: "report", usage: ReportCommand.spec.usage, command: "report")
        }
        self.kind = kind
        if parsed.flag(FleetMergeRun.merge) {
            merge = Array(parsed.positionals.dropFirst())
        } else if parsed.positionals.count > 2 {
            throw .unexpectedArgument(parsed.positionals[2], usage: ReportCommand.spec.usage, command: "report")
        }
        path = parsed.positionals.count > 1 && merge == nil ? parsed.positionals[1] : nil
        out = parsed.value(ReportCommand.out)
        json = parsed.value(ReportCommand.json)
        svg = parsed.value(ReportCommand.svg)
        configPath = parsed.value(CommonOptions.config)
        fleet = FleetSelection(parsed)
        site = SiteOptions(parsed)
    }
}

/// `kitscan report site`'s own options (the rest are `report`'s).
package struct SiteOptions: Sendable, Equatable {
    package var singleFile: Bool
    package var sourceURL: String?
    package var adoption: String?

    static let singleFile = OptionSpec.flag("--single-file", help: "site: write one self-contained index.html (style and script inside) "
                                            + "instead of pages with site.css and site.js beside them.")
    static let sourceURL = OptionSpec.option("--source-url", value: "template", help: "site: link sources here; {path} is the "
                                             + "repository path, {line} the line, {commit} the scanned commit, e.g. "
                                             + "https://host/o/r/blob/{commit}/{path}#L{line}. Default: GitHub's "
                                             + "GITHUB_SERVER_URL/GITHUB_REPOSITORY/GITHUB_SHA when set, else links relative to the site.")
    static let adoption = OptionSpec.option("--adoption", value: "file", help: "site: draw the adoption page from this report, "
                                            + "written by `kitscan adoption --json FILE`.")

    package init(_ parsed: ParsedArguments) {
        singleFile = parsed.flag(Self.singleFile)
        sourceURL = parsed.value(Self.sourceURL)
        adoption = parsed.value(Self.adoption)
    }

    var given: [String] {
        (singleFile ? [Self.singleFile.name] : []) + (sourceURL != nil ? [Self.sourceURL.name] : [])
            + (adoption != nil ? [Self.adoption.name] : [])
    }
}
