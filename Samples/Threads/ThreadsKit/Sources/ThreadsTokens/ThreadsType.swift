import SwiftUI

/// Six roles, leading and text style bound in.
public enum ThreadsType {
    public static let label = Font.custom("JetBrainsMono-Medium", size: 12, relativeTo: .caption2)
    public static let meta = Font.custom("HankenGrotesk-Regular", size: 15, relativeTo: .subheadline)
    public static let body = Font.custom("HankenGrotesk-Regular", size: 17, relativeTo: .body)
    public static let row = Font.custom("HankenGrotesk-SemiBold", size: 18, relativeTo: .headline)
    public static let lede = Font.custom("HankenGrotesk-Regular", size: 19, relativeTo: .callout)
    public static let display = Font.custom("Fraunces-Medium", size: 28, relativeTo: .title2)
}
