import SwiftUI

/// What a list shows when it has nothing: symbol, title, one sentence.
public struct KitEmptyState: View {
    let symbol: String
    let title: String
    let message: String

    public init(symbol: String, title: String, message: String) {
        self.symbol = symbol
        self.title = title
        self.message = message
    }

    public var body: some View {
        VStack(spacing: KitSpace.medium) {
            Image(systemName: symbol)
                .font(.system(size: 44, weight: .light))
                .foregroundStyle(KitColor.tertiary)
            Text(title)
                .font(KitFont.headline)
            Text(message)
                .font(KitFont.body)
                .foregroundStyle(KitColor.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(KitSpace.large)
        .frame(maxWidth: 320)
    }
}
