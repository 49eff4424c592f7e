// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage:
//   KitscanFiles (which files) -> KitscanLexer -> KitscanParser
//   -> KitscanEngine (config, rules, matchers, the kit, the scan, findings, fix)
//   -> KitscanRatchet (counts against the baseline) / KitscanReview (one change, both sides)
//   -> KitscanGit (the `Repository` answered by the `git` executable)
//   -> KitscanReport (rendering) -> KitscanHistory (the burn-down and adoption over time, on a `Repository`)
//   -> KitscanCLI (commands, terminal) -> kitscan
// KitscanSupport, at the bottom, holds what every stage shares: JSON, file bytes, the
// atomic write, ordering, "did you mean", `Parallel` and the cache folder's format.
// Plugins/: `swift package kitscan …` (reads), `swift package kitscan-write …` and the build-tool plugin (findings in `swift build`
// and Xcode), both running the `kitscan` built here. No dependencies outside the toolchain.
let package = Package(
    name: "kitscan",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "KitscanSupport", targets: ["KitscanSupport"]),
        .library(name: "KitscanFiles", targets: ["KitscanFiles"]),
        .library(name: "KitscanLexer", targets: ["KitscanLexer"]),
        .library(name: "KitscanParser", targets: ["KitscanParser"]),
        .library(name: "KitscanEngine", targets: ["KitscanEngine"]),
        .library(name: "KitscanRatchet", targets: ["KitscanRatchet"]),
        .library(name: "KitscanReview", targets: ["KitscanReview"]),
        .library(name: "KitscanGit", targets: ["KitscanGit"]),
        .library(name: "KitscanHistory", targets: ["KitscanHistory"]),
        .library(name: "KitscanCheck", targets: ["KitscanCheck"]),
        .library(name: "KitscanFleet", targets: ["KitscanFleet"]),
        .library(name: "KitscanReport", targets: ["KitscanReport"]),
        .executable(name: "kitscan", targets: ["kitscan"]),
        // `swift package kitscan …` and kitscan's findings in `swift build` and Xcode.
        // `swift package kitscan` reads (no permission asked); `kitscan-write` may write.
        .plugin(name: "KitscanCommandPlugin", targets: ["KitscanCommandPlugin"]),
        .plugin(name: "KitscanWriteCommandPlugin", targets: ["KitscanWriteCommandPlugin"]),
        .plugin(name: "KitscanBuildToolPlugin", targets: ["KitscanBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "KitscanSupport"),
        .target(name: "KitscanFiles", dependencies: ["KitscanSupport"]),
        .target(name: "KitscanLexer"),
        .target(name: "KitscanParser", dependencies: ["KitscanSupport", "KitscanLexer"]),
        .target(name: "KitscanEngine", dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser"]),
        .target(name: "KitscanRatchet", dependencies: ["KitscanSupport"]),
        .target(name: "KitscanReview",
                dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine", "KitscanRatchet"]),
        // The `Repository` review and history read, answered by the `git` executable.
        .target(name: "KitscanGit", dependencies: ["KitscanSupport", "KitscanReview"]),
        .target(name: "KitscanReport",
                dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine", "KitscanRatchet", "KitscanReview"]),
        // The burn-down and the adoption over time, read from any `Repository`.
        .target(name: "KitscanHistory",
                dependencies: ["KitscanSupport", "KitscanEngine", "KitscanRatchet", "KitscanReview", "KitscanReport"]),
        // What `check` and `baseline` compare: the files chosen through git (index, merge base,
        // renames) and the session that scans them.
        .target(name: "KitscanCheck", dependencies: ["KitscanEngine", "KitscanReview", "KitscanGit"]),
        // A kit repository's apps (its config's "apps"), opened, and what runs over them: the
        // scan, adoption by app, fix, the merges of per-app jobs; each app's blob cache.
        .target(name: "KitscanFleet",
                dependencies: ["KitscanSupport", "KitscanEngine", "KitscanReview", "KitscanGit", "KitscanReport", "KitscanHistory"]),
        .target(name: "KitscanCLI",
                dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine",
                               "KitscanRatchet", "KitscanReview", "KitscanGit", "KitscanReport", "KitscanHistory",
                               "KitscanCheck", "KitscanFleet"]),
        .executableTarget(name: "kitscan", dependencies: ["KitscanCLI"]),
        .plugin(name: "KitscanCommandPlugin",
                capability: .command(
                    intent: .custom(verb: "kitscan", description: "Run a kitscan command that only reads (scan, check, rules) on the package.")),
                dependencies: ["kitscan"]),
        .plugin(name: "KitscanWriteCommandPlugin",
                capability: .command(
                    intent: .custom(verb: "kitscan-write", description: "Run a kitscan command that writes (baseline, report, fix, init) on the package."),
                    permissions: [.writeToPackageDirectory(reason: "kitscan writes its baseline, reports, fixes and kitscan.json in the package folder.")]),
                dependencies: ["kitscan"]),
        .plugin(name: "KitscanBuildToolPlugin", capability: .buildTool(), dependencies: ["kitscan"]),
        // The generated corpus Benchmarks measures and the fix tests rewrite (not a product).
        .target(name: "KitscanCorpus"),
        .executableTarget(name: "Benchmarks",
                          dependencies: ["KitscanCorpus", "KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine",
                                         "KitscanCLI"]),
        // What every test target shares: temporary folders, an in-process kitscan, git
        // repositories, goldens.
        .target(name: "KitscanTestSupport", dependencies: ["KitscanSupport", "KitscanReview", "KitscanCLI"], path: "Tests/KitscanTestSupport"),
        .testTarget(name: "KitscanSupportTests", dependencies: ["KitscanSupport", "KitscanTestSupport"]),
        .testTarget(name: "KitscanFilesTests", dependencies: ["KitscanSupport", "KitscanFiles", "KitscanTestSupport"]),
        .testTarget(name: "KitscanLexerTests", dependencies: ["KitscanLexer", "KitscanTestSupport"]),
        .testTarget(name: "KitscanParserTests", dependencies: ["KitscanLexer", "KitscanParser", "KitscanTestSupport"]),
        .testTarget(name: "KitscanEngineTests",
                    dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine",
                                   "KitscanTestSupport"]),
        .testTarget(name: "KitscanRatchetTests", dependencies: ["KitscanSupport", "KitscanRatchet", "KitscanTestSupport"]),
        .testTarget(name: "KitscanReviewTests",
                    dependencies: ["KitscanSupport", "KitscanFiles", "KitscanEngine", "KitscanRatchet", "KitscanReview",
                                   "KitscanTestSupport"]),
        // History and adoption over time on a repository held in memory.
        .testTarget(name: "KitscanHistoryTests",
                    dependencies: ["KitscanSupport", "KitscanEngine", "KitscanReview", "KitscanReport", "KitscanHistory",
                                   "KitscanTestSupport"]),
        .testTarget(name: "KitscanReportTests",
                    dependencies: ["KitscanSupport", "KitscanFiles", "KitscanEngine", "KitscanRatchet", "KitscanReview",
                                   "KitscanReport", "KitscanTestSupport"]),
        // The fix stage end to end: on the samples, and on a generated corpus.
        .testTarget(name: "KitscanFixTests",
                    dependencies: ["KitscanSupport", "KitscanFiles", "KitscanLexer", "KitscanParser", "KitscanEngine",
                                   "KitscanReport", "KitscanCLI", "KitscanCorpus", "KitscanTestSupport"]),
        .testTarget(name: "KitscanCLITests",
                    dependencies: ["KitscanSupport", "KitscanFiles", "KitscanCLI", "KitscanLexer", "KitscanParser",
                                   "KitscanEngine", "KitscanRatchet", "KitscanReview", "KitscanGit", "KitscanReport",
                                   "KitscanHistory", "KitscanCheck", "KitscanFleet", "KitscanTestSupport"]),
    ]
)
