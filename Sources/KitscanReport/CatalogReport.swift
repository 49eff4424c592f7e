import KitscanEngine
import KitscanSupport

/// `kitscan catalog`: how many of the configurations the app's callers use have a case in
/// the catalog, per component, and which have none (with their callers).
public struct CatalogReport: Sendable {
    /// Prepended to every source link of the Markdown.
    public var linkBase: String

    public init(linkBase: String = "") {
        self.linkBase = linkBase
    }

    /// The components with callers in the app, by name.
    private func groups(_ result: ScanResult) -> [ComponentCallers] {
        ComponentCallers.group(result).filter { !$0.configurations.isEmpty }
    }

    private func headline(_ groups: [ComponentCallers]) -> String {
        let all = groups.flatMap(\.configurations)
        let covered = all.filter(\.covered).count
        return "Catalog: \(covered) of \(all.count) configuration\(all.count == 1 ? "" : "s") in use have a case; "
            + "\(all.count - covered) to add (`kitscan catalog --scaffold FILE` writes them)."
    }

    /// One line per component, then each configuration without a case and its first callers.
    public func text(_ result: ScanResult) -> String {
        let groups = groups(result)
        var out = headline(groups) + "\n"
        for g in groups {
            let coverage = g.configurations
            out += "\(g.component.name): \(coverage.filter(\.covered).count) of \(coverage.count)\n"
            for missing in coverage where !missing.covered {
                let places = missing.callers.prefix(3).map { "\($0.app.map { $0 + ":" } ?? "")\($0.path):\($0.line)" }
                let more = missing.callers.count > 3 ? ", and \(missing.callers.count - 3) more" : ""
                out += "  no case: \(missing.configuration) (\(missing.callers.count) caller\(missing.callers.count == 1 ? "" : "s"): "
                    + places.joined(separator: ", ") + more + ")\n"
            }
        }
        return out
    }

    public func markdown(_ result: ScanResult) -> String {
        let groups = groups(result)
        var out = "# Catalog coverage\n\n" + headline(groups) + "\n\n"
        out += Markdown.table(["Component", "Configurations in use", "With a case", "Without"], groups.map { g in
            let coverage = g.configurations
            let covered = coverage.filter(\.covered).count
            return [Markdown.code(g.component.name), String(coverage.count), String(covered), String(coverage.count - covered)]
        }, alignRight: [1, 2, 3]) + "\n"
        let rows = groups.flatMap { g in
            g.configurations.filter { !$0.covered }.map { missing in
                [Markdown.code(missing.configuration), String(missing.callers.count),
                 missing.callers.map { FleetReport.lineLink(path: $0.path, line: $0.line, base: linkBase, fleet: result.fleet) }
                    .joined(separator: ", ")]
            }
        }
        if !rows.isEmpty {
            out += "## Not in the catalog\n\n" + Markdown.table(["Configuration", "Callers", "Where"], rows, alignRight: [1]) + "\n"
        }
        return Markdown.document(out)
    }

    public func json(_ result: ScanResult) -> String {
        let groups = groups(result)
        let all = groups.flatMap(\.configurations)
        return JSONWriter().write(.object([
            JSONMember("version", .int(1)),
            JSONMember("configurations", .int(all.count)),
            JSONMember("covered", .int(all.filter(\.covered).count)),
            JSONMember("components", .array(groups.map { g in
                .object([JSONMember("name", .string(g.component.name)), JSONMember("catalog", CallersJSON.coverage(g))])
            })),
        ]))
    }
}
