import SwiftUI

// A look-alike: text on a rounded fill, but a chat bubble, not a pill or a card.
struct MessageBubble: View {
    let text: String
    let mine: Bool

    var body: some View {
        Text(text)
            .padding(12)
            .foregroundStyle(mine ? .white : .primary)
            .background(mine ? Color.blue : Color(white: 0.93), in: RoundedRectangle(cornerRadius: 18))
            .frame(maxWidth: 280, alignment: mine ? .trailing : .leading)
    }
}
