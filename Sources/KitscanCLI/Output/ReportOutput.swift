import Foundation
import KitscanEngine
import KitscanRatchet
import KitscanReport
import KitscanSupport

/// Writing a report once it is made: the callers and debt lists of `report` (and of a fleet's
/// merged runs), and the files `adoption` and `review` write.
enum ReportOutput {
    /// Writes the Markdown (to `--out` or stdout) and the JSON and SVG asked for.
    static func write(_ result: ScanResult, _ options: ReportOptions, root: String, baseline: [String: [String: Int]]?,
                      history: [HistoryPoint], lag: HistoryLag?, io: IO) throws(CommandFailure) -> Int32 {
        let linkBase = options.out.map { ReportLinks.base(root: root, outputFile: io.resolve($0)) } ?? ""

        var markdown: String
        switch options.kind {
        case .callers:
            let report = CallersReport(linkBase: linkBase)
            markdown = report.markdown(result)
            if let json = options.json { try write(report.json(result), to: json, io: io) }
        case .debt, .site:  // The site is written by its own command, never here.
            let report = DebtReport(linkBase: linkBase)
            markdown = report.markdown(result, baseline: baseline, history: history, lag: lag)
            if let json = options.json { try write(report.json(result, baseline: baseline, history: history), to: json, io: io) }
            let bookkeeping = Set(result.rules.filter(\.isBookkeeping).map(\.id))
            if let svg = options.svg { try write(BurnDownSVG().render(history, bookkeeping: bookkeeping), to: svg, io: io) }
        }
        markdown = linkingTheAdoptionReport(markdown, beside: options.out.map { io.resolve($0) }, io: io)
        if let out = options.out {
            try write(markdown, to: out, io: io)
            return ExitCode.success
        }
        io.stdout.write(markdown)
        return ExitCode.success
    }

    /// Writes `text` atomically to `path` (relative to the working folder).
    static func write(_ text: String, to path: String, io: IO) throws(CommandFailure) {
        do {
            try AtomicFile.write(Data(text.utf8), to: io.resolve(path))
        } catch {
            throw CommandFailure("cannot write the report: \(error.description)")
        }
    }

    /// The names an adoption report is found by, beside the callers or debt list.
    static let adoptionReportNames = ["adoption.md", "ADOPTION.md"]

    /// `markdown` (a callers or debt list) with a link to the adoption report under its
    /// title, when one is beside it (beside `reportFile`, or in the working folder for stdout).
    static func linkingTheAdoptionReport(_ markdown: String, beside reportFile: String?, io: IO) -> String {
        let folder = reportFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? io.cwd
        guard let name = adoptionReportNames.first(where: { FileSystem.isRegularFile(folder + "/" + $0) }),
              let end = markdown.firstIndex(of: "\n") else { return markdown }
        let line = "\nKit adoption (component, primitive and token shares): [\(name)](\(Markdown.url(name))).\n"
        return String(markdown[...end]) + line + String(markdown[markdown.index(after: end)...])
    }
}
