import Foundation
import KitscanEngine
import KitscanReport
import KitscanSupport

/// `kitscan catalog`: the catalog's coverage of the configurations the app's callers use.
package struct CatalogOptions: Sendable, Equatable {
    package var json: String?
    package var out: String?
    package var scaffold: String?
    package var configPath: String?

    package init(_ parsed: ParsedArguments) throws(CommandLineError) {
        json = parsed.value(CatalogCommand.json)
        out = parsed.value(CatalogCommand.out)
        scaffold = parsed.value(CatalogCommand.scaffold)
        configPath = parsed.value(CommonOptions.config)
    }
}

package enum CatalogCommand {
    static let json = OptionSpec.option("--json", value: "file", help: "Also write the coverage as JSON.")
    static let out = OptionSpec.option("--out", value: "file", help: "Also write the coverage as Markdown.")
    static let scaffold = OptionSpec.option("--scaffold", value: "file",
                                            help: "Write a Swift file with one #Preview per configuration without a case (never over an existing file).")

    package static let spec = CommandSpec(
        name: "catalog",
        summary: "Check that the catalog shows every configuration the app uses.",
        discussion: "The catalog is the target kitscan.json's `catalog.paths` names (a design-only target that draws each "
            + "component). A configuration is a component with the labels its caller passes, in order, and its trailing "
            + "closures (`KitRow(title:accessory:)`): what the callers list's \"Configurations in use\" groups by. One is "
            + "covered when a use in the catalog has the same one. Prints each component's count and every configuration "
            + "without a case with its callers. --scaffold FILE writes one `#Preview(\"configuration\")` per configuration "
            + "without a case, calling the component as its first caller does: literals copied, every other argument an "
            + "Xcode placeholder naming the caller's expression and the parameter's type, closures empty. Exit 0; 2 "
            + "without `catalog.paths`, or when the scaffold's file exists.",
        options: [json, out, scaffold, CommonOptions.config],
        examples: [
            .init("kitscan catalog", "Which configurations in use the catalog shows, and which it does not."),
            .init("kitscan catalog --scaffold OmoCatalog/Sources/OmoCatalog/Missing.swift",
                  "Write a case for each configuration without one, to finish by hand."),
        ])

    package static func run(_ options: CatalogOptions, io: IO) throws(CommandFailure) -> Int32 {
        if let scaffold = options.scaffold, FileSystem.exists(io.resolve(scaffold)) {
            throw CommandFailure("\(scaffold) exists: the scaffold never writes over a file. Name a new file, "
                                 + "or move that one away and run `kitscan catalog --scaffold \(scaffold)` again.")
        }
        let session = try ScanSession.open(paths: [], configPath: options.configPath, io: io)
        let result = try session.scan()
        guard result.hasCatalog else {
            throw CommandFailure("no catalog in kitscan.json: add \"catalog\": { \"paths\": [\"OmoCatalog/Sources\"] } "
                                 + "(the folder of the target that draws each component), then run `kitscan catalog` again.")
        }
        let root = session.workspace.root
        if let json = options.json { try io.writeFile(CatalogReport().json(result), to: json) }
        if let out = options.out {
            let linkBase = ReportLinks.base(root: root, outputFile: io.resolve(out))
            try io.writeFile(CatalogReport(linkBase: linkBase).markdown(result), to: out)
        }
        io.stdout.write(CatalogReport().text(result))
        if let scaffold = options.scaffold {
            guard let text = CatalogScaffold(modules: session.workspace.config.kit.modules).swift(result) else {
                io.stdout.line("Nothing to scaffold: every configuration in use has a case; \(scaffold) not written.")
                return ExitCode.success
            }
            try io.writeFile(text, to: scaffold)
            io.stdout.line("Wrote \(scaffold): one #Preview per configuration without a case.")
        }
        return ExitCode.success
    }
}
