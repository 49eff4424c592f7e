import SwiftUI
import CopiesKit

// Wrappers and idioms: rows of the kit, and the app's label/value lines.
struct SettingsScreen: View {
    var body: some View {
        List {
            KitSectionHeader("Mail")
            KitRow(icon: "envelope", title: "Accounts", subtitle: "2")
            KitRow(icon: "bell", title: "Notifications")
            VersionLine(version: "1.0")
        }
    }
}

struct VersionLine: View {
    let version: String
    var body: some View {
        HStack {
            Text("Version")
            Spacer()
            Text(version).foregroundStyle(.secondary)
        }
    }
}

struct StorageLine: View {
    let used: String
    var body: some View {
        HStack {
            Text("Storage")
            Spacer()
            Text(used).foregroundStyle(.secondary)
        }
    }
}

struct SyncLine: View {
    let last: String
    var body: some View {
        HStack {
            Text("Last sync")
            Spacer()
            Text(last).foregroundStyle(.secondary)
        }
    }
}

struct SignatureLine: View {
    let signature: String
    var body: some View {
        HStack {
            Text("Signature")
            Spacer()
            Text(signature).foregroundStyle(.secondary)
        }
    }
}
