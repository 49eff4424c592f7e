// libFuzzer target: the whole scan of one file with every shipped rule and the default config.
// Built by Scripts/fuzz.sh with the lexer, parser and rules sources as one module.
// Must never trap; every finding must point at a line of the file.

private let scanner: FileScanner = {
    let rules = try! RuleSet(definitions: RuleLoader.shipped(), config: Config())
    return FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: Config.defaultFormChangingModifiers,
                       kitPaths: [], debtListNames: nil)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = scanner.scan(bytes: bytes, path: "App/Views/Fuzzed View.swift")
    precondition(result.bytes == size, "byte count wrong")
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A || $1 == 0x0D ? 1 : 0) }
    for finding in result.findings {
        precondition(finding.line >= 1 && finding.line <= lines, "finding on line \(finding.line) of \(lines)")
    }
    return 0
}
