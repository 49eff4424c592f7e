/// A kit component: a view, a style or a modifier declared in the kit's paths.
public struct Component: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable, Hashable { case view, style, modifier }

    public var name: String
    public var kind: Kind
    public var path: String
    public var line: Int
    /// Parameter labels of its initialisers (or of the modifier function), in order, unique.
    public var parameters: [String]
    /// Each initialiser's (or the function's) labels, and which of them take a function:
    /// what an unlabelled trailing closure fills.
    public var signatures: [Signature]

    /// One initialiser's parameter labels, in order.
    public struct Signature: Sendable, Hashable, Codable {
        public var labels: [String]
        /// The labels of function type.
        public var closures: [String]
        /// The labels that have a default value.
        public var defaulted: [String]

        public init(labels: [String], closures: [String], defaulted: [String] = []) {
            self.labels = labels
            self.closures = closures
            self.defaulted = defaulted
        }
    }

    public init(name: String, kind: Kind, path: String, line: Int, parameters: [String], signatures: [Signature] = []) {
        self.name = name
        self.kind = kind
        self.path = path
        self.line = line
        self.parameters = parameters
        self.signatures = signatures
    }

    /// The parameter an unlabelled trailing closure fills in a call passing `passed`
    /// labels: in the initialiser that takes them all with the fewest others, the first
    /// function parameter not passed by label, skipping one with a default while a later
    /// parameter still needs an argument (SE-0286's forward scan, without types).
    public func trailingClosureParameter(passed: Set<String>) -> String? {
        let candidates = signatures.filter { passed.isSubset(of: Set($0.labels + ["_"])) }
        guard let best = candidates.min(by: { $0.labels.count < $1.labels.count }) else { return nil }
        for (index, label) in best.labels.enumerated() where best.closures.contains(label) && !passed.contains(label) {
            let laterRequired = best.labels[(index + 1)...].contains { !passed.contains($0) && !best.defaulted.contains($0) }
            if best.defaulted.contains(label) && laterRequired { continue }
            return label
        }
        return nil
    }
}

/// One use of a kit component: the callers list's row.
public struct ComponentUse: Sendable, Hashable, Codable {
    public struct ArgumentText: Sendable, Hashable, Codable {
        public var label: String?
        public var value: String
        public init(label: String?, value: String) {
            self.label = label
            self.value = value
        }
    }

    public struct Modifier: Sendable, Hashable, Codable {
        public var name: String
        public var arguments: String
        public var condition: String?
        public var changesForm: Bool
        public init(name: String, arguments: String, condition: String?, changesForm: Bool) {
            self.name = name
            self.arguments = arguments
            self.condition = condition
            self.changesForm = changesForm
        }
    }

    public var component: String
    public var path: String
    public var line: Int
    public var column: Int
    public var declaration: String?
    public var arguments: [ArgumentText]
    /// Labels of the trailing closures; "" for the first, unlabelled one.
    public var trailingClosures: [String]
    /// Labels (or positions as "_") of arguments that are closures or function references.
    public var handlers: [String]
    public var modifiers: [Modifier]
    /// The `#if` condition the use sits under, as written (`!( … )` for `#else`).
    public var condition: String?
    /// The enclosing kit component, if the use is nested in one.
    public var parent: String?
    /// The typealias or static style member the use went through.
    public var via: String?
    /// Inside `#Preview` or a `PreviewProvider`.
    public var preview: Bool
    /// Inside a test folder.
    public var test: Bool

    public init(component: String, path: String, line: Int, column: Int, declaration: String?,
                arguments: [ArgumentText], trailingClosures: [String], handlers: [String], modifiers: [Modifier],
                condition: String?, parent: String?, via: String?, preview: Bool, test: Bool) {
        self.component = component
        self.path = path
        self.line = line
        self.column = column
        self.declaration = declaration
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.handlers = handlers
        self.modifiers = modifiers
        self.condition = condition
        self.parent = parent
        self.via = via
        self.preview = preview
        self.test = test
    }
}

/// An app type that draws (a view, style or modifier) and is not named in the debt list.
public struct UnlistedView: Sendable, Hashable, Codable {
    public var name: String
    public var kind: Component.Kind
    public var path: String
    public var line: Int

    public init(name: String, kind: Component.Kind, path: String, line: Int) {
        self.name = name
        self.kind = kind
        self.path = path
        self.line = line
    }
}
