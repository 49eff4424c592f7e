import KitscanSupport
/// A kit component: a view, a style or a modifier declared in the kit's paths.
public struct Component: Sendable, Hashable {
    /// What the component is: it draws (`view`), styles a control, modifies a view (or
    /// toolbar content, a scene, commands), or is toolbar content, commands, a scene or a
    /// table column (they build a window's parts, not a view).
    public enum Kind: String, Sendable, Hashable { case view, style, modifier, toolbar, commands, scene, column }

    public var name: String
    public var kind: Kind
    public var path: String
    public var line: Int
    /// Parameter labels of its initialisers (or of the modifier function), in order, unique.
    public var parameters: [String]
    /// Each initialiser's (or the function's) parameters: which labels a use may pass, and
    /// what its closures fill.
    public var signatures: [Signature]

    /// One initialiser's (or modifier function's) parameters, in order.
    public struct Signature: Sendable, Hashable {
        public var parameters: [Parameter]

        public init(parameters: [Parameter]) {
            self.parameters = parameters
        }

        /// The labels, `_` for an unlabelled parameter.
        public var labels: [String] { parameters.map(\.label) }
    }

    /// A parameter as a call sees it.
    public struct Parameter: Sendable, Hashable {
        public var label: String
        /// The internal name: what names a handler filling an unlabelled parameter.
        public var name: String
        /// Of function type: a closure or a function reference fills it.
        public var isFunction: Bool
        public var hasDefault: Bool
        /// Marked with a result builder (`@ViewBuilder`): a closure filling it is content.
        public var isBuilder: Bool
        /// `T...`: takes any number of arguments.
        public var isVariadic: Bool
        /// Its type as written (`KitAccessory?`), "" when not written: the static factories of
        /// the type it names are what an implicit member passed to it names.
        public var type: String
        /// How lists name it: its label, or its name when it has none (`_ condition`).
        public var listedName: String { label == "_" ? name : label }

        public init(label: String, name: String? = nil, isFunction: Bool = false, hasDefault: Bool = false,
                    isBuilder: Bool = false, isVariadic: Bool = false, type: String = "") {
            self.label = label
            self.type = type
            self.name = name ?? label
            self.isFunction = isFunction
            self.hasDefault = hasDefault
            self.isBuilder = isBuilder
            self.isVariadic = isVariadic
        }
    }

    /// What a call passes, in order: its arguments' labels (`_` when unlabelled), then its
    /// trailing closures (`nil` label for the first, unlabelled one).
    public enum Passed: Sendable, Hashable {
        case argument(String)
        case trailingClosure(String?)

        /// The label it is passed with; nil for the unlabelled trailing closure.
        var label: String? {
            switch self {
            case .argument(let label): return label
            case .trailingClosure(let label): return label
            }
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

    /// The parameter each passed item fills, in the first signature the items fit (as the callers list defines it:
    /// labels in order, defaulted parameters may be left out, trailing closures fill the
    /// remaining function parameters), or nil when they fit none. A component with no
    /// known signature takes anything (one listed in the config, or with no initialiser
    /// read): then each item fills nothing known.
    public func fit(_ passed: [Passed]) -> [Parameter?]? {
        guard !signatures.isEmpty else { return passed.map { _ in nil } }
        for signature in signatures {
            if let filled = Self.fit(passed, signature.parameters) { return filled }
        }
        return nil
    }

    /// Swift's forward scan, without types: each parameter in order takes the next passed
    /// items it accepts; one left out must have a default. An unlabelled trailing closure
    /// skips a defaulted function parameter while a later one, before the parameter the
    /// next item names, still needs an argument (as the compiler's `matchCallArguments`).
    static func fit(_ passed: [Passed], _ parameters: [Parameter]) -> [Parameter?]? {
        fitPositions(passed, parameters).map { $0.map { parameters[$0] } }
    }

    /// As `fit`, the position in `parameters` of the parameter each passed item fills: a
    /// migration relabels arguments by the deprecated declaration's parameter positions.
    static func fitPositions(_ passed: [Passed], _ parameters: [Parameter]) -> [Int]? {
        var filled: [Int] = []
        filled.reserveCapacity(passed.count)
        var i = 0
        for (index, parameter) in parameters.enumerated() {
            var took = 0
            while i < passed.count {
                let accepts: Bool
                switch passed[i] {
                case .argument(let label):
                    accepts = label == parameter.label
                case .trailingClosure(let label?):
                    accepts = label == parameter.label && parameter.isFunction
                case .trailingClosure(nil):
                    // Later parameters up to the one the next labelled item names.
                    let nextLabel: String? = i + 1 < passed.count ? passed[i + 1].label : nil
                    var laterRequired = false
                    for later in parameters[(index + 1)...] {
                        if let nextLabel, later.label == nextLabel { break }
                        if !later.hasDefault && !later.isVariadic { laterRequired = true; break }
                    }
                    accepts = parameter.isFunction && !(parameter.hasDefault && laterRequired)
                }
                guard accepts else { break }
                filled.append(index)
                i += 1
                took += 1
                if !parameter.isVariadic { break }
            }
            if took == 0 && !parameter.hasDefault && !parameter.isVariadic { return nil }
        }
        return i == passed.count ? filled : nil
    }
}

/// One use of a kit component: the callers list's row.
public struct ComponentUse: Sendable, Hashable {
    public struct ArgumentText: Sendable, Hashable {
        public var label: String?
        public var value: String
        public init(label: String?, value: String) {
            self.label = label
            self.value = value
        }
    }

    public struct Modifier: Sendable, Hashable {
        public var name: String
        /// The text inside its parentheses ("" without any).
        public var arguments: String
        /// Its own trailing closures' labels; "" for the first, unlabelled one.
        public var trailingClosures: [String]
        /// The `#if` blocks inside the chain that hold it and not the use.
        public var condition: String?
        public var changesForm: Bool
        public init(name: String, arguments: String, trailingClosures: [String] = [], condition: String?,
                    changesForm: Bool) {
            self.name = name
            self.arguments = arguments
            self.trailingClosures = trailingClosures
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
    /// The parameter the unlabelled trailing closure fills, when the component's
    /// declarations say (`content`): so it counts as passed.
    public var trailingClosureFills: String?
    /// The action parameters filled by closures or function references (`onOpen`); a closure
    /// filling a result-builder parameter is content, not a handler.
    public var handlers: [String]
    public var modifiers: [Modifier]
    /// The `#if` condition the use sits under, as written (`!( … )` for `#else`).
    public var condition: String?
    /// The enclosing kit component, if the use is nested in one.
    public var parent: String?
    /// The typealias or static style member the use went through; `reference` for an
    /// initialiser passed as a value (`items.map(KitRow.init)`); `static` for a static
    /// factory of the component (`KitAccessory.chevron`, `accessory: .chevron`).
    public var via: String?
    /// The static factory it went through (`count` of `KitBadge.count(3)`), with `via: "static"`.
    public var factory: String?
    /// Inside `#Preview` or a `PreviewProvider`.
    public var preview: Bool
    /// Inside a test folder.
    public var test: Bool
    /// Inside the kit's own paths: the kit composing itself, not a caller in the app.
    public var inKit: Bool
    /// Inside the catalog's paths (`catalog.paths`): a case of the component, not a caller.
    public var catalog: Bool = false
    /// The app of a fleet run the use is in; nil otherwise.
    public var app: String?

    /// A caller in the app: neither the kit's own use, a catalog case, a preview nor a test
    /// (the callers list's split; the catalog's coverage and its rule count these only).
    public var isAppCaller: Bool { !catalog && !test && !preview && !inKit }

    public init(component: String, path: String, line: Int, column: Int, declaration: String?,
                arguments: [ArgumentText], trailingClosures: [String], handlers: [String], modifiers: [Modifier],
                condition: String?, parent: String?, via: String?, preview: Bool, test: Bool,
                trailingClosureFills: String? = nil, inKit: Bool = false, factory: String? = nil, catalog: Bool = false) {
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
        self.inKit = inKit
        self.factory = factory
        self.catalog = catalog
        self.trailingClosureFills = trailingClosureFills
    }
}

/// An app type that draws (a view, style or modifier) and is not named in the debt list.
public struct UnlistedView: Sendable, Hashable {
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

/// A kind as kitscan writes it (a fleet part, the adoption cache).
extension Component.Kind: JSONDecodable {}
