import Foundation
import KitscanCorpus
import KitscanSupport
import KitscanParser
import KitscanEngine

/// What `kit-copy` costs: the scan on all cores with the rule on and with it off, timed
/// alternately in one run (so both see the same machine), with a generated kit of
/// `components` views whose bodies are built from the same primitives, modifiers and
/// tokens as the corpus's.
enum CopyCost {
    struct Figures {
        var on: Double
        var off: Double
        /// Of `on`, the pass after the per-file scans (in the fastest `on` run).
        var pass: Double = 0
        var copies: Int
        /// The cost of each run, on against the off run next to it: the median is the figure,
        /// as a pair run side by side sees the same machine (the fastest of each may not).
        var paired: [Double] = []
        var percent: Double {
            let sorted = paired.sorted()
            guard !sorted.isEmpty else { return off > 0 ? 100 * (on - off) / off : 0 }
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
    }

    /// Where the kit and the two configs go in a written corpus, for the whole process.
    static let kitFile = "Kit/Sources/Kit/Components.swift"
    static let configs = (on: "kitscan-copies-on.json", off: "kitscan-copies-off.json")

    /// Writes the kit of `components` into `folder` (a corpus Benchmarks wrote) and a config
    /// with the rule on and one with it off, both naming that kit.
    static func writeKit(components: Int, to folder: String) throws {
        let kit = URL(fileURLWithPath: folder).appendingPathComponent(kitFile)
        try FileManager.default.createDirectory(at: kit.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(kitSource(components: components).utf8).write(to: kit)
        let kitConfig = #""kit": { "paths": ["Kit/Sources"], "metricTokens": ["KitSpace", "KitRadius"] }"#
        try Data("{ \(kitConfig), \"rules\": { \"kit-copy\": { \"enabled\": true } } }\n".utf8)
            .write(to: URL(fileURLWithPath: folder).appendingPathComponent(configs.on))
        try Data("{ \(kitConfig) }\n".utf8).write(to: URL(fileURLWithPath: folder).appendingPathComponent(configs.off))
    }

    /// The whole `kitscan scan --format json` process over `folder` (see `writeKit`) with the
    /// rule on and off taking turns: the fastest of each and the median cost of a pair; nil
    /// when kitscan is not beside Benchmarks or fails.
    static func wholeProcess(folder: String, runs: Int) -> Figures? {
        guard let kitscan = WholeProcess.executable() else { return nil }
        func run(_ config: String) -> Double? {
            let (exit, seconds) = Stopwatch.time {
                WholeProcess.run(kitscan, folder, arguments: ["--config", folder + "/" + config])
            }
            return exit == nil ? nil : seconds
        }
        // Untimed first: the files in the page cache for both.
        guard run(configs.on) != nil else { return nil }
        var figures = Figures(on: .infinity, off: .infinity, copies: 0)
        for _ in 0..<max(runs, 3) {
            guard let on = run(configs.on), let off = run(configs.off) else { return nil }
            figures.paired.append(100 * (on - off) / off)
            figures.on = min(figures.on, on)
            figures.off = min(figures.off, off)
        }
        return figures
    }

    /// A kit of `count` components: `KitComponent0` … with varied stacks, leaves, modifiers and tokens.
    static func kitSource(components count: Int) -> String {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(state % UInt64(n))
        }
        let stacks = ["HStack(spacing: KitSpace.small)", "VStack(alignment: .leading, spacing: KitSpace.tiny)", "ZStack"]
        let leaves = ["Text(title)", "Image(systemName: symbol)", "Capsule().fill(KitColor.accentSoft)",
                      "RoundedRectangle(cornerRadius: KitRadius.card).fill(KitColor.surface)", "Circle().fill(KitColor.accent)",
                      "Spacer()", "Divider()", "Text(detail).foregroundStyle(KitColor.secondary)"]
        let modifiers = [".font(KitFont.caption)", ".font(KitFont.body)", ".padding(.horizontal, KitSpace.small)",
                         ".padding(.vertical, KitSpace.tiny)", ".padding(KitSpace.medium)", ".foregroundStyle(KitColor.accent)",
                         ".background(Capsule().fill(KitColor.accentSoft))", ".frame(maxWidth: .infinity, alignment: .leading)",
                         ".shadow(color: KitColor.shadow, radius: 6, y: 2)", ".opacity(0.9)", ".clipShape(Capsule())",
                         ".overlay(alignment: .topTrailing) { Circle().fill(KitColor.danger).frame(width: 8, height: 8) }",
                         ".contentShape(Rectangle())", ".lineLimit(2)", ".tracking(0.4)"]
        var out = """
            import SwiftUI
            public enum KitSpace { public static let tiny: CGFloat = 4; public static let small: CGFloat = 8; public static let medium: CGFloat = 12 }
            public enum KitRadius { public static let card: CGFloat = 14 }

            """
        for index in 0..<count {
            out += "public struct KitComponent\(index): View {\n    let title: String\n    let detail: String\n    let symbol: String\n"
            out += "    public var body: some View {\n        \(stacks[next(stacks.count)]) {\n"
            for _ in 0..<(2 + next(3)) { out += "            \(leaves[next(leaves.count)])\n" }
            out += "        }\n"
            for _ in 0..<(2 + next(5)) { out += "        \(modifiers[next(modifiers.count)])\n" }
            out += "    }\n}\n"
        }
        return out
    }

    /// Scanners with the rule on and off, over the same kit.
    static func scanners(components: Int) -> (on: FileScanner, off: FileScanner) {
        let path = "Kit/Sources/Kit/Components.swift"
        let tree = Parser.parse(source: kitSource(components: components))
        var kit = KitIndex()
        KitDiscovery.addComponents(from: tree, path: path, to: &kit)
        NumberTokens.add(from: tree, typeNames: ["KitSpace", "KitRadius"], to: &kit, kind: .metric, path: path)
        let shipped = RuleLoader.shipped()
        let copyRule = shipped.first { $0.matcher == .kitCopies }!.id
        func scanner(copies: Bool) -> FileScanner {
            var config = Config()
            // The rule is opt-in: on only by its own entry.
            config.rules[copyRule] = RuleOverride(enabled: copies)
            let rules = try! RuleSet(definitions: shipped, config: config)
            var withCopies = kit
            if rules.copyRule != nil { withCopies.copies = CopyIndex(kit: kit, trees: [(path, tree)]) }
            return FileScanner(rules: rules, kit: withCopies, formChangingModifiers: config.formChangingModifiers,
                               kitPaths: ["Kit/Sources"], debtListNames: nil)
        }
        return (scanner(copies: true), scanner(copies: false))
    }

    /// One scan on all cores, the copy pass after it when the scanner runs one: the findings.
    static func scan(_ files: [SourceFile], _ scanner: FileScanner) -> [FileScan] {
        let scans = Parallel.map(files) { file in scanner.scan(bytes: file.bytes, path: file.path) }
        return ScanAssembly.resolve(scans, stages: scanner.wholeApp)
    }

    /// The fastest of `runs` scans each way, on and off taking turns, and the median cost of a pair.
    static func measure(_ files: [SourceFile], components: Int, runs: Int) -> Figures {
        let (on, off) = scanners(components: components)
        var figures = Figures(on: .infinity, off: .infinity, copies: 0)
        _ = scan(Array(files.prefix(1)), on)
        for _ in 0..<max(runs, 3) {
            let (raw, fileSeconds) = Stopwatch.time { Parallel.map(files) { file in on.scan(bytes: file.bytes, path: file.path) } }
            let (onScans, passSeconds) = Stopwatch.time { ScanAssembly.resolve(raw, stages: on.wholeApp) }
            let (_, offSeconds) = Stopwatch.time { scan(files, off) }
            if offSeconds > 0 { figures.paired.append(100 * (fileSeconds + passSeconds - offSeconds) / offSeconds) }
            if fileSeconds + passSeconds < figures.on { figures.pass = passSeconds }
            figures.on = min(figures.on, fileSeconds + passSeconds)
            figures.off = min(figures.off, offSeconds)
            figures.copies = onScans.reduce(0) { $0 + $1.findings.filter { $0.copy != nil }.count }
        }
        return figures
    }
}
