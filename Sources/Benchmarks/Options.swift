import KitscanCorpus
import Foundation

/// The command line: `Benchmarks [--size MB] [--path DIR] [--scaling] [--out-dir DIR] …`.
struct Options: Sendable {
    var sizeMB: Double = 50
    var path: String?
    var scaling = false
    var outDir: String?
    var generateOnly = false
    var copiesOnly = false
    var catalogOnly = false
    var deprecationsOnly = false
    var defaultAllocator = false
    var runs = 1
    var seed: UInt64 = CorpusGenerator().seed
    var help = false

    static let usage = """
        Usage: Benchmarks [--size MB] [--path DIR] [--runs N] [--scaling] [--out-dir DIR] [--generate-only]
                          [--copies-only] [--catalog-only] [--deprecations-only]
                          [--seed N] [--default-allocator]

        Measures kitscan's stages in process over a whole corpus (one core, then every core)
        and prints MB/s and lines/s for each, the corpus size, and the peak memory. With
        --path (or --out-dir) it also times the whole `kitscan scan --format json` process on
        the same folder (the kitscan built beside Benchmarks), each run right after one
        in-process full scan on every core, and prints its speed as a share of that one's.
        It also times kit-copy, catalog coverage (a catalog of 200 cases) and deprecated-kit-use
        (a kit deprecating declarations the corpus calls), each on and off taking turns in one
        run, and prints what each adds to the scan.

          --size MB         size of the generated corpus in MB (10^6 bytes; default 50)
          --path DIR        measure every .swift file under DIR instead of a generated corpus
          --runs N          time each stage N times and print the fastest run (default 1):
                            on a shared machine, the run the least disturbed by others
          --scaling         also lex one generated file at 100 KB, 1 MB and 10 MB (best of 3)
                            to show that time grows linearly with size
          --out-dir DIR     write the generated corpus to DIR (to inspect it, or reuse with --path);
                            also writes the kit-copy kit and two configs there and times the
                            whole process with the rule on and off, taking turns
          --generate-only   generate (and write, with --out-dir) the corpus, print its size, stop
          --copies-only     measure only what the kit-copy rule costs (to profile it)
          --catalog-only    measure only what catalog coverage costs
          --deprecations-only
                            measure only what deprecated-kit-use costs
          --seed N          generator seed (default \(CorpusGenerator().seed)); same seed, same bytes
          --default-allocator
                            measure with the C allocator's default settings instead of
                            the ones the kitscan command sets (see AllocatorTuning)
          --help            this text

        Build with `swift build -c release` (Benchmarks and kitscan) for meaningful figures.
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(for flag: String) throws -> String {
            guard let next = rest.popFirst(), !next.hasPrefix("--") else {
                throw BenchmarkError.usage("\(flag) needs a value.\n\n\(usage)")
            }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--size":
                let text = try value(for: argument)
                guard let mb = Double(text), mb > 0, mb <= 10_000 else {
                    throw BenchmarkError.usage("--size wants a number of MB between 0 and 10000, not \(text)")
                }
                options.sizeMB = mb
            case "--path": options.path = try value(for: argument)
            case "--runs":
                let text = try value(for: argument)
                guard let runs = Int(text), (1...100).contains(runs) else {
                    throw BenchmarkError.usage("--runs wants a whole number from 1 to 100, not \(text)")
                }
                options.runs = runs
            case "--out-dir": options.outDir = try value(for: argument)
            case "--scaling": options.scaling = true
            case "--generate-only": options.generateOnly = true
            case "--copies-only": options.copiesOnly = true
            case "--catalog-only": options.catalogOnly = true
            case "--deprecations-only": options.deprecationsOnly = true
            case "--default-allocator": options.defaultAllocator = true
            case "--seed":
                let text = try value(for: argument)
                guard let seed = UInt64(text) else {
                    throw BenchmarkError.usage("--seed wants a non-negative integer, not \(text)")
                }
                options.seed = seed
            case "--help", "-h": options.help = true
            default:
                throw BenchmarkError.usage("Unknown option \(argument).\n\n\(usage)")
            }
        }
        if options.path != nil && options.outDir != nil {
            throw BenchmarkError.usage("--out-dir writes a generated corpus; it can't be combined with --path")
        }
        return options
    }
}
