import SwiftUI

/// Two durations and one curve: cubic-bezier(0, 0, 0.2, 1). Both are 0 under Reduce Motion.
public enum ThreadsMotion {
    public static let stateSeconds = 0.14
    public static let surfaceSeconds = 0.26

    public static func state(reduceMotion: Bool) -> Animation {
        .timingCurve(0, 0, 0.2, 1, duration: reduceMotion ? 0 : stateSeconds)
    }

    public static func surface(reduceMotion: Bool) -> Animation {
        .timingCurve(0, 0, 0.2, 1, duration: reduceMotion ? 0 : surfaceSeconds)
    }
}
