import KitscanLexer
import KitscanParser
import KitscanFiles

/// A stage decided over the whole app, in two phases: each file's scan collects its part
/// (kept on its `FileScan`, and in the blob cache unresolved, as a file version's part does
/// not depend on the revision it is read in), then the stage resolves every part at once.
package protocol WholeAppStage: Sendable {
    /// The scans (in path order) with this stage's findings made. `others` are the app's
    /// files outside the scan, with their parts only: they weigh as the app's, and get none.
    func resolve(_ scans: [FileScan], others: [FileScan]) -> [FileScan]
}

/// The whole-app stages of a run, in order. They are resolved by `ScanAssembly` only, so
/// that no command can leave a stage out.
package struct WholeAppStages: Sendable {
    package let stages: [any WholeAppStage]

    /// Whether no stage runs: each file's scan is then final as it is.
    package var isEmpty: Bool { stages.isEmpty }
}

extension FileScan {
    /// Whether the scan holds a part a whole-app stage still has to resolve.
    package var awaitsWholeApp: Bool { copies != nil }
}

extension CopyFinder: WholeAppStage {
    package func resolve(_ scans: [FileScan], others: [FileScan]) -> [FileScan] {
        resolveCopies(scans, others: others.compactMap(\.copies))
    }
}

extension FileScanner {
    /// The whole-app stages of this scanner's rules: `kit-copy`, when the rule runs and the
    /// kit has components to compare with.
    package var wholeApp: WholeAppStages {
        var stages: [any WholeAppStage] = []
        if let copy = rules.copyRule, !kit.copies.isEmpty {
            stages.append(CopyFinder(index: kit.copies, rule: copy.rule.definition.id, severity: copy.rule.severity,
                                     minScore: copy.minScore))
        }
        return WholeAppStages(stages: stages)
    }

    /// The parts of an app file that is not being scanned, for the whole-app stages to weigh
    /// (`kit-copy`: its candidates' shapes, no evidence), or nil when it has none.
    package func wholeAppParts(bytes: [UInt8], path: String) -> FileScan? {
        guard let copy = rules.copyRule, copy.rule.filter.contains(path), readsCopies(path, inKit: kitPaths?.contains(path) ?? false),
              !FileSelection.isBinary(bytes) else { return nil }
        let found = kit.copies.candidates(in: Parser.parse(Lexer.lex(bytes)), kit: kit, labels: false)
        guard !found.candidates.isEmpty else { return nil }
        var scan = FileScan(path: path)
        scan.copies = found
        return scan
    }
}
