import KitscanLexer

/// A postfix chain (a "spine"): a primary followed by `.member`, calls, subscripts,
/// `?`, `!`, trailing closures, generic arguments and postfix `#if` blocks, across lines
/// when a line starts with `.`. Arguments, subscript indices and closure bodies hold
/// chains of their own.
public struct Chain: Sendable, Equatable {
    public enum Primary: Sendable, Equatable {
        /// `Name` (also `self`, `Self`, `super`, `init` when used as a name).
        case identifier(Int32)
        /// `.name` with no base: the name token.
        case implicitMember(Int32)
        /// `( … )`, `[ … ]` or a closure `{ … }` that is not a trailing closure: the opener.
        case group(Int32)
        /// A literal or anything else that can start an expression: the token.
        case other(Int32)
    }

    public var primary: Primary
    /// First token of the chain (the primary's first token; the `.` of an implicit member).
    public var start: Int32
    /// Last token of the chain, inclusive.
    public var end: Int32
    public var links: SharedSlice<ChainLink>

    public init(primary: Primary, start: Int32, end: Int32, links: SharedSlice<ChainLink> = []) {
        self.primary = primary
        self.start = start
        self.end = end
        self.links = links
    }
}

/// One postfix link of a chain.
public struct ChainLink: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        /// `.name` — `token` is the name, `end` the name.
        case member
        /// `( … )` — `token` is `(`, `end` its match.
        case call
        /// `[ … ]`
        case `subscript`
        /// A trailing closure `{ … }` or `label: { … }` — `token` is `{`.
        case trailingClosure
        /// `<…>` after a name — `token` is `<`, `end` the closing `>` token.
        case genericArguments
        /// Postfix `?`
        case optional
        /// Postfix `!`
        case force
        /// `#if`/`#elseif`/`#else` inside the chain — `token` is the directive, `clause` its clause.
        case ifConfig
        /// `#endif` inside the chain.
        case endIf
    }

    public var kind: Kind
    public var token: Int32
    public var end: Int32
    /// The innermost `#if` clause, inside this chain, that this link sits under; -1 if none.
    public var clause: Int32

    public init(kind: Kind, token: Int32, end: Int32, clause: Int32 = -1) {
        self.kind = kind
        self.token = token
        self.end = end
        self.clause = clause
    }
}

/// A call: a callee with an argument list and/or trailing closures.
public struct Call: Sendable, Equatable {
    public enum Form: UInt8, Sendable {
        /// `Name(…)` — no base.
        case plain
        /// `A.B.Name(…)` — a base that is a plain dotted path of identifiers (see `path`).
        case qualified
        /// `.name(…)` — implicit member (also `.init(…)`).
        case implicitMember
        /// `expr.name(…)` where the base is not a plain dotted path (`foo().bar(…)`, `x[0].y(…)`).
        case member
        /// `( … )(…)`, `x[0](…)`, `f()(…)` — the callee is not a name.
        case other
    }

    public var form: Form
    /// The token that names the call: `T` for `T(…)`, `M.T(…)`; `init` for `T.init(…)`
    /// and `.init(…)`; `name` for `x.name(…)` and `.name(…)`. -1 for `.other`.
    public var name: Int32
    /// For `.plain`/`.qualified`: the identifier tokens of the dotted path ending at `name`
    /// (`[SwiftUI, Color]`, `[Color, init]`, `[UIFont, systemFont]`). For `.member`: the
    /// trailing dotted path after the last non-name link (`x().a.b(…)` -> `[a, b]`).
    /// For `.implicitMember`: `[name]`.
    public var path: SharedSlice<Int32>
    /// First token of the whole callee expression (chain start).
    public var calleeStart: Int32
    /// `(` or -1 when only trailing closures follow.
    public var openParen: Int32
    /// `)` or -1.
    public var closeParen: Int32
    public var arguments: SharedSlice<Argument>
    public var trailingClosures: SharedSlice<TrailingClosure>
    /// The chain this call is part of, and the index of the call's last link in it
    /// (modifiers applied to the result are the links after it).
    public var chain: Int32
    public var lastLink: Int32

    public init(form: Form, name: Int32, path: SharedSlice<Int32>, calleeStart: Int32, openParen: Int32, closeParen: Int32,
                arguments: SharedSlice<Argument>, trailingClosures: SharedSlice<TrailingClosure>, chain: Int32, lastLink: Int32) {
        self.form = form
        self.name = name
        self.path = path
        self.calleeStart = calleeStart
        self.openParen = openParen
        self.closeParen = closeParen
        self.arguments = arguments
        self.trailingClosures = trailingClosures
        self.chain = chain
        self.lastLink = lastLink
    }

    /// The last token of the call (closing paren or last trailing closure brace).
    public var end: Int32 {
        trailingClosures.last.map { $0.close } ?? closeParen
    }
}

/// One argument of a call (or subscript).
public struct Argument: Sendable, Equatable {
    /// The label token, or -1 when unlabelled.
    public var label: Int32
    /// First token of the value.
    public var start: Int32
    /// One past the last token of the value (the `,` or the closing bracket). `start == end`
    /// for an empty value.
    public var end: Int32

    public init(label: Int32, start: Int32, end: Int32) {
        self.label = label
        self.start = start
        self.end = end
    }
}

/// A trailing closure: the first is unlabelled, later ones are `label: { … }`.
///
/// As in Swift, a `{` that starts a line still attaches to the expression before it
/// (Allman style `Button(…)\n{ … }`), while a `(` or `[` that starts a line does not.
/// Statement blocks (`if`/`guard`/`while`/`for`/`switch`/`catch` bodies, declaration
/// bodies and accessor blocks, property observers) are never trailing closures.
public struct TrailingClosure: Sendable, Equatable {
    /// The label token, or -1.
    public var label: Int32
    public var open: Int32
    public var close: Int32

    public init(label: Int32, open: Int32, close: Int32) {
        self.label = label
        self.open = open
        self.close = close
    }
}
