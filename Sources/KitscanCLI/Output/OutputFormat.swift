import KitscanReport

/// How findings are written (`--format`): `FindingFormat` is the one list of formats; the
/// option's accepted values and its help are made from it.
package typealias OutputFormat = FindingFormat

extension FindingFormat {
    static let names = allCases.map(\.rawValue)

    static func parse(_ parsed: ParsedArguments) -> FindingFormat {
        // The parser has already checked the value against `names`.
        parsed.value(CommonOptions.format).flatMap(FindingFormat.init(rawValue:)) ?? .text
    }
}
