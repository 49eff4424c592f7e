import Foundation
import KitscanSupport

/// Progress for long work, on stderr, only when stderr is a terminal (so logs and pipes
/// stay clean). Safe to call from several threads; redraws at most ten times a second.
public final class Progress: ProgressDisplay, @unchecked Sendable {
    public let enabled: Bool
    private let sink: OutputSink
    // Guarded by `lock`.
    private let lock = NSLock()
    private var shownWidth = 0
    private var lastDraw: UInt64 = 0
    private let interval: UInt64

    /// `interval`: the least time between two redraws, in nanoseconds.
    public init(sink: OutputSink, enabled: Bool, interval: UInt64 = 100_000_000) {
        self.sink = sink
        self.enabled = enabled
        self.interval = interval
    }

    /// Shows `message` on the status line, replacing the previous one.
    /// `force` draws even if the last draw was under 100 ms ago.
    public func report(_ message: String, force: Bool = false) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        if !force && lastDraw != 0 && now - lastDraw < interval { return }
        lastDraw = now
        let width = message.unicodeScalars.count
        // Pad with spaces rather than ESC[K so it also works on TERM=dumb terminals.
        let padding = String(repeating: " ", count: max(0, shownWidth - width))
        sink.write("\r" + message + padding)
        shownWidth = width
    }

    /// Shows `label done/total`, e.g. `Scanning 120/4000 files`.
    public func step(_ done: Int, of total: Int, _ label: String) {
        // Called for every file from every core: nothing is built when nothing is shown.
        guard enabled else { return }
        report("\(label) \(done)/\(total)", force: done == total)
    }

    /// Clears the status line; call before printing results.
    public func finish() {
        guard enabled else { return }
        lock.lock()
        defer { lock.unlock() }
        if shownWidth > 0 {
            sink.write("\r" + String(repeating: " ", count: shownWidth) + "\r")
        }
        shownWidth = 0
        lastDraw = 0
    }
}
