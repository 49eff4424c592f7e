/// Sums files' sides of the shares into groups: the total counts each file once, a group
/// every file that belongs to it (a file with several owners is in each of their groups).
package enum AdoptionTally {
    /// The report of `files`. `groups` names the groups a file is in (nil: no grouping).
    package static func report(_ files: [AdoptionFile], grouping: String, groups: ((String) -> [String])?,
                               components: [String], replaced: [ReplacedControl], notes: [String] = [],
                               catalogCases: Set<String>? = nil) -> AdoptionReport {
        let counted = files.filter(\.counted).sorted { $0.path < $1.path }
        var byGroup: [String: [AdoptionFile]] = [:]
        if let groups {
            for file in counted {
                for name in Set(groups(file.path)) { byGroup[name, default: []].append(file) }
            }
        }
        let names = byGroup.keys.sorted { a, b in
            // `(unowned)` and the like (names in parentheses) after the real groups.
            let (pa, pb) = (a.hasPrefix("("), b.hasPrefix("("))
            return pa != pb ? !pa : a < b
        }
        return AdoptionReport(grouping: grouping, components: components, replacedControls: replaced,
                              total: group("all", counted, catalogCases: catalogCases),
                              groups: names.map { group($0, byGroup[$0]!, catalogCases: catalogCases) }, notes: notes)
    }

    /// The counts of one point of a history: the total, and per group with grouping.
    package static func point(_ files: [AdoptionFile], groups: ((String) -> [String])?) -> (AdoptionCounts, [String: AdoptionCounts]) {
        var total = AdoptionCounts()
        var byGroup: [String: AdoptionCounts] = [:]
        for file in files where file.counted {
            let counts = file.counts
            total = total + counts
            if let groups {
                for name in Set(groups(file.path)) { byGroup[name] = (byGroup[name] ?? AdoptionCounts()) + counts }
            }
        }
        return (total, byGroup)
    }

    static func group(_ name: String, _ files: [AdoptionFile], catalogCases: Set<String>? = nil) -> AdoptionGroup {
        var counts = AdoptionCounts()
        var rules: [String: Int] = [:]
        for file in files {
            counts = counts + file.counts
            for hit in file.rawValues { rules[hit.rule ?? "", default: 0] += 1 }
        }
        var group = AdoptionGroup(name: name, counts: counts, components: items(files, \.kitUses), appTypes: items(files, \.appTypeUses),
                                  rawControls: items(files, \.rawControls), tokens: items(files, \.tokens),
                                  rawValues: items(files, \.rawValues), rules: rules)
        if let catalogCases {
            group.catalog = .of(Set(files.flatMap { $0.configurations.map(\.name) }), cases: catalogCases)
        }
        return group
    }

    /// The total of groups that share no file (the apps of a fleet, merged from one job per
    /// app): the group `all` of all their files would be, item by item and place by place.
    package static func total(of groups: [AdoptionGroup]) -> AdoptionGroup {
        var total = AdoptionGroup(name: "all")
        for group in groups {
            total.counts = total.counts + group.counts
            total.rules.merge(group.rules, uniquingKeysWith: +)
        }
        func merged(_ items: KeyPath<AdoptionGroup, [AdoptionItem]>) -> [AdoptionItem] {
            var places: [ItemKey: [AdoptionPlace]] = [:]
            for group in groups {
                for item in group[keyPath: items] { places[ItemKey(name: item.name, rule: item.rule), default: []] += item.places }
            }
            return ranked(places)
        }
        total.components = merged(\.components)
        total.appTypes = merged(\.appTypes)
        total.rawControls = merged(\.rawControls)
        total.tokens = merged(\.tokens)
        total.rawValues = merged(\.rawValues)
        let coverages = groups.compactMap(\.catalog)
        if !coverages.isEmpty { total.catalog = .merged(coverages) }
        return total
    }

    private struct ItemKey: Hashable { var name: String; var rule: String? }

    /// One item per name (and rule), most used first, then by name.
    static func items(_ files: [AdoptionFile], _ hits: KeyPath<AdoptionFile, [AdoptionHit]>) -> [AdoptionItem] {
        var places: [ItemKey: [AdoptionPlace]] = [:]
        for file in files {
            for hit in file[keyPath: hits] {
                places[ItemKey(name: hit.name, rule: hit.rule), default: []].append(AdoptionPlace(path: file.path, line: hit.line))
            }
        }
        return ranked(places)
    }

    /// Each name's places in path and line order, the items most used first, then by name.
    private static func ranked(_ places: [ItemKey: [AdoptionPlace]]) -> [AdoptionItem] {
        places.map { key, at in AdoptionItem(name: key.name, rule: key.rule, count: at.count, places: at.sorted()) }
            .sorted { a, b in
                a.count != b.count ? a.count > b.count : (a.name, a.rule ?? "") < (b.name, b.rule ?? "")
            }
    }
}
