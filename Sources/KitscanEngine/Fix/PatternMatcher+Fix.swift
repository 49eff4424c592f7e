/// How a `pattern` rule's match is fixed: by the rule's own template, or, for a number
/// capture that copies a `kit.metricTokens` token, by that token.
extension PatternMatcher {
    mutating func setFix(_ template: FixTemplate?, file: String) throws(RuleLoadError) {
        try template?.validate(patterns, file: file)
        fix = template
    }

    func fixProposal(_ context: MatchContext, _ pattern: CompiledPattern, _ run: PatternRun,
                     start: Int32, end: Int32) -> FixProposal? {
        if let fix { return fix.proposal(context, pattern, run, start: start, end: end) }
        guard !context.kit.tokenCatalog.metrics.isEmpty, let slot = pattern.types.firstIndex(of: .number),
              let value = run.numbers[slot],
              run.captured[slot].0 >= 0 else { return nil }
        return TokenFix.replace(context, from: run.captured[slot].0, through: run.captured[slot].1,
                                candidates: context.kit.tokenCatalog.metrics[value], type: nil, what: "value")
    }
}

extension RuleDefinition {
    /// `stage` with this rule's `fix` template on its pattern matcher, checked against the
    /// patterns (a template writing a capture some pattern lacks is the rule file's error).
    package func withFix(_ stage: RuleStage) throws(RuleLoadError) -> RuleStage {
        guard let fix else { return stage }
        guard let matcher = stage.matcher, var pattern = matcher as? PatternMatcher else {
            throw RuleLoadError(file: source, problem: "`fix` templates are for `pattern` rules; this rule's matcher is `\(self.matcher.rawValue)`.")
        }
        try pattern.setFix(fix, file: source)
        return .matcher(pattern)
    }
}
