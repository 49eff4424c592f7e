/// Why a `kit-copy` finding says an app view re-implements a kit component: what the site,
/// the callers list and the debt list read, never the message text.
public struct CopyEvidence: Sendable, Hashable {
    /// The kit component it re-implements (`KitPill`).
    public var copyOf: String
    /// How alike the two are, 0–1, rounded to two places.
    public var score: Double
    /// The skeleton both share (`Button › Text .font .foregroundStyle .padding×2`).
    public var skeleton: String
    /// The app view's whole skeleton and the component's, side by side in the callers list.
    public var appSkeleton: String
    public var kitSkeleton: String
    /// Tokens and values both use (`KitColor.accent`, `.capsule`, `12 (KitRadius.medium)`).
    public var shared: [String]
    /// What differs (`no .shadow`, `adds .opacity`, `raw 8 for KitSpace.small`).
    public var differs: [String]

    public init(copyOf: String, score: Double, skeleton: String, appSkeleton: String, kitSkeleton: String,
                shared: [String], differs: [String]) {
        self.copyOf = copyOf
        self.score = score
        self.skeleton = skeleton
        self.appSkeleton = appSkeleton
        self.kitSkeleton = kitSkeleton
        self.shared = shared
        self.differs = differs
    }

    /// One line of plain text: score, shared skeleton, shared values, differences.
    public var summary: String {
        var out = "score \(Self.format(score)); shares \(skeleton)"
        if !shared.isEmpty { out += "; also " + shared.joined(separator: ", ") }
        if !differs.isEmpty { out += "; differs: " + differs.joined(separator: ", ") }
        return out
    }

    /// A score as the reports write it: `0.82`.
    public static func format(_ score: Double) -> String {
        let hundredths = Int((score * 100).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    }
}
