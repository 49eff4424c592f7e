import KitscanReview
import KitscanEngine
import KitscanSupport

/// The review's data, complete (never cut as the comment may be): `kitscan review --json`.
package enum ReviewJSON {
    package static func render(_ review: Review) -> String {
        JSONWriter().write(value(review))
    }

    package static func value(_ review: Review) -> JSONValue {
        let input = review.input
        return .object([
            JSONMember("version", .int(1)),
            JSONMember("base", side(input.base, ref: input.baseRef)),
            JSONMember("head", side(input.head, ref: nil)),
            JSONMember("files", .array(input.files.map { f in
                .object([JSONMember("path", .string(f.path)), JSONMember("oldPath", .optional(f.oldPath)),
                         JSONMember("status", .string(f.status.rawValue))])
            })),
            JSONMember("kitChanged", .bool(input.kitChanged)),
            JSONMember("callersToCheck", callersToCheck(review)),
            JSONMember("impact", .array(review.impact.map { item in
                .object([
                    JSONMember("component", .string(item.component.name)),
                    JSONMember("kind", .string(item.component.kind.rawValue)),
                    JSONMember("definedAt", item.component.path.isEmpty ? .null : .object([
                        JSONMember("path", .string(item.component.path)), JSONMember("line", .int(item.component.line)),
                    ])),
                    JSONMember("removed", .bool(item.removed)),
                    JSONMember("new", .bool(item.new)),
                    JSONMember("reasons", .array(item.reasons.map(JSONValue.string))),
                    JSONMember("copies", .array(item.copies.map(JSONValue.string))),
                    JSONMember("callers", .array(item.callers.map(CallersJSON.caller))),
                ])
            })),
            JSONMember("callers", .object([
                JSONMember("changes", .array(review.callerChanges.map { c in
                    .object([
                        JSONMember("change", .string(c.kind.rawValue)),
                        JSONMember("component", .string(c.component)),
                        JSONMember("before", c.before.map(CallersJSON.caller) ?? .null),
                        JSONMember("after", c.after.map(CallersJSON.caller) ?? .null),
                    ])
                })),
                JSONMember("newConfigurations", .array(review.newConfigurations.map { c in
                    .object([
                        JSONMember("component", .string(c.component)),
                        JSONMember("configuration", .string(c.configuration)),
                        JSONMember("at", .array(c.uses.map { .object([JSONMember("path", .string($0.path)), JSONMember("line", .int($0.line))]) })),
                    ] + (c.hasCase.map { [JSONMember("hasCase", .bool($0))] } ?? []))
                })),
                JSONMember("parametersNowUnused", .array(review.nowUnused.map(parameter))),
                JSONMember("parametersFirstUsed", .array(review.firstUsed.map(parameter))),
                JSONMember("newUnlistedViews", .array(review.newUnlistedViews.map { v in
                    .object([JSONMember("name", .string(v.name)), JSONMember("kind", .string(v.kind.rawValue)),
                             JSONMember("path", .string(v.path)), JSONMember("line", .int(v.line))])
                })),
            ])),
            JSONMember("debt", .object([
                JSONMember("counts", .array(review.counts.map { c in
                    .object([JSONMember("rule", .string(c.rule)), JSONMember("path", .string(c.path)),
                             JSONMember("before", .int(c.before)), JSONMember("after", .int(c.after))])
                })),
                JSONMember("newFindings", .array(review.newFindings.map { FindingJSON.value($0) })),
                JSONMember("newExceptedFindings", .array(review.newExcepted.map { FindingJSON.value($0) })),
                JSONMember("fixedFindings", .array(review.fixedFindings.map { FindingJSON.value($0) })),
                JSONMember("exceptedFindings", .array(review.excepted.map { FindingJSON.value($0) })),
                JSONMember("exceptionsAdded", .array(review.exceptionsAdded.map(exception))),
                JSONMember("exceptionsRemoved", .array(review.exceptionsRemoved.map(exception))),
                JSONMember("tighten", .array(review.tighten.map { t in
                    .object([JSONMember("path", .string(t.path)), JSONMember("rule", .string(t.rule)),
                             JSONMember("baseline", .int(t.baseline)), JSONMember("count", .int(t.count))])
                })),
            ])),
        ])
    }

    /// The headline's count: callers here outside the kit, the kit's own uses and the
    /// catalog's cases (listed, not to check), and the callers in a fleet's apps.
    private static func callersToCheck(_ review: Review) -> JSONValue {
        let count = review.callersToCheck
        return .object([JSONMember("here", .int(count.local)), JSONMember("insideKit", .int(count.inKit)),
                        JSONMember("catalogCases", .int(count.catalog)), JSONMember("inApps", .int(count.apps)),
                        JSONMember("apps", .int(count.appCount))])
    }

    private static func side(_ side: ReviewSide, ref: String?) -> JSONValue {
        var members = [JSONMember("name", .string(side.name)), JSONMember("commit", .optional(side.commit))]
        if let ref { members.insert(JSONMember("ref", .string(ref)), at: 0) }
        return .object(members)
    }

    private static func parameter(_ p: Review.Parameter) -> JSONValue {
        .object([JSONMember("component", .string(p.component)), JSONMember("parameter", .string(p.parameter))])
    }

    private static func exception(_ e: ExceptionRecord) -> JSONValue {
        .object([
            JSONMember("path", .string(e.path)), JSONMember("line", .int(e.line)),
            JSONMember("rules", .array(e.rules.map(JSONValue.string))), JSONMember("reason", .string(e.reason)),
            JSONMember("wholeFile", .bool(e.wholeFile)),
        ])
    }
}
