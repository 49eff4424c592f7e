import KitscanCorpus
import Foundation
import KitscanCLI

// Benchmarks: kitscan's single-threaded throughput per stage on a generated (or given)
// corpus. See `Options.usage`.

func loadCorpus(_ options: Options) throws -> Corpus {
    if let path = options.path {
        return try Corpus.load(from: URL(fileURLWithPath: path))
    }
    let generator = CorpusGenerator(seed: options.seed)
    let bytes = Int(options.sizeMB * 1e6)
    if let outDir = options.outDir {
        return Corpus(files: try generator.write(totalBytes: bytes, to: URL(fileURLWithPath: outDir)))
    }
    return Corpus(files: generator.generate(totalBytes: bytes))
}

/// The table of the in-process stages.
func measure(_ phases: [Phase], on corpus: Corpus, runs: Int) -> Table {
    var table = Table(["phase", "seconds", "MB/s", "lines/s", "count"])
    for phase in phases {
        // Warm up on the first file: page in code, settle allocator caches.
        _ = phase.run(Array(corpus.files.prefix(1)))
        let (count, seconds) = Stopwatch.best(of: runs) { phase.run(corpus.files) }
        table.add([phase.name, Figures.seconds(seconds),
                   String(format: "%.2f", Figures.perSecond(corpus.totalBytes, seconds) / 1e6),
                   Figures.rate(Figures.perSecond(corpus.totalLines, seconds)),
                   "\(Figures.grouped(count)) \(phase.unit)"])
    }
    return table
}

/// Lexes one generated file at 100 KB, 1 MB and 10 MB: time per MB should stay flat.
func measureScaling(seed: UInt64, phases: [Phase]) -> Table {
    var table = Table(["phase", "size", "lines", "seconds", "MB/s"])
    let generator = CorpusGenerator(seed: seed)
    for target in [100_000, 1_000_000, 10_000_000] {
        let file = generator.makeFile(index: 0, targetBytes: target)
        let lines = Corpus.countLines(file.bytes)
        for phase in phases {
            let (_, seconds) = Stopwatch.best(of: 3) { phase.run([file]) }
            table.add([phase.name, "\(Figures.megabytes(file.bytes.count)) MB", Figures.grouped(lines),
                       Figures.seconds(seconds),
                       String(format: "%.2f", Figures.perSecond(file.bytes.count, seconds) / 1e6)])
        }
    }
    return table
}

/// kit-copy's cost in process, and with `--out-dir` as whole processes (the kit written
/// there); false when the kit could not be written.
func reportCopyCost(_ options: Options, corpus: Corpus) -> Bool {
    let kitSize = 50
    if !options.catalogOnly {
        let copies = CopyCost.measure(corpus.files, components: kitSize, runs: options.runs)
        print("\nkit-copy, a kit of \(kitSize) components, full scan on all cores with the rule on and off taking turns, "
              + "\(max(options.runs, 3)) pairs:")
        print(String(format: "  fastest on %.3f s (the pass after the scan %.4f s), fastest off %.3f s; "
                     + "the rule costs %.1f %% of the scan (median of the pairs; %d copies found)",
                     copies.on, copies.pass, copies.off, copies.percent, copies.copies))
    }
    if !options.catalogOnly, let folder = options.outDir {
        // The corpus is Benchmarks' own: the kit and the two configs may be written beside it.
        do {
            try CopyCost.writeKit(components: kitSize, to: folder)
        } catch {
            FileHandle.standardError.write(Data("Benchmarks: cannot write the kit into \(folder): \(error)\n".utf8))
            return false
        }
        print("  whole process, `kitscan scan --format json --config \(folder)/\(CopyCost.configs.on)` "
              + "against `…/\(CopyCost.configs.off)` (the kit in \(folder)/Kit), taking turns:")
        if let whole = CopyCost.wholeProcess(folder: folder, runs: options.runs) {
            print(String(format: "  fastest on %.3f s, fastest off %.3f s; the rule costs %.1f %% of the process (median of the pairs)",
                         whole.on, whole.off, whole.percent))
        } else {
            print("  kitscan was not found beside Benchmarks (build it: swift build -c release --product kitscan), or it failed")
        }
    }
    return true
}

/// The whole `kitscan scan --format json` process on the corpus's folder, timed against
/// the in-process full scan.
func reportWholeProcess(_ options: Options, corpus: Corpus) {
    guard let folder = options.path ?? options.outDir else { return }
    print("\nwhole process, `kitscan scan --format json \(folder)` (output discarded), "
          + (options.runs > 1 ? "fastest of \(options.runs) runs, " : "")
          + "each after one in-process full scan on all cores:")
    let files = corpus.files
    if let whole = WholeProcess.measure(folder: folder, runs: options.runs, alternatingWith: {
        _ = Phase.fullScanAllCores.run(files)
    }) {
        let rate = Figures.perSecond(corpus.totalBytes, whole.seconds)
        print("  \(Figures.seconds(whole.seconds)) s, \(String(format: "%.2f", rate / 1e6)) MB/s, "
              + "\(Figures.rate(Figures.perSecond(corpus.totalLines, whole.seconds))) lines/s, "
              + "peak memory \(Figures.grouped(whole.peakKiB)) KiB")
        print(String(format: "  in-process full scan on all cores, timed alternately: %.3f s; "
                     + "the whole process runs at %.0f %% of its speed",
                     whole.inProcessSeconds, 100 * whole.inProcessSeconds / whole.seconds))
    } else {
        print("  kitscan was not found beside Benchmarks (build it: swift build -c release --product kitscan), or it failed")
    }
}

func runBenchmarks() -> Int32 {
    let options: Options
    do {
        options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        return 2
    }
    if options.help {
        print(Options.usage)
        return 0
    }
    // Measure what the kitscan command runs with, unless asked not to.
    if !options.defaultAllocator { AllocatorTuning.keepFreedMemory() }
    let corpus: Corpus
    let (loaded, loadSeconds) = Stopwatch.time { Result { try loadCorpus(options) } }
    switch loaded {
    case .success(let value): corpus = value
    case .failure(let error):
        FileHandle.standardError.write(Data("Benchmarks: \(error)\n".utf8))
        return 2
    }

    let source = options.path.map { "files under \($0)" }
        ?? "generated, seed \(options.seed)" + (options.outDir.map { ", written to \($0)" } ?? "")
    print("corpus: \(source)")
    print("  files \(Figures.grouped(corpus.files.count)), \(Figures.megabytes(corpus.totalBytes)) MB, "
          + "\(Figures.grouped(corpus.totalLines)) lines (prepared in \(Figures.seconds(loadSeconds)) s)")
    #if DEBUG
    print("  note: debug build; use `swift build -c release --product Benchmarks` for real figures")
    #endif
    if options.generateOnly {
        print("peak memory: \(Figures.grouped(peakMemoryKiB())) KiB")
        return 0
    }

    if options.deprecationsOnly {
        print(DeprecationCost.report(corpus.files, runs: options.runs))
        return 0
    }
    if !options.copiesOnly && !options.catalogOnly {
        print("\nin process, whole corpus" + (options.runs > 1 ? ", fastest of \(options.runs) runs:" : ":"))
        let table = measure(Phase.all, on: corpus, runs: options.runs)
        print(table.render())
    }
    guard reportCopyCost(options, corpus: corpus) else { return 2 }
    if !options.copiesOnly { print(CatalogCost.report(corpus.files, runs: options.runs)) }
    if !options.copiesOnly && !options.catalogOnly { print(DeprecationCost.report(corpus.files, runs: options.runs)) }
    if !options.catalogOnly { reportWholeProcess(options, corpus: corpus) }
    if options.scaling {
        print("\nscaling, one generated file (best of 3):")
        print(measureScaling(seed: options.seed, phases: Phase.all).render())
    }
    print("\npeak memory: \(Figures.grouped(peakMemoryKiB())) KiB (ru_maxrss)")
    print("allocator: " + (options.defaultAllocator ? "C library defaults (--default-allocator)"
                                                     : "as the kitscan command sets it (AllocatorTuning)"))
    return 0
}

exit(runBenchmarks())
