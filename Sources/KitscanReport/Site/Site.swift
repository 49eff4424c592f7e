/// The static site (`kitscan report site`): an overview, one page per kit component, the
/// debt and the adoption, drawn from the same models as the Markdown and JSON reports.
/// The folder form is pages plus `site.css` and `site.js` (nothing inline, for a strict
/// Content-Security-Policy); the single file is one `index.html` with everything in it.
package struct Site: Sendable {
    package var singleFile: Bool

    package init(singleFile: Bool = false) {
        self.singleFile = singleFile
    }

    /// The files to write, in a fixed order; the same input gives the same bytes.
    package func files(_ input: SiteInput) -> [SiteFile] {
        let context = SiteContext(input, singleFile: singleFile)
        var pages = [OverviewPage(context: context).page, DebtPage(context: context).page, AdoptionPage(context: context).page]
        pages += context.components.map { ComponentPage(context: context, group: $0).page }
        let document = SiteDocument(context: context, pages: pages)
        return singleFile ? document.singleFile() : document.folder()
    }
}
