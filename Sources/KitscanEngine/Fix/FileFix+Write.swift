import Foundation
import KitscanSupport

extension FileFix {
    package struct WriteProblem {
        package var message: String
        /// An I/O failure (exit 2), not a file changed meanwhile.
        package var isError: Bool
    }

    /// Writes `fixed` over the file under `root` unless it changed since it was read (its
    /// original kept as a backup first); what stopped it, if anything.
    package func write(_ fixed: [UInt8], root: String, beforeWrite: ((String) -> Void)?) -> WriteProblem? {
        let path = root + "/" + self.path
        beforeWrite?(path)
        let current: [UInt8]
        do throws(FileReadError) {
            current = try FileBytes.read(path: path)
        } catch {
            return WriteProblem(message: "it could not be read again (\(error.reason))", isError: true)
        }
        guard current == original else {
            return WriteProblem(message: "it changed on disk while kitscan read it; run `kitscan fix` again", isError: false)
        }
        // The rename would replace a read-only file (even as root); its owner said no.
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
        guard mode & 0o222 != 0, FileManager.default.isWritableFile(atPath: path) else {
            return WriteProblem(message: "it is read-only; make it writable (chmod u+w) to fix it", isError: false)
        }
        do {
            try BackupCopy.keep(original, of: self.path, root: root, command: "fix")
        } catch {
            return WriteProblem(message: "its backup could not be written (\(error))", isError: true)
        }
        do {
            try AtomicFile.write(Data(fixed), to: path)
        } catch {
            return WriteProblem(message: error.description, isError: true)
        }
        return nil
    }
}
