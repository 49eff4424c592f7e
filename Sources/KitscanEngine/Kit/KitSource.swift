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
    /// A SwiftPM package (named in `kit.packages`, or a folder under a `checkouts/` folder): the
    /// types it declares that are no components are token types, wherever it is.
    public var isPackage: Bool
    /// The kit in the app's own folder, listed for its version only: its files are the app's
    /// and scanned with it (every other source is read apart, as the kit only).
    public var inFolder: Bool

    public init(name: String, version: String? = nil, revision: String? = nil, path: String,
                isPackage: Bool = false, inFolder: Bool = false) {
        self.name = name
        self.version = version
        self.revision = revision
        self.path = path
        self.isPackage = isPackage
        self.inFolder = inFolder
    }

    /// The sources in order, the kit first: those holding a component's file (`componentPaths`)
    /// before the others (a tokens package), each group in the config's order.
    public static func kitFirst(_ sources: [KitSource], componentPaths: [String]) -> [KitSource] {
        let holds = { (source: KitSource) in componentPaths.contains { $0.hasPrefix(source.path + "/") } }
        return sources.filter(holds) + sources.filter { !holds($0) }
    }
}
