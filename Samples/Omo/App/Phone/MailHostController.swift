#if canImport(UIKit)
import SwiftUI
import UIKit

/// UIKit host for Mail's list in the share extension, where there is no SwiftUI `App`.
final class MailHostController: UIHostingController<MailListView> {
    private let banner = UILabel()

    init(store: MailStore) {
        super.init(rootView: MailListView(store: store))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("MailHostController is created in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.07, alpha: 1)
        view.tintColor = #colorLiteral(red: 0.18, green: 0.42, blue: 0.9, alpha: 1)
        banner.font = UIFont.systemFont(ofSize: 10, weight: .medium)
        banner.textColor = UIColor(displayP3Red: 0.9, green: 0.3, blue: 0.25, alpha: 1)
        banner.backgroundColor = UIColor(named: "BannerFill")
        NotificationCenter.default.addObserver(self, selector: #selector(orientationChanged),
                                               name: UIDevice.orientationDidChangeNotification, object: nil)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let roomy = traitCollection.userInterfaceIdiom == .pad && traitCollection.horizontalSizeClass == .regular
        banner.font = roomy
            ? UIFont(name: "Geist-Medium", size: 13)
            : UIFont(name: "Geist-Medium", size: 11)
        banner.font = banner.font.withSize(9)
    }

    @objc private func orientationChanged() {
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                       options: .curveEaseInOut) {
            self.banner.alpha = self.view.bounds.width > self.view.bounds.height ? 0 : 1
        }
    }

    func showBanner(_ text: String) {
        banner.text = text
        let appear = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.85) { self.banner.alpha = 1 }
        let fade = UIViewPropertyAnimator(duration: 0.2, curve: .easeOut) { self.banner.alpha = 0 }
        appear.addCompletion { _ in fade.startAnimation(afterDelay: 2) }
        appear.startAnimation()
        banner.layer.shadowColor = UIColor.black.cgColor
        banner.layer.borderColor = CGColor(gray: 0.5, alpha: 1)
    }
}

extension UITraitCollection {
    /// Debt: a condition worded by device; the kit's treatment replaces it.
    var isPhone: Bool { userInterfaceIdiom == .phone }

    /// Built for layout tests; the label is an argument, not a device test.
    static var padForTests: UITraitCollection { UITraitCollection(userInterfaceIdiom: .pad) }
}

/// What the layout reads, so tests can fake it without touching the device.
struct LayoutTraits {
    var userInterfaceIdiom: UIUserInterfaceIdiom
    var tint = Color(uiColor: .init(red: 1, green: 0.5, blue: 0, alpha: 1))
    var border = Color(UIColor(red: 0.5, green: 0.5, blue: 0.55, alpha: 1))
}
#endif
