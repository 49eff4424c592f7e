import Foundation

/// Where a command writes: the process's stdout/stderr, or a buffer in tests.
///
/// A value type wrapping a write function so commands never touch global streams.
package struct OutputSink: Sendable {
    private let writeBytes: @Sendable (UnsafeRawBufferPointer) -> Void

    /// A sink calling `write` with each chunk of bytes.
    package init(_ write: @escaping @Sendable (UnsafeRawBufferPointer) -> Void) {
        self.writeBytes = write
    }

    /// Writes the string's UTF-8 bytes as they are (no newline added).
    package func write(_ text: String) {
        var text = text
        text.withUTF8 { writeBytes(UnsafeRawBufferPointer($0)) }
    }

    /// Writes raw bytes.
    package func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { writeBytes($0) }
    }

    /// Writes the text followed by a newline.
    package func line(_ text: String = "") {
        write(text + "\n")
    }

    /// Unbuffered writes to a file descriptor (1 = stdout, 2 = stderr). Callers batch
    /// large outputs themselves; a closed pipe simply stops the output.
    package static func fileDescriptor(_ fd: Int32) -> OutputSink {
        OutputSink { buffer in
            guard var base = buffer.baseAddress else { return }
            var left = buffer.count
            while left > 0 {
                let written = Foundation.write(fd, base, left)
                if written < 0 {
                    if errno == EINTR { continue }
                    return // EPIPE and friends: the reader is gone, nothing useful to do
                }
                left -= written
                base += written
            }
        }
    }

    /// A sink that drops everything.
    package static let discard = OutputSink { _ in }
}
