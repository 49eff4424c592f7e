// swift-tools-version:5.10
import PackageDescription

// OmoKit: the code library every Omo screen is drawn from. Tokens in Foundations,
// value models in Models, the components in Components.
let package = Package(
    name: "OmoKit",
    platforms: [.iOS(.v17), .macOS(.v14), .visionOS(.v1)],
    products: [
        .library(name: "OmoKit", targets: ["OmoKit"]),
    ],
    targets: [
        .target(name: "OmoKit"),
    ]
)
