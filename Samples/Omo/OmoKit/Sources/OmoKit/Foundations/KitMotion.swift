import SwiftUI

/// Omo's motion tokens. The app names a moment; the curve and its timing live here.
public enum KitMotion {
    /// Durations, in seconds.
    public enum Duration {
        public static let instant: Double = 0.12
        public static let short: Double = 0.22
        public static let medium: Double = 0.32
        public static let scene: Double = 0.48
    }

    /// Things coming to rest: no overshoot.
    public static func settle(_ duration: Double = Duration.short) -> Animation {
        .spring(duration: duration, bounce: 0)
    }

    /// Things moving across the screen.
    public static func glide(_ duration: Double = Duration.medium) -> Animation {
        .timingCurve(0.2, 0, 0, 1, duration: duration)
    }

    public static let snappy: Animation = .snappy(duration: Duration.short)

    /// A dragged row landing in its slot.
    public static let land = Animation.interactiveSpring(response: 0.28, dampingFraction: 0.86)

    /// The lists rising one after another on arrival.
    public static func rise(index: Int) -> Animation {
        .easeOut(duration: Duration.medium).delay(Double(min(index, 8)) * 0.03)
    }
}
