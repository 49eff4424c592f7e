import KitscanLexer

/// The light parser's view of one file.
///
/// All positions are indices into `file.tokens` (significant tokens only) as `Int32`;
/// `-1` means "none". Nothing here ever fails: broken input still yields a tree, with
/// `notes` saying where the parser recovered.
public struct SyntaxTree: Sendable {
    public let file: LexedFile

    /// For each token: the index of its matching bracket (`(`↔`)`, `[`↔`]`, `{`↔`}`,
    /// `interpolationOpen`↔`interpolationClose`, string delimiters), or -1. Brackets inside
    /// an `#if` condition are matched among themselves. An unbalanced bracket is matched at
    /// the recovery point (see `notes`); an opener never closed matches the last token (for
    /// a condition, its last token). Every opener's match is at or after itself.
    public var match: [Int32]
    /// For each token: the innermost bracket opener that encloses it, or -1 at top level.
    public var parentGroup: [Int32]
    /// For each token: what the parser decided it is (see `TokenRole`).
    public var roles: [TokenRole]
    /// For each token: the chain whose spine it is on, or -1.
    public var chainOf: [Int32]
    /// For each token: the innermost `#if` clause whose body holds it, or -1.
    public var clauseOf: [Int32]

    public var chains: [Chain]
    /// Every call, in order of the callee name token.
    public var calls: [Call]
    /// A call's opening paren, and each of its trailing closures' `{` -> index in `calls`.
    public var callByOpen: TokenMap
    public var clauses: [IfClause]
    public var declarations: [Declaration]
    public var imports: [Import]
    public var notes: [ParseNote]

    /// An empty tree whose per-token arrays are filled in later by the parser.
    init(file: LexedFile, columnsLater: Void) {
        self.file = file
        match = []
        parentGroup = []
        roles = []
        chainOf = []
        clauseOf = []
        chains = []
        calls = []
        callByOpen = TokenMap(values: [])
        clauses = []
        declarations = []
        imports = []
        notes = []
    }

    public init(file: LexedFile) {
        self.file = file
        let n = file.tokens.count
        match = Array(repeating: -1, count: n)
        parentGroup = Array(repeating: -1, count: n)
        roles = Array(repeating: .none, count: n)
        chainOf = Array(repeating: -1, count: n)
        clauseOf = Array(repeating: -1, count: n)
        chains = []
        calls = []
        callByOpen = TokenMap(count: file.tokens.count)
        clauses = []
        declarations = []
        imports = []
        notes = []
    }
}

/// What an identifier-like token is, as far as the light parser can tell.
///
/// Contextual keywords used as such (`some View`, `any P`, `await f()`, `async let`,
/// `final class`, `override func`, `private(set)`, `nonisolated(unsafe)`) keep `.none`
/// and are on no chain; the same words used as names (`open = true`) are names.
public enum TokenRole: UInt8, Sendable {
    case none
    /// The name a declaration introduces (`struct Name`, `func name`, `var name` — local
    /// ones too, `if let x`, `guard var y`, `for x in`, `for (i, x) in` —, a parameter's
    /// external or internal name, a closure parameter `{ a, b in` / `{ (a: Int) in`, a
    /// capture `[x = y]`, an accessor name `get`/`set`/`didSet`, an enum case, a generic parameter).
    case declaredName
    /// An argument label in a call (`size` in `system(size: 11)`), in a subscript, in an
    /// attribute's arguments (`@available(*, message: "…")`), a tuple element's label
    /// (`(a: 1, b: 2)`), or the label of a labelled trailing closure (`label` in `} label: {`).
    case argumentLabel
    /// A name after a postfix `.` (`x.name`).
    case memberName
    /// A name after a `.` that begins an implicit member expression (`.red`).
    case implicitMemberName
    /// The primary of a chain: an identifier in expression or type position.
    case primary
    /// A token in the condition of an `#if`/`#elseif` (not code).
    case directiveCondition
}

/// One clause of an `#if` block.
public struct IfClause: Sendable, Equatable {
    public enum Kind: UInt8, Sendable { case `if`, elseif, `else` }

    public var kind: Kind
    /// The `#if`/`#elseif`/`#else` token.
    public var directive: Int32
    /// The condition tokens `[conditionStart, conditionEnd)`; empty for `#else`.
    public var conditionStart: Int32
    public var conditionEnd: Int32
    /// The body tokens `[bodyStart, bodyEnd)`: up to the next directive of this block.
    public var bodyStart: Int32
    public var bodyEnd: Int32
    /// The `#endif` closing the block, or -1 when the file ends first.
    public var endif: Int32
    /// The first clause (`#if`) of the same block.
    public var block: Int32
    /// The clause enclosing this whole block, or -1.
    public var parent: Int32
    /// The condition as written, whitespace collapsed; for `#else` the negation of the
    /// earlier clauses: `!(a)` or `!(a || b)`.
    public var condition: String

    public init(kind: Kind, directive: Int32, conditionStart: Int32, conditionEnd: Int32, bodyStart: Int32,
                bodyEnd: Int32, endif: Int32, block: Int32, parent: Int32, condition: String) {
        self.kind = kind
        self.directive = directive
        self.conditionStart = conditionStart
        self.conditionEnd = conditionEnd
        self.bodyStart = bodyStart
        self.bodyEnd = bodyEnd
        self.endif = endif
        self.block = block
        self.parent = parent
        self.condition = condition
    }
}

/// A declaration and its scope.
///
/// Only top-level declarations, members of type bodies, and types declared anywhere are
/// recorded; local `let`/`var`/`func` inside code get `declaredName` roles only.
public struct Declaration: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case `struct`, `class`, `enum`, actor, `extension`, `protocol`, `func`, initializer = "init",
             `subscript`, variable = "var", constant = "let", `typealias`, macro, enumCase = "case"
    }

    public var kind: Kind
    /// The introducing keyword token (`struct`, `func`, `var` …).
    public var keyword: Int32
    /// The name token, or -1 (`init`, `subscript`, a destructuring `let (a, b)`).
    public var nameToken: Int32
    /// The name: `MailRow`, `body`, `init`, `subscript`; for an extension, the extended
    /// type as written (`View`, `Kit.Row`).
    public var name: String
    /// Inherited types and conformances as written, whitespace collapsed
    /// (`View`, `ButtonStyle`, `Equatable`). For a `typealias`, its aliased type.
    public var inherited: [String]
    /// Attributes written before the declaration, with their `@` (`@State`, `@MainActor`).
    public var attributes: [String]
    /// Modifiers written before it (`public`, `static`, `private` …).
    public var modifiers: [String]
    /// For `func`/`init`/`subscript`/`macro`: the parameters.
    public var parameters: [Parameter]
    /// First token (the first attribute or modifier, or the keyword).
    public var start: Int32
    /// Last token, inclusive: the closing brace of the body, or the end of the statement
    /// (a stored property's initializer included: `let f = { … }()`, `lazy var v = make { … }`).
    /// A protocol requirement without a body ends on its own line.
    public var end: Int32
    /// The `{` of the body or accessor block, or -1.
    public var bodyOpen: Int32
    /// The enclosing declaration, or -1. Always holds this declaration's whole range
    /// (`start...end`), even on broken input.
    public var parent: Int32
    /// The enclosing path: `MailRowView.body`.
    public var path: String

    public init(kind: Kind, keyword: Int32, nameToken: Int32, name: String, inherited: [String],
                attributes: [String], modifiers: [String], parameters: [Parameter], start: Int32, end: Int32,
                bodyOpen: Int32, parent: Int32, path: String) {
        self.kind = kind
        self.keyword = keyword
        self.nameToken = nameToken
        self.name = name
        self.inherited = inherited
        self.attributes = attributes
        self.modifiers = modifiers
        self.parameters = parameters
        self.start = start
        self.end = end
        self.bodyOpen = bodyOpen
        self.parent = parent
        self.path = path
    }
}

/// A function parameter: `label name: Type = default`.
public struct Parameter: Sendable, Equatable {
    /// The external label (`_` when none), as written.
    public var label: String
    /// The internal name.
    public var name: String
    /// The type as written, whitespace collapsed.
    public var type: String
    public var hasDefault: Bool
    /// Attributes written before the names (`@ViewBuilder`), without their arguments.
    public var attributes: [String]

    public init(label: String, name: String, type: String, hasDefault: Bool, attributes: [String] = []) {
        self.label = label
        self.name = name
        self.type = type
        self.hasDefault = hasDefault
        self.attributes = attributes
    }
}

/// An `import` statement.
public struct Import: Sendable, Equatable {
    /// The `import` keyword token.
    public var token: Int32
    /// The module path as written (`SwiftUI`, `struct Foundation.Date` -> `Foundation.Date`).
    public var path: String
    /// Attributes before it (`@testable`, `@_exported`).
    public var attributes: [String]

    public init(token: Int32, path: String, attributes: [String]) {
        self.token = token
        self.path = path
        self.attributes = attributes
    }
}

/// Where the parser had to recover from broken input.
public struct ParseNote: Sendable, Equatable {
    public var token: Int32
    public var message: String

    public init(token: Int32, message: String) {
        self.token = token
        self.message = message
    }
}

/// A map from token index to an `Int32` (for example a call index), one slot per token.
public struct TokenMap: Sendable, Equatable {
    @usableFromInline var values: [Int32]

    public init(count: Int) {
        values = Array(repeating: -1, count: count)
    }

    /// A map over `values` (-1: no entry).
    init(values: [Int32]) {
        self.values = values
    }

    @inlinable
    public subscript(token: Int32) -> Int32? {
        get {
            guard token >= 0, Int(token) < values.count else { return nil }
            let value = values[Int(token)]
            return value >= 0 ? value : nil
        }
        set {
            guard token >= 0, Int(token) < values.count else { return }
            values[Int(token)] = newValue ?? -1
        }
    }
}
