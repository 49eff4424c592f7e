// libFuzzer target: the config loader either returns a Config or throws ConfigErrors with
// messages; it never traps. Built by Scripts/fuzz.sh with the lexer, parser and rules sources.

/// Parsed once: the shipped rules are not the input, and parsing their JSON on every run
/// cost most of each run.
private let shipped = RuleLoader.shipped()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let config = try ConfigLoader.parse(bytes, file: "kitscan.json")
        // A config that loads must also build a rule set or fail with a typed error.
        _ = try? RuleSet(definitions: shipped, config: config)
    } catch {
        precondition(!String(describing: error).isEmpty, "an error without a message")
    }
    return 0
}
