// libFuzzer target: the baseline loader either returns a Baseline or throws a BaselineError
// naming the file; it never traps. A baseline that loads must survive encode -> parse
// unchanged (the file kitscan writes is the file it reads).
// Built by Scripts/fuzz.sh with Sources/KitscanRatchet.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Data(bytes: data, count: size)
    do {
        let baseline = try Baseline.parse(input, path: "kitscan-baseline.json")
        for (_, rules) in baseline.files {
            for (_, entry) in rules { precondition(entry.count > 0, "a loaded count is not positive") }
        }
        let again = try Baseline.parse(baseline.encoded(), path: "re-encoded")
        precondition(again == baseline, "encode -> parse changed the baseline")
    } catch {
        let message = String(describing: error)
        precondition(!message.contains("re-encoded"), "kitscan cannot read its own baseline: \(message)")
        precondition(message.contains("kitscan-baseline.json"), "error does not name the file: \(message)")
    }
    return 0
}
