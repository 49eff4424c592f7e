import KitscanCorpus
import KitscanSupport
import KitscanParser
import KitscanEngine

/// What catalog coverage costs: a full scan on all cores with a catalog of `cases` cases
/// and without one, timed alternately in one run. The "on" time includes reading the
/// catalog with the kit (parsing its cases, finding their configurations), as every
/// command's kit does. The kit declares SwiftUI names the corpus calls as its components:
/// `typical` (`Label`, `Toggle`, `TextField`, `ProgressView`, `Divider`: about 550 app callers
/// per MB, five times Element X's density) and `dense` (`Text`, `Button`, `Image` too: about
/// 2,300 per MB, a worst case).
enum CatalogCost {
    struct Figures {
        var on: Double
        var off: Double
        /// Of `on`, reading the catalog (in the fastest `on` run).
        var catalog: Double = 0
        var findings: Int = 0
        var paired: [Double] = []
        var percent: Double {
            let sorted = paired.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    static let typical = ["Label", "Toggle", "TextField", "ProgressView", "Divider"]
    static let dense = typical + ["Text", "Image", "Button"]

    /// The lines of `kitLines` that declare `names`.
    static func kitSource(_ names: [String]) -> String {
        kitLines.split(separator: "\n").filter { line in names.contains { line.contains("struct \($0)") } }.joined(separator: "\n") + "\n"
    }

    static let kitLines = """
        public struct Text: View { public init(_ s: String) {}; public var body: some View { EmptyView() } }
        public struct Image: View { public init(systemName: String) {}; public var body: some View { EmptyView() } }
        public struct Button<L: View>: View { public init(_ title: String, action: () -> Void) {}; public var body: some View { EmptyView() } }
        public struct Label: View { public init(_ title: String, systemImage: String) {}; public var body: some View { EmptyView() } }
        public struct Toggle: View { public init(_ title: String, isOn: Binding<Bool>) {}; public var body: some View { EmptyView() } }
        public struct TextField: View { public init(_ title: String, text: Binding<String>) {}; public var body: some View { EmptyView() } }
        public struct ProgressView: View { public init() {}; public var body: some View { EmptyView() } }
        public struct Divider: View { public init() {}; public var body: some View { EmptyView() } }
        """

    /// `count` cases, each a `#Preview` calling a component as one of a dozen configurations does.
    static func catalogSource(cases count: Int) -> String {
        let forms = ["Text(\"case %d\")", "Image(systemName: \"star.%d\")", "Button(\"Open %d\") { }", "Button(\"Save %d\", action: { })",
                     "Label(\"Inbox %d\", systemImage: \"tray\")", "Toggle(\"On %d\", isOn: .constant(true))",
                     "TextField(\"Name %d\", text: .constant(\"\"))", "ProgressView()", "Divider()",
                     "Text(verbatim: \"%d\")", "Image(\"asset%d\")", "Label(\"%d\", image: \"a\")"]
        var out = "import SwiftUI\n\n"
        for index in 0..<count {
            out += "#Preview(\"case \(index)\") {\n    " + forms[index % forms.count].replacingOccurrences(of: "%d", with: String(index)) + "\n}\n"
        }
        return out
    }

    /// The scanner of every shipped rule over the kit, with the catalog's cases read (on) or no catalog (off).
    static func scanner(catalog: String?, kit names: [String]) -> FileScanner {
        var kit = KitIndex()
        KitDiscovery.addComponents(from: Parser.parse(source: "import SwiftUI\n" + kitSource(names)), path: "Kit/Sources/Kit/Kit.swift", to: &kit)
        var config = Config()
        // As in a project: the rule runs only when `catalog.paths` names a catalog.
        if catalog != nil { config.catalog.paths = ["Catalog"] }
        if let catalog { kit.addCatalog([("Catalog/Cases.swift", Parser.parse(source: catalog))], formChangingModifiers: config.formChangingModifiers) }
        let rules = try! RuleSet(definitions: RuleLoader.shipped(), config: config)
        return FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                           kitPaths: ["Kit/Sources"], debtListNames: nil, catalogPaths: catalog == nil ? [] : ["Catalog"])
    }

    static func scan(_ files: [SourceFile], _ scanner: FileScanner) -> Int {
        Parallel.map(files) { file in scanner.scan(bytes: file.bytes, path: file.path).findings.count }.reduce(0, +)
    }

    /// The fastest of `runs` scans each way, on and off taking turns, and the median cost of a pair.
    static func measure(_ files: [SourceFile], cases: Int, kit: [String], runs: Int) -> Figures {
        let catalog = catalogSource(cases: cases)
        let off = scanner(catalog: nil, kit: kit)
        _ = scan(Array(files.prefix(1)), off)
        var figures = Figures(on: .infinity, off: .infinity)
        let ruleFindings = { (s: FileScanner) in
            Parallel.map(files) { file in s.scan(bytes: file.bytes, path: file.path).findings.filter { $0.rule == "catalog-missing-case" }.count }
                .reduce(0, +)
        }
        figures.findings = ruleFindings(scanner(catalog: catalog, kit: kit))
        for _ in 0..<max(runs, 3) {
            let (on, readSeconds) = Stopwatch.time { scanner(catalog: catalog, kit: kit) }
            let (_, onSeconds) = Stopwatch.time { scan(files, on) }
            let (_, offSeconds) = Stopwatch.time { scan(files, off) }
            let total = readSeconds + onSeconds
            if offSeconds > 0 { figures.paired.append(100 * (total - offSeconds) / offSeconds) }
            if total < figures.on { figures.catalog = readSeconds }
            figures.on = min(figures.on, total)
            figures.off = min(figures.off, offSeconds)
        }
        return figures
    }

    /// The figures of both kits, as `Benchmarks` prints them.
    static func report(_ files: [SourceFile], runs: Int, cases: Int = 200) -> String {
        var out = "\ncatalog coverage, a catalog of \(cases) cases, full scan on all cores with the catalog and without it taking "
            + "turns, \(max(runs, 3)) pairs; the kit is SwiftUI names the corpus calls, so each call is an app caller:"
        for (name, kit) in [("typical", typical), ("dense", dense)] {
            let f = measure(files, cases: cases, kit: kit, runs: runs)
            out += "\n  \(name) (\(kit.joined(separator: ", "))): " + String(format: "fastest with %.3f s (reading the catalog %.4f s), "
                + "fastest without %.3f s; the catalog costs %.1f %% of the scan (median of the pairs; %d catalog-missing-case findings)",
                f.on, f.catalog, f.off, f.percent, f.findings)
        }
        return out
    }
}
