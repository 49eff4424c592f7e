/// The one ordering for paths, rule ids and names in everything kitscan writes: UTF-8 byte
/// order, so output bytes do not depend on Unicode collation or the platform.
package enum Order {
    package static func less(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
