import KitscanCorpus
import Foundation

/// The files a benchmark runs over, with the totals every figure is divided by.
struct Corpus: Sendable {
    var files: [SourceFile]
    let totalBytes: Int
    let totalLines: Int

    init(files: [SourceFile]) {
        self.files = files
        var bytes = 0
        var lines = 0
        for file in files {
            bytes += file.bytes.count
            lines += Corpus.countLines(file.bytes)
        }
        totalBytes = bytes
        totalLines = lines
    }

    /// Line breaks, plus one for a last line without one.
    static func countLines(_ bytes: [UInt8]) -> Int {
        var lines = 0
        for byte in bytes where byte == 0x0A { lines += 1 }
        if let last = bytes.last, last != 0x0A { lines += 1 }
        return lines
    }

    /// Every `.swift` file under `directory`, sorted by path so runs are comparable.
    static func load(from directory: URL) throws -> Corpus {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                                                  options: [.skipsHiddenFiles]) else {
            throw BenchmarkError.unreadable(directory.path, "cannot list the folder")
        }
        let root = directory.standardizedFileURL.path
        var files: [SourceFile] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
            guard values?.isRegularFile == true else { continue }
            guard let data = manager.contents(atPath: url.path) else {
                throw BenchmarkError.unreadable(url.path, "cannot read the file")
            }
            var path = url.standardizedFileURL.path
            if path.hasPrefix(root) { path = String(path.dropFirst(root.count)).trimmingPrefix("/").description }
            files.append(SourceFile(path: path, bytes: [UInt8](data)))
        }
        guard !files.isEmpty else {
            throw BenchmarkError.unreadable(directory.path, "no .swift files found; pass a folder of Swift sources")
        }
        files.sort { $0.path < $1.path }
        return Corpus(files: files)
    }
}

/// What went wrong, worded so the user knows what to change.
enum BenchmarkError: Error, CustomStringConvertible {
    case usage(String)
    case unreadable(String, String)

    var description: String {
        switch self {
        case .usage(let message): return message
        case .unreadable(let path, let reason): return "\(path): \(reason)"
        }
    }
}
