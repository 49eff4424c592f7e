import Foundation
import KitscanCLI

exit(Kitscan.main(Array(CommandLine.arguments.dropFirst())))
