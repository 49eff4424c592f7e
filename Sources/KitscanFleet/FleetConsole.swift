import KitscanSupport

/// What a fleet run tells whoever runs it, handed in so the library writes to no terminal:
/// warnings (an app skipped, a cache not written) and a fresh progress display per app.
package struct FleetConsole: Sendable {
    package var warn: @Sendable (String) -> Void
    /// A new display for one app's work, finished when that app is done.
    package var progress: @Sendable () -> any ProgressDisplay

    package init(warn: @escaping @Sendable (String) -> Void, progress: @escaping @Sendable () -> any ProgressDisplay) {
        self.warn = warn
        self.progress = progress
    }
}
