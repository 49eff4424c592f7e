import Foundation
import KitscanCLI

// A closed pipe (`kitscan scan | head`) must be a write error the tool handles, not a signal that kills it.
signal(SIGPIPE, SIG_IGN)
AllocatorTuning.keepFreedMemory()
exit(Kitscan.main(Array(CommandLine.arguments.dropFirst())))
