import KitscanCorpus
import KitscanLexer
import Dispatch
import KitscanParser
import KitscanEngine

/// One measured stage of the pipeline, run over a whole corpus.
///
/// `run` returns a count (tokens, calls …) that is printed, so the optimiser can't drop the
/// work and a reader can sanity-check it. Adding a figure to the table is adding one
/// `static let` here and listing it in `Phase.all`.
struct Phase: Sendable {
    let name: String
    /// What `run`'s count counts, for the table's last column.
    let unit: String
    let run: @Sendable ([SourceFile]) -> Int

    /// The phases `main` measures, in order.
    static let all: [Phase] = [.lexer, .lexerAndParser, .fullScan, .fullScanAllCores, .fixAllCores]

    /// Lexing only, one file after another on one thread.
    static let lexer = Phase(name: "lexer", unit: "tokens") { files in
        var tokens = 0
        for file in files {
            tokens += Lexer.lex(file.bytes).tokens.count
        }
        return tokens
    }

    /// Lexing then parsing, one file after another on one thread.
    static let lexerAndParser = Phase(name: "lexer + parser", unit: "calls") { files in
        var calls = 0
        for file in files {
            calls += Parser.parse(Lexer.lex(file.bytes)).calls.count
        }
        return calls
    }

    /// A scanner with every shipped rule and the default config.
    static let scanner: FileScanner = {
        let config = Config()
        let rules = try! RuleSet(definitions: RuleLoader.shipped(), config: config)
        return FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: config.formChangingModifiers,
                           kitPaths: [], debtListNames: [])
    }()

    /// Lexer, parser and every default rule (with exceptions), one thread.
    static let fullScan = Phase(name: "full scan, 1 core", unit: "findings") { files in
        var findings = 0
        for file in files {
            findings += scanner.scan(bytes: file.bytes, path: file.path).findings.count
        }
        return findings
    }

    /// The same on every core, as `kitscan scan` runs it.
    static let fullScanAllCores = Phase(name: "full scan, all cores", unit: "findings") { files in
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
        defer { counts.deallocate() }
        let shared = SharedCounts(counts)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            shared.set(index, scanner.scan(bytes: files[index].bytes, path: files[index].path).findings.count)
        }
        return counts.reduce(0, +)
    }
}

extension Phase {
    /// The scanner with a kit whose font tokens hold the sizes under 12 pt the generator
    /// writes (9, 10, 11), so the fix stage has work: most `small-font` findings then have one
    /// right replacement, and their files are rewritten and checked.
    static let fixScanner: FileScanner = {
        var kit = KitIndex()
        let tokens = "import CoreGraphics\npublic enum BenchFont {\n"
            + (9...11).map { "    public static let size\($0): CGFloat = \($0)\n" }.joined() + "}\n"
        NumberTokens.add(from: Parser.parse(source: tokens), typeNames: ["BenchFont"], to: &kit, kind: .font,
                         path: "Kit/Sources/Kit/BenchFont.swift")
        let config = Config()
        let rules = try! RuleSet(definitions: RuleLoader.shipped(), config: config)
        return FileScanner(rules: rules, kit: kit, formChangingModifiers: config.formChangingModifiers,
                           kitPaths: [], debtListNames: nil)
    }()

    /// `kitscan fix` without the disk, on every core: the scan with fix proposals, the
    /// edits, and the lex, parse and rescan that check each rewritten file.
    static let fixAllCores = Phase(name: "fix, all cores", unit: "fixes") { files in
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: files.count)
        defer { counts.deallocate() }
        let shared = SharedCounts(counts)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let fix = FixEngine.fix(bytes: files[index].bytes, path: files[index].path, scanner: fixScanner,
                                    options: FixOptions())
            shared.set(index, fix.outcomes.filter(\.fixed).count)
        }
        return counts.reduce(0, +)
    }
}

/// Per-file results written by distinct threads at distinct indices.
private struct SharedCounts: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Int>
    init(_ buffer: UnsafeMutableBufferPointer<Int>) { self.buffer = buffer }
    func set(_ index: Int, _ value: Int) { buffer[index] = value }
}
