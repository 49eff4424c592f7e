/// Wall-clock timing of one closure, on the monotonic clock.
enum Stopwatch {
    /// Runs `body` once and returns its result and the elapsed seconds.
    static func time<T>(_ body: () -> T) -> (result: T, seconds: Double) {
        let clock = ContinuousClock()
        var result: T?
        let elapsed = clock.measure { result = body() }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return (result!, seconds)
    }

    /// The fastest of `repeats` runs (the least disturbed by other processes).
    static func best<T>(of repeats: Int, _ body: () -> T) -> (result: T, seconds: Double) {
        var best = time(body)
        for _ in 1..<max(1, repeats) {
            let next = time(body)
            if next.seconds < best.seconds { best = next }
        }
        return best
    }
}
