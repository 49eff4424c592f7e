// swift-tools-version:6.0
import PackageDescription

// The pipeline, one target per stage:
// files -> KitscanLexer -> KitscanParser -> KitscanRules (matchers, findings)
//       -> KitscanRatchet / KitscanReport -> KitscanCLI (output) -> kitscan
// KitscanSupport, at the bottom, holds what every stage shares: JSON, file bytes, the
// atomic write, ordering and "did you mean". Plugins/: `swift package kitscan …` and the
// build-tool plugin (findings in `swift build` and Xcode), both running the `kitscan` built
// here. No dependencies outside the toolchain.
let package = Package(
    name: "kitscan",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "KitscanSupport", targets: ["KitscanSupport"]),
        .library(name: "KitscanLexer", targets: ["KitscanLexer"]),
        .library(name: "KitscanParser", targets: ["KitscanParser"]),
        .library(name: "KitscanRules", targets: ["KitscanRules"]),
        .library(name: "KitscanRatchet", targets: ["KitscanRatchet"]),
        .library(name: "KitscanReport", targets: ["KitscanReport"]),
        .executable(name: "kitscan", targets: ["kitscan"]),
        .executable(name: "Benchmarks", targets: ["Benchmarks"]),
        // `swift package kitscan …` and kitscan's findings in `swift build` and Xcode.
        .plugin(name: "KitscanCommandPlugin", targets: ["KitscanCommandPlugin"]),
        .plugin(name: "KitscanBuildToolPlugin", targets: ["KitscanBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "KitscanSupport"),
        .target(name: "KitscanLexer"),
        .target(name: "KitscanParser", dependencies: ["KitscanLexer"]),
        .target(name: "KitscanRules", dependencies: ["KitscanSupport", "KitscanLexer", "KitscanParser"]),
        .target(name: "KitscanRatchet", dependencies: ["KitscanSupport"]),
        .target(name: "KitscanReport", dependencies: ["KitscanSupport", "KitscanRules"]),
        .target(name: "KitscanCLI",
                dependencies: ["KitscanSupport", "KitscanLexer", "KitscanParser", "KitscanRules", "KitscanRatchet",
                               "KitscanReport"]),
        .executableTarget(name: "kitscan", dependencies: ["KitscanCLI"]),
        .plugin(name: "KitscanCommandPlugin",
                capability: .command(
                    intent: .custom(verb: "kitscan", description: "Run kitscan (any command) on the package."),
                    permissions: [.writeToPackageDirectory(reason: "kitscan writes its baseline, reports and kitscan.json in the package folder.")]),
                dependencies: ["kitscan"]),
        .plugin(name: "KitscanBuildToolPlugin", capability: .buildTool(), dependencies: ["kitscan"]),
        .executableTarget(name: "Benchmarks",
                          dependencies: ["KitscanSupport", "KitscanLexer", "KitscanParser", "KitscanRules", "KitscanCLI"]),
        .testTarget(name: "KitscanLexerTests", dependencies: ["KitscanLexer"]),
        .testTarget(name: "KitscanParserTests", dependencies: ["KitscanLexer", "KitscanParser"]),
        .testTarget(name: "KitscanSupportTests", dependencies: ["KitscanSupport"]),
        .testTarget(name: "KitscanRulesTests", dependencies: ["KitscanSupport", "KitscanLexer", "KitscanParser", "KitscanRules"]),
        .testTarget(name: "KitscanRatchetTests", dependencies: ["KitscanSupport", "KitscanRatchet"]),
        .testTarget(name: "KitscanReportTests", dependencies: ["KitscanSupport", "KitscanRules", "KitscanReport"]),
        // The fix stage end to end: on the samples, and on the benchmarks' generated corpus.
        .testTarget(name: "KitscanFixTests", dependencies: ["KitscanSupport", "KitscanLexer", "KitscanParser", "KitscanRules",
                                                            "KitscanReport", "KitscanCLI", "Benchmarks"]),
        .testTarget(name: "KitscanCLITests", dependencies: ["KitscanSupport", "KitscanCLI", "KitscanLexer", "KitscanParser", "KitscanRules", "KitscanRatchet", "KitscanReport"]),
    ]
)
