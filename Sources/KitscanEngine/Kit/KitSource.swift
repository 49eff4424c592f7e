/// Where the kit a run reads comes from, and which version of it: a SwiftPM package found by
/// its identity, or a `kit.paths` folder outside the config's folder. It heads the callers
/// list, so a kit team can tell which release (or commit) of the kit the callers were read with.
public struct KitSource: Sendable, Equatable {
    /// The package's name as written in `kit.packages`, or the kit folder's name.
    public var name: String
    /// The pinned version (`1.4.0`), else the pinned branch (`main`); nil when nothing pins it.
    public var version: String?
    /// The pinned or checked-out commit; nil when unknown.
    public var revision: String?
    /// The kit's folder, relative to the config's folder (`../OmoKit/Sources`, `.build/checkouts/omokit/Sources`).
    public var path: String

    public init(name: String, version: String? = nil, revision: String? = nil, path: String) {
        self.name = name
        self.version = version
        self.revision = revision
        self.path = path
    }
}
