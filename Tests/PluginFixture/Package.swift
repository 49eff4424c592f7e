// swift-tools-version:6.0
import PackageDescription

// A package as a kitscan user writes it: kitscan as a dependency, its build-tool plugin on a
// target. Used by Scripts/ci-plugins.sh (copied to a temporary folder, with the path below
// pointed at the checkout); not part of kitscan's own package.
let package = Package(
    name: "PluginFixture",
    dependencies: [
        .package(path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "FixtureApp",
            plugins: [.plugin(name: "KitscanBuildToolPlugin", package: "kitscan")]
        ),
    ]
)
