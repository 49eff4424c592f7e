import KitscanEngine
import KitscanSupport

/// The callers list as a JSON value, keys in the order docs/reports.md shows.
///
/// Beyond the example, each caller also carries `"test"` (true in a test folder), so
/// test uses can be told from app callers. `unusedParameters` counts app callers only
/// (as the Markdown list does): a parameter passed only by previews or tests is unused.
public enum CallersJSON {
    public static func value(_ result: ScanResult) -> JSONValue {
        let groups = ComponentCallers.group(result)
        let unlisted = result.unlistedViews.sorted { ($0.path, $0.line, $0.name) < ($1.path, $1.line, $1.name) }
        let unreadable = result.unreadable.sorted { ($0.path, $0.reason) < ($1.path, $1.reason) }
        let deprecated = result.deprecatedUses
        let apps = result.fleet.map { [JSONMember("apps", FleetReport.json($0))] } ?? []
        // Version 2: modifiers carry `trailingClosures`, and `arguments` is only the text inside
        // their parentheses; nested components are named by their path. `kit` only for a kit apart.
        return .object([JSONMember("version", .int(2))] + KitSourceHeader.jsonMembers(result.kitSources) + apps + [
            JSONMember("components", .array(groups.map {
                component($0, fleet: result.fleet != nil, catalog: result.hasCatalog, deprecated: deprecated,
                          readyToDelete: result.readyToDelete[$0.component.name] ?? [])
            })),
            JSONMember("unlistedViews", .array(unlisted.map { view in
                .object([
                    JSONMember("name", .string(view.name)),
                    JSONMember("kind", .string(view.kind.rawValue)),
                    JSONMember("path", .string(view.path)),
                    JSONMember("line", .int(view.line)),
                ])
            })),
            JSONMember("unreadable", .array(unreadable.map { file in
                .object([JSONMember("path", .string(file.path)), JSONMember("reason", .string(file.reason))])
            })),
        ] + readyApart(result, groups))
    }

    /// The deprecated declarations ready to delete that belong to no component (tokens, other
    /// types and typealiases), by the type they are declared on, then name: the callers list's
    /// rows cannot hold them.
    static func readyOutsideComponents(_ result: ScanResult, _ groups: [ComponentCallers]) -> [String] {
        let components = Set(groups.map(\.component.name))
        return result.readyToDelete.filter { !components.contains($0.key) }.sorted { $0.key < $1.key }.flatMap(\.value)
    }

    private static func readyApart(_ result: ScanResult, _ groups: [ComponentCallers]) -> [JSONMember] {
        let names = readyOutsideComponents(result, groups)
        return names.isEmpty ? [] : [JSONMember("readyToDelete", .array(names.map(JSONValue.string)))]
    }

    /// A fleet run's JSON also holds what judging unused parameters across apps needs (each
    /// signature, what a trailing closure fills), so that `--merge` judges as one run does.
    /// A component some of whose uses meet a deprecation counts them (`deprecated`), and each
    /// such caller carries the finding's message (`deprecated`).
    static func component(_ g: ComponentCallers, fleet: Bool = false, catalog: Bool = false,
                          deprecated: [String: String] = [:], readyToDelete: [String] = []) -> JSONValue {
        let c = g.component
        let old = deprecated.isEmpty ? 0 : g.all.filter { deprecated[$0.anchorKey] != nil }.count
        let definedAt: JSONValue = g.known && !c.path.isEmpty
            ? .object([JSONMember("path", .string(c.path)), JSONMember("line", .int(c.line))])
            : .null
        var members: [JSONMember] = [
            JSONMember("name", .string(c.name)),
            JSONMember("kind", .string(c.kind.rawValue)),
            JSONMember("definedAt", definedAt),
            JSONMember("parameters", .array(c.parameters.map(JSONValue.string))),
        ]
        if fleet { members += [JSONMember("known", .bool(g.known)), JSONMember("signatures", FleetJSON.signatures(c.signatures))] }
        members.append(JSONMember("unusedParameters", .array(g.unusedParameters.map(JSONValue.string))))
        // App callers, then previews, then tests: the same order as the Markdown list.
        members.append(JSONMember("callers", .array(g.all.map { caller($0, fleet: fleet, deprecated: deprecated[$0.anchorKey]) })))
        if old > 0 { members.append(JSONMember("deprecated", .int(old))) }
        if !readyToDelete.isEmpty { members.append(JSONMember("readyToDelete", .array(readyToDelete.map(JSONValue.string)))) }
        if catalog { members.append(JSONMember("catalog", coverage(g))) }
        if !g.copies.isEmpty { members.append(JSONMember("likelyCopies", .array(g.copies.map(likelyCopy)))) }
        return .object(members)
    }

    /// The catalog's coverage of the configurations the app's callers use: how many, how
    /// many have a case, and each one without a case with where its callers are.
    static func coverage(_ g: ComponentCallers) -> JSONValue {
        let coverage = g.configurations
        return .object([
            JSONMember("configurations", .int(coverage.count)),
            JSONMember("covered", .int(coverage.filter(\.covered).count)),
            JSONMember("missing", .array(coverage.filter { !$0.covered }.map { missing in
                .object([
                    JSONMember("configuration", .string(missing.configuration)),
                    JSONMember("callers", .array(missing.callers.map { use in
                        .object((use.app.map { [JSONMember("app", .string($0))] } ?? []) + [
                            JSONMember("path", .string(use.path)), JSONMember("line", .int(use.line)),
                            JSONMember("column", .int(use.column)),
                        ])
                    })),
                ])
            })),
        ])
    }

    /// An app view that looks like a copy of the component (only components that have some
    /// list them): where, how alike, both skeletons.
    static func likelyCopy(_ f: Finding) -> JSONValue {
        FindingJSON.value(f, [.app, .path, .line, .declaration, .exceptedBy, .score, .evidence])
    }

    static func caller(_ use: ComponentUse) -> JSONValue {
        caller(use, fleet: false)
    }

    static func caller(_ use: ComponentUse, fleet: Bool, deprecated: String? = nil) -> JSONValue {
        .object((use.app.map { [JSONMember("app", .string($0))] } ?? []) + [
            JSONMember("path", .string(use.path)),
            JSONMember("line", .int(use.line)),
            JSONMember("column", .int(use.column)),
            JSONMember("declaration", .optional(use.declaration)),
            JSONMember("arguments", .array(use.arguments.map { argument in
                .object([JSONMember("label", .optional(argument.label)), JSONMember("value", .string(argument.value))])
            })),
            JSONMember("trailingClosures", .array(use.trailingClosures.map(JSONValue.string))),
            JSONMember("handlers", .array(use.handlers.map(JSONValue.string))),
            JSONMember("modifiers", .array(use.modifiers.map { modifier in
                .object([
                    JSONMember("name", .string(modifier.name)),
                    JSONMember("arguments", .string(modifier.arguments)),
                    JSONMember("trailingClosures", .array(modifier.trailingClosures.map(JSONValue.string))),
                    JSONMember("condition", .optional(modifier.condition)),
                    JSONMember("changesForm", .bool(modifier.changesForm)),
                ])
            })),
            JSONMember("condition", .optional(use.condition)),
            JSONMember("parent", .optional(use.parent)),
            JSONMember("via", .optional(use.via)),
            JSONMember("factory", .optional(use.factory)),
            JSONMember("preview", .bool(use.preview)),
            JSONMember("test", .bool(use.test)),
            JSONMember("inKit", .bool(use.inKit)),
            JSONMember("catalog", .bool(use.catalog)),
        ] + (deprecated.map { [JSONMember("deprecated", .string($0))] } ?? []) + (fleet ? [JSONMember("trailingClosureFills", .optional(use.trailingClosureFills))] : []))
    }
}
