// Shows that the leak Fuzz/lsan.supp suppresses is Foundation's, not kitscan's: this program
// uses no kitscan code. Built with -sanitize=address by Fuzz/foundation-leak-probe.sh.
//
//   probe long      a valid pattern of 300 UTF-16 units, created and released: leaks 600 bytes
//                   in _CFRegularExpressionCreate (the heap copy of the pattern)
//   probe short     the same with 256 units (Foundation's stack buffer): no leak
//   probe retained  a 10-unit regex whose last reference is dropped without a release: a
//                   leak the suppression must not hide (its Swift object is outside the frame)
import Foundation

@inline(never)
func make(_ units: Int) -> NSRegularExpression {
    // "a?" repeated: valid for ICU, one UTF-16 unit per character.
    try! NSRegularExpression(pattern: String(repeating: "a?", count: units / 2))
}

@inline(never)
func loseOneReference() {
    // Retained once more and the pointer forgotten: nothing will ever release it.
    _ = Unmanaged.passRetained(make(10))
}

switch CommandLine.arguments.dropFirst().first {
case "long": _ = make(300).numberOfCaptureGroups
case "short": _ = make(256).numberOfCaptureGroups
case "retained": loseOneReference()
default:
    FileHandle.standardError.write(Data("usage: probe long|short|retained\n".utf8))
    exit(2)
}
