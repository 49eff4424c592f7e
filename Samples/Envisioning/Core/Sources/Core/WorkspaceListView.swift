import SwiftUI
import EnvisioningUI

struct WorkspaceListView: View {
    let names: [String]?

    var body: some View {
        NavigationStack {
            Group {
                if let names {
                    List(names, id: \.self) { name in
                        Text(name)
                            .listRowSeparator(.hidden, edges: .bottom)
                    }
                    .scrollContentBackground(.hidden)
                    .background(Color(red: 0.07, green: 0.07, blue: 0.08))
                } else {
                    ProgressView()
                        .tint(EnvisioningAccent.fill)
                        .scaleEffect(1.6)
                }
            }
            .navigationTitle("Workspaces")
            .toolbarBackground(.hidden, for: .navigationBar)
        }
    }
}
