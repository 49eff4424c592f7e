import SwiftUI
import EnvisioningUI
import Meet

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup { ButtonsPage() }
    }
}
