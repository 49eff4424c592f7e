/// The site's style sheet: system fonts only (no web font), light and dark from
/// `prefers-color-scheme`, colours at AA contrast or better on their background, a focus
/// ring on everything that takes focus; on a phone, tables of a known layout become one block
/// per row (each cell under its column's title), others scroll inside their box. Charts take
/// the page's colours through their parts' classes, so they turn dark with the page.
enum SiteStyle {
    static let css = base + charts + stacked

    private static let base = #"""
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --soft: #f6f8fa;
  --link: #0550ae; --focus: #0969da; --bad: #a40e26; --good: #116329; --mark: #fff8c5;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --soft: #151b23;
    --link: #4493f8; --focus: #4493f8; --bad: #ff7b72; --good: #3fb950; --mark: #3b2e00;
  }
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--bg); color: var(--fg);
  font: 16px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif;
}
main, .site-header > *, footer { max-width: 76rem; margin: 0 auto; padding: 0 1rem; }
main { padding-bottom: 2rem; }
a { color: var(--link); text-underline-offset: 0.15em; }
a:focus-visible, button:focus-visible, input:focus-visible, [tabindex]:focus-visible, summary:focus-visible {
  outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 2px;
}
.skip { position: absolute; left: -999rem; top: 0; background: var(--bg); padding: 0.5rem 1rem; z-index: 2; }
.skip:focus { left: 0.5rem; }
.site-header { border-bottom: 1px solid var(--line); background: var(--soft); }
.site-header nav ul { list-style: none; margin: 0; padding: 0.5rem 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.site-header nav a { display: inline-block; padding: 0.25rem 0; font-weight: 600; }
.site-header nav a[aria-current="page"] { color: var(--fg); text-decoration-thickness: 3px; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 1.5rem 0 0.5rem; overflow-wrap: anywhere; }
h2 { font-size: 1.375rem; margin: 2rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
h3 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; overflow-wrap: anywhere; }
h4 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
p, li, dd { overflow-wrap: anywhere; }
.muted { color: var(--muted); }
code { font: 0.875em/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: var(--soft);
  border: 1px solid var(--line); border-radius: 4px; padding: 0 0.25em; overflow-wrap: anywhere; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 1rem; }
dl.facts dt { color: var(--muted); }
dl.facts dd { margin: 0; }
ul.cards { list-style: none; padding: 0; margin: 1rem 0; display: grid; gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr)); }
ul.cards li { border: 1px solid var(--line); border-radius: 6px; padding: 0.75rem 1rem; background: var(--soft); }
ul.cards .figure { display: block; font-size: 1.75rem; font-weight: 600; line-height: 1.2; }
.table-wrap { overflow-x: auto; margin: 0.5rem 0 1.25rem; max-width: 100%; }
table { border-collapse: collapse; min-width: 100%; font-size: 0.9375rem; }
caption { text-align: left; font-weight: 600; padding: 0.25rem 0; caption-side: top; }
th, td { border-bottom: 1px solid var(--line); padding: 0.375rem 0.75rem 0.375rem 0; text-align: left; vertical-align: top; }
/* A column's title may wrap (at a space or a rule id's hyphen), so a table of many columns fits. */
thead th { border-bottom-width: 2px; }
tbody th { font-weight: 400; }
tfoot th, tfoot td { font-weight: 600; border-top: 2px solid var(--line); }
/* break-word, not anywhere: a cell's long value wraps at its words' ends without letting the
   column shrink to one letter wide on a phone (the box scrolls instead). */
td, th { overflow-wrap: break-word; }
/* On a wide screen a name in code is never cut (`MailListView.b|ody`): the table's other
   columns give way (a path breaks after its `/`, an expression where code wraps). */
@media (min-width: 40rem) { td code, th code { overflow-wrap: normal; } }
td { max-width: 32rem; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
time { white-space: nowrap; }
th.num { text-align: right; }
th button { font: inherit; font-weight: 600; color: inherit; background: none; border: 0; padding: 0; cursor: pointer;
  display: inline-flex; gap: 0.25rem; align-items: center; text-align: inherit; }
th button::after { content: "↕"; color: var(--muted); font-weight: 400; }
th[aria-sort="ascending"] button::after { content: "▲"; color: var(--fg); }
th[aria-sort="descending"] button::after { content: "▼"; color: var(--fg); }
.filter { display: flex; flex-wrap: wrap; align-items: center; gap: 0.25rem 0.75rem; margin: 0.75rem 0 0.25rem; }
.filter input { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--muted);
  border-radius: 4px; padding: 0.25rem 0.5rem; width: 16rem; max-width: 100%; }
.filter output { color: var(--muted); }
tr[hidden] { display: none; }
.form-changing { font-weight: 700; }
/* A shortened value: its summary in the row, the whole value a click away (no script). */
details.value { display: inline-block; vertical-align: top; }
details.value > summary { cursor: pointer; }
details.value[open] > summary { color: var(--muted); }
details.value[open] > :not(summary) { display: block; }
figure.chart { margin: 1rem 0; max-width: 100%; }
figure.chart svg { max-width: 100%; height: auto; display: block; border: 1px solid var(--line); border-radius: 6px; }
figure.chart .bg { fill: var(--bg); }
figure.chart .fg { fill: var(--fg); }
figure.chart polyline.fg, figure.chart line.fg { stroke: var(--fg); fill: none; }
figure.chart .mu { fill: var(--muted); }
figure.chart .gr { stroke: var(--line); }
figure.chart .ax { stroke: var(--muted); }
figure.chart figcaption { color: var(--muted); font-size: 0.875rem; margin-top: 0.25rem; }
figure.chart svg.narrow { display: none; }
.note { border-left: 4px solid var(--focus); background: var(--soft); padding: 0.5rem 1rem; margin: 1rem 0; }
.warning { border-left-color: var(--bad); }
ul.plain { padding-left: 1.25rem; }
footer { color: var(--muted); font-size: 0.875rem; border-top: 1px solid var(--line); padding-top: 0.75rem; padding-bottom: 2rem; }
section.page + section.page { border-top: 4px double var(--line); margin-top: 2rem; }
@media (max-width: 40rem) {
  body { font-size: 15px; }
  h1 { font-size: 1.5rem; }
  dl.facts { grid-template-columns: 1fr; }
  dl.facts dd { margin-bottom: 0.5rem; }
  th, td { padding-right: 0.5rem; }
  figure.chart svg.wide { display: none; }
  figure.chart svg.narrow { display: block; }
}
@media print {
  .filter, .skip, th button::after { display: none; }
}
"""#

    /// On a dark page each series takes its dark shade (the standalone SVG keeps the light one).
    private static let charts: String = {
        var out = "@media (prefers-color-scheme: dark) {\n"
        for i in 0..<ChartPalette.distinct {
            let c = ChartPalette.dark(i)
            out += "  figure.chart .s\(i) { stroke: \(c); } figure.chart g.s\(i) { fill: \(c); }\n"
        }
        return out + "}\n"
    }()

    /// Narrow screens: each row of a known layout is a block, its cells labelled from the
    /// layout's column titles here (not repeated in every cell), empty cells left out, numbers
    /// side by side; the header row stays as a line of sort buttons.
    private static let stacked: String = {
        var out = """
        @media (max-width: 40rem) {
          table.stack, .stack caption, .stack tbody, .stack tfoot, .stack tr, .stack td, .stack tbody th, .stack tfoot th { display: block; }
          table.stack { min-width: 0; width: 100%; }
          .stack thead tr { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
          .stack thead th { border: 0; padding: 0; }
          .stack tbody tr, .stack tfoot tr { border-bottom: 1px solid var(--line); padding: 0.5rem 0; }
          .stack td, .stack tbody th, .stack tfoot th { border: 0; padding: 0.125rem 0; max-width: none; text-align: left; }
          .stack tbody th { font-weight: 600; }
          .stack td:empty { display: none; }
          .stack td.num { display: inline-block; margin-right: 1.25rem; }
          .stack td::before { color: var(--muted); font-weight: 400; }

        """
        for layout in SiteTable.Layout.all {
            for (i, column) in layout.columns.enumerated() where i > 0 {
                out += "  .stack.\(layout.name) td:nth-child(\(i + 1))::before { content: \"\(column.title): \"; }\n"
            }
        }
        // On a phone a column of long expressions (a call's arguments) may break them
        // anywhere: its cell is a line of the row's block. On a wide screen it breaks only
        // where code wraps (`HTML.expression`), so no column is squeezed below its longest name.
        for layout in SiteTable.Layout.all {
            for (i, column) in layout.columns.enumerated() where column.expressions {
                out += "  .stack.\(layout.name) td:nth-child(\(i + 1)) code { overflow-wrap: anywhere; }\n"
            }
        }
        out += "}\n"
        // A column no row fills is left out (its header too), so it takes no room from the others.
        let most = SiteTable.Layout.all.map(\.columns.count).max() ?? 0
        for n in stride(from: 2, through: most, by: 1) {
            out += "table.empty-\(n) > * > tr > :nth-child(\(n)) { display: none; }\n"
        }
        return out
    }()
}
