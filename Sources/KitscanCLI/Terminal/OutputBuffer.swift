import Foundation

/// Collects what a command writes, so tests (and embedders) can run commands in-process.
package final class OutputBuffer: @unchecked Sendable {
    // Guarded by `lock`: commands may write from several threads (progress, parallel scans).
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    package init() {}

    /// A sink appending to this buffer.
    package var sink: OutputSink {
        OutputSink { [self] chunk in
            lock.lock()
            bytes.append(contentsOf: chunk)
            lock.unlock()
        }
    }

    /// Everything written so far, as bytes.
    package var data: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        return bytes
    }

    /// Everything written so far, as text (invalid UTF-8 repaired).
    package var text: String {
        String(decoding: data, as: UTF8.self)
    }
}
