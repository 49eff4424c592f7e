import Dispatch
import Foundation

/// Running another program to its end: the one way kitscan, its benchmarks and its tests
/// start a process and wait for it.
package enum ChildProcess {
    /// What a finished process said.
    package struct Outcome: Sendable {
        package var status: Int32
        package var stdout: Data
        package var stderr: Data
    }

    /// Runs `process` (executable, arguments and folder set; its standard output and error
    /// left for this to make) with `input` on its standard input, and reads both outputs to
    /// their end. Throws only what starting it throws.
    package static func output(_ process: Process, input: [UInt8]? = nil) throws -> Outcome {
        let stdout = Pipe(), stderr = Pipe(), stdin = input == nil ? nil : Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        // No input: nothing to read (a program that asks gets end of file, never a hang).
        process.standardInput = stdin.map { $0 as Any } ?? FileHandle.nullDevice
        let errors = DataBox()
        var data = Data()
        let status = try run(process) {
            // Each stream on a thread of its own: a large answer on one cannot block the other.
            let group = DispatchGroup()
            if let input, let stdin {
                let writer = stdin.fileHandleForWriting
                DispatchQueue.global().async(group: group) {
                    try? writer.write(contentsOf: Data(input))
                    try? writer.close()
                }
            }
            let errorReader = stderr.fileHandleForReading
            DispatchQueue.global().async(group: group) {
                errors.data = errorReader.readDataToEndOfFile()
            }
            data = stdout.fileHandleForReading.readDataToEndOfFile()
            group.wait()
        }
        return Outcome(status: status, stdout: data, stderr: errors.data)
    }

    /// Starts `process`, runs `whileRunning` (which reads its pipes, if any), waits for it to
    /// exit and returns its status. Throws only what starting it throws.
    ///
    /// Not `waitUntilExit`: on Linux it polls the run loop every 50 ms, which would cost a
    /// pre-commit check more than all its work and put every timing on 50 ms steps; the
    /// termination handler wakes the waiter at once.
    package static func run(_ process: Process, whileRunning: () -> Void = {}) throws -> Int32 {
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        // One launch at a time: Foundation's `Process.run()` on Linux is not safe to call
        // from two threads at once (a review reads both sides of a change in parallel, and a
        // launch crashed copying another's spawn state). Only the launch is serialised; the
        // processes still run side by side.
        try launches.withLock { try process.run() }
        whileRunning()
        exited.wait()
        return process.terminationStatus
    }

    private static let launches = NSLock()
}

/// Filled by one reader thread, read after it finished (the group's wait orders the two).
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
