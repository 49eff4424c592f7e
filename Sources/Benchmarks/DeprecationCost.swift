import KitscanCorpus
import KitscanSupport
import KitscanParser
import KitscanEngine

/// What rule `deprecated-kit-use` costs: a full scan on all cores with the rule on and off,
/// timed alternately in one run, over a kit that deprecates declarations the corpus calls.
/// The kit declares SwiftUI names the corpus calls as its components (as `CatalogCost`'s):
/// two initialisers the corpus uses (`Label(_:systemImage:)`, `Toggle(_:isOn:)`) and one whole
/// component (`Divider`) are deprecated with `renamed:`, and a token with a template, so every
/// kind of lookup the rule makes (callable overloads, types, members) runs on every file.
/// A second kit deprecates only overloads, a type and a token the corpus never calls: what
/// the rule's lookups cost an app that has migrated (or never used what is deprecated).
enum DeprecationCost {
    static let quietKitSource = """
        import SwiftUI
        public struct Label: View {
            public init(_ title: String, systemImage: String) {}
            @available(*, deprecated, renamed: "Label(_:systemImage:)")
            public init(_ title: String, iconName: String) {}
            public var body: some View { EmptyView() }
        }
        public struct Toggle: View {
            public init(_ title: String, isOn: Binding<Bool>) {}
            @available(*, deprecated, renamed: "Toggle(_:isOn:)")
            public init(_ title: String, value: Binding<Bool>) {}
            public var body: some View { EmptyView() }
        }
        public struct TextField: View { public init(_ title: String, text: Binding<String>) {}; public var body: some View { EmptyView() } }
        public struct ProgressView: View { public init() {}; public var body: some View { EmptyView() } }
        public struct Divider: View { public init() {}; public var body: some View { EmptyView() } }
        @available(*, deprecated, renamed: "Divider")
        public struct KitSeparator: View { public init() {}; public var body: some View { EmptyView() } }
        public enum KitColor {
            public static let accent = Color.blue
            /// - Replace with: KitColor.accent
            @available(*, deprecated, message: "one accent now")
            public static let accentStrong = Color.blue
        }
        """

    static let kitSource = """
        import SwiftUI
        public struct Label: View {
            public init(_ title: String, icon: String) {}
            @available(*, deprecated, renamed: "Label(_:icon:)", message: "icons are named by the kit")
            public init(_ title: String, systemImage: String) {}
            public var body: some View { EmptyView() }
        }
        public struct Toggle: View {
            public init(_ title: String, value: Binding<Bool>) {}
            @available(*, deprecated, renamed: "Toggle(_:value:)")
            public init(_ title: String, isOn: Binding<Bool>) {}
            public var body: some View { EmptyView() }
        }
        public struct TextField: View { public init(_ title: String, text: Binding<String>) {}; public var body: some View { EmptyView() } }
        public struct ProgressView: View { public init() {}; public var body: some View { EmptyView() } }
        public struct KitSeparator: View { public init() {}; public var body: some View { EmptyView() } }
        @available(*, deprecated, renamed: "KitSeparator")
        public struct Divider: View { public init() {}; public var body: some View { EmptyView() } }
        public enum KitColor {
            public static let accent = Color.blue
            /// - Replace with: KitColor.accent
            @available(*, deprecated, message: "one accent now")
            public static let accentStrong = Color.blue
        }
        """

    /// The scanner of every shipped rule over the kit, with `deprecated-kit-use` on or off.
    static func scanner(ruleOn: Bool, kitSource: String = kitSource) -> FileScanner {
        var kit = KitIndex()
        KitDiscovery.addComponents(from: [("Kit/Sources/Kit/Kit.swift", Parser.parse(source: kitSource))], to: &kit)
        var config = Config()
        if !ruleOn { config.rules[DeprecatedUses.rule] = RuleOverride(enabled: false) }
        let rules = try! RuleSet(definitions: RuleLoader.shipped(), config: config)
        return FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                           kitPaths: ["Kit/Sources"], debtListNames: nil)
    }

    static func findings(_ files: [SourceFile], _ scanner: FileScanner) -> Int {
        Parallel.map(files) { file in
            scanner.scan(bytes: file.bytes, path: file.path).findings.filter { $0.rule == DeprecatedUses.rule }.count
        }.reduce(0, +)
    }

    /// The fastest of `runs` scans each way, on and off taking turns, and the median cost of a pair.
    static func measure(_ files: [SourceFile], runs: Int, kitSource: String = kitSource) -> CatalogCost.Figures {
        let on = scanner(ruleOn: true, kitSource: kitSource), off = scanner(ruleOn: false, kitSource: kitSource)
        _ = CatalogCost.scan(Array(files.prefix(1)), on)
        var figures = CatalogCost.Figures(on: .infinity, off: .infinity)
        figures.findings = findings(files, on)
        for _ in 0..<max(runs, 3) {
            let (_, onSeconds) = Stopwatch.time { CatalogCost.scan(files, on) }
            let (_, offSeconds) = Stopwatch.time { CatalogCost.scan(files, off) }
            if offSeconds > 0 { figures.paired.append(100 * (onSeconds - offSeconds) / offSeconds) }
            figures.on = min(figures.on, onSeconds)
            figures.off = min(figures.off, offSeconds)
        }
        return figures
    }

    /// The figure as `Benchmarks` prints it.
    static func report(_ files: [SourceFile], runs: Int) -> String {
        let f = measure(files, runs: runs), quiet = measure(files, runs: runs, kitSource: quietKitSource)
        return "\ndeprecated-kit-use, full scan on all cores with the rule on and off taking turns, \(max(runs, 3)) pairs each:\n"
            + line("a kit deprecating Label(_:systemImage:), Toggle(_:isOn:), Divider and a token the corpus calls", f)
            + line("a kit deprecating overloads, a type and a token the corpus never calls", quiet)
    }

    private static func line(_ kit: String, _ f: CatalogCost.Figures) -> String {
        "  \(kit): " + String(format: "fastest on %.3f s, fastest off %.3f s; the rule costs %.1f %% of the scan "
                                 + "(median of the pairs; %d deprecated-kit-use findings)\n", f.on, f.off, f.percent, f.findings)
    }
}
