import SwiftUI
import UIKit
import EnvisioningUI

struct RoomHeader: View {
    let title: String
    let live: Bool

    var body: some View {
        HStack {
            Button { } label: {
                Image(systemName: "chevron.left")
            }
            Text(title)
                .font(EnvisioningFont.octa(20, weight: .medium))
            if live {
                Text("LIVE")
                    .padding(.horizontal, 8)
                    .background(EnvisioningAccent.fill, in: Capsule())
                    .foregroundColor(EnvisioningAccent.ink)
            }
        }
        .cornerRadius(12) // kitscan-allow: radius-literal -- matches the system sheet's grabber inset until Meet moves to sheets
    }
}

enum MeetChrome {
    static func apply() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        UINavigationBar.appearance().standardAppearance = appearance
    }
}
