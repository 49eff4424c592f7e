/// The uses of one component, split the way every callers output shows them: the app's
/// callers, the kit's own uses (the kit composing itself), previews and tests are never
/// mixed (a use in a test folder counts as a test even when it is also a preview, and a
/// preview inside the kit as a preview).
package struct ComponentCallers: Sendable {
    package var component: Component
    /// False when a use names a component the scan did not list (shown, never dropped).
    package var known: Bool
    package var app: [ComponentUse] = []
    /// Uses inside the kit's own paths, outside its previews and tests.
    package var kit: [ComponentUse] = []
    /// Uses inside the catalog's paths (its previews too): the component's cases.
    package var catalog: [ComponentUse] = []
    package var previews: [ComponentUse] = []
    package var tests: [ComponentUse] = []
    /// The `kit-copy` findings of app views that look like copies of it (excepted ones too).
    package var copies: [Finding] = []

    package var all: [ComponentUse] { app + kit + catalog + previews + tests }

    /// Neither the apps nor the rest of the kit use it (a use inside its own declaration,
    /// such as a factory making it, does not count): a candidate to remove.
    package var isUnused: Bool {
        let own = component.name + "."
        return app.isEmpty && kit.allSatisfy { use in
            use.declaration.map { $0 == component.name || $0.hasPrefix(own) } ?? false
        }
    }

    /// Parameters no app caller passes, in declaration order. An unlabelled argument
    /// passes `_`; a labelled trailing closure passes its label.
    package var unusedParameters: [String] {
        Self.unused(component, by: app)
    }

    /// Unused by app callers but passed in previews or tests.
    package var passedOnlyOutsideApp: Set<String> {
        let outside = Set(Self.unused(component, by: kit + previews + tests))
        return Set(unusedParameters).subtracting(outside)
    }

    /// Some app caller passes an unlabelled trailing closure, which fills a parameter
    /// the source does not name.
    package var hasUnlabelledTrailingClosure: Bool {
        app.contains { $0.trailingClosures.contains("") }
    }

    package static func unused(_ component: Component, by uses: [ComponentUse]) -> [String] {
        // Listed by name, an unlabelled parameter is passed by an unlabelled argument.
        let unlabelled = component.signatures.flatMap(\.parameters).filter { $0.label == "_" }.map(\.name)
        var used: Set<String> = []
        for use in uses where use.arguments.contains(where: { $0.label == nil }) { used.formUnion(unlabelled) }
        let parameters = component.parameters
        for use in uses {
            for argument in use.arguments { used.insert(argument.label ?? "_") }
            for label in use.trailingClosures where !label.isEmpty { used.insert(label) }
            // The parameter an unlabelled trailing closure fills, when known, and handlers.
            if let fills = use.trailingClosureFills { used.insert(fills) }
            for handler in use.handlers { used.insert(handler) }
        }
        return parameters.filter { !used.contains($0) }
    }

    package static func ordered(_ a: ComponentUse, _ b: ComponentUse) -> Bool {
        if a.path != b.path { return a.path < b.path }
        if a.line != b.line { return a.line < b.line }
        return a.column < b.column
    }

    /// Every component of `result`, sorted by name, with its uses; uses of components the
    /// scan did not list get a section of their own rather than disappearing.
    package static func group(_ result: ScanResult) -> [ComponentCallers] {
        var byName: [String: ComponentCallers] = [:]
        for component in result.components where byName[component.name] == nil {
            byName[component.name] = ComponentCallers(component: component, known: true)
        }
        for use in result.uses.sorted(by: ordered) {
            if byName[use.component] == nil {
                let stub = Component(name: use.component, kind: .view, path: "", line: 0, parameters: [])
                byName[use.component] = ComponentCallers(component: stub, known: false)
            }
            if use.isAppCaller {
                byName[use.component]!.app.append(use)
            } else if use.catalog {
                byName[use.component]!.catalog.append(use)
            } else if use.test {
                byName[use.component]!.tests.append(use)
            } else if use.preview {
                byName[use.component]!.previews.append(use)
            } else {
                byName[use.component]!.kit.append(use)
            }
        }
        for finding in result.findings {
            if let copy = finding.copy, byName[copy.copyOf] != nil { byName[copy.copyOf]!.copies.append(finding) }
        }
        return byName.values.sorted { $0.component.name < $1.component.name }
    }

    /// The configurations the app's callers use ("Configurations in use"), most callers first
    /// (then by name), each with its callers and whether a catalog case has the same one.
    package var configurations: [ConfigurationInUse] {
        var callers: [String: [ComponentUse]] = [:]
        for use in app { callers[Self.configuration(of: use, kind: component.kind), default: []].append(use) }
        let cases = Set(catalog.map { Self.configuration(of: $0, kind: component.kind) })
        return callers.map { ConfigurationInUse(configuration: $0.key, callers: $0.value, covered: cases.contains($0.key)) }
            .sorted { $0.callers.count != $1.callers.count ? $0.callers.count > $1.callers.count : $0.configuration < $1.configuration }
    }

    /// The argument labels and trailing closures of a use, as Swift would write its
    /// signature: `KitRow(item:onOpen:) { } footer: { }`.
    package static func configuration(of use: ComponentUse, kind: Component.Kind) -> String {
        // A modifier function reads `.kitGlass()`; a modifier type `KitGlass(…)` like a view.
        var out = kind == .modifier && use.component.first?.isLowercase == true ? "." + use.component : use.component
        // A factory by its name (`KitBadge.count(_:)`); one passed nothing reads as a property (`KitBadge.new`).
        if let factory = use.factory {
            out += "." + factory
            if use.arguments.isEmpty && use.trailingClosures.isEmpty { return out }
        }
        out += "(" + use.arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        for label in use.trailingClosures {
            out += label.isEmpty ? " { }" : " \(label): { }"
        }
        return out
    }
}

/// One configuration the app's callers use, and whether the catalog has a case of it.
package struct ConfigurationInUse: Sendable, Equatable {
    package var configuration: String
    package var callers: [ComponentUse]
    package var covered: Bool
}
