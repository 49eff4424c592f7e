"""The site in a real browser: headless Chromium (Debian's `chromium`) over its DevTools protocol.

Usage: site_test.py KITSCAN ARTIFACTS

Builds a project (the Omo sample with three commits of history, adoption, and a file whose
folder, name and text need escaping), writes the site (folder form and single file) and the
JSON reports, then checks every page: served over HTTP with a strict Content-Security-Policy
(no inline script or style) and opened from disk; no console error, no failed request; every
link resolves (pages, ids, sources); the numbers on the pages equal the JSON; headings in
order, captions and scopes; AA contrast in light and dark; nothing wider than 320 px, no chart
shrunk to unreadable, no chart label cut off, no table wider than its box at 1280 px, no column
narrower than its content's widest word, no value taller than 400 px; sorting and filtering from the
keyboard, kept in the URL fragment. Then a fleet's site (OmoKit in a repository of its own,
a folder app and a git app) under the same policy, its links resolving, laid out at 320 and
1280 px. Screenshots go to ARTIFACTS.
"""
import base64
import functools
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'"
failures = []


def fail(message):
    failures.append(message)
    print("site: FAILED: " + message, file=sys.stderr)


def run(args, cwd, env=None):
    result = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise SystemExit(f"site: {' '.join(args)} exited {result.returncode}\n{result.stdout}\n{result.stderr}")
    return result.stdout


# Git with no signing, no hooks and `main`, for the repositories the test makes.
GIT = ["git", "-c", "commit.gpgsign=false", "-c", "core.hooksPath=/dev/null", "-c", "init.defaultBranch=main"]


def git_env():
    """The environment for the test's commits and kitscan runs: one author, fixed dates."""
    return dict(os.environ, GIT_AUTHOR_NAME="Kit", GIT_AUTHOR_EMAIL="kit@example.com", GIT_COMMITTER_NAME="Kit",
                GIT_COMMITTER_EMAIL="kit@example.com", GIT_AUTHOR_DATE="2026-11-02T12:00:00Z",
                GIT_COMMITTER_DATE="2026-11-02T12:00:00Z", SOURCE_DATE_EPOCH="1796212800")


# A long argument (a closure of about 300 characters, on one line as a caller writes it): shown
# shortened, the whole of it a click away.
LONG_CLOSURE = "; ".join(f"store.send(.select(index: {i}, animated: true, source: .toolbarButtonTapped))" for i in range(4))


def make_project(kitscan, root):
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    project = os.path.join(root, "Omo")
    shutil.copytree(os.path.join(repo, "Samples", "Omo"), project)
    env = git_env()
    run(GIT + ["init", "-q"], project, env)
    run(GIT + ["add", "-A"], project, env)
    run(GIT + ["commit", "-qm", "one"], project, env)
    odd = os.path.join(project, "App", "Mail Ü")
    os.makedirs(odd, exist_ok=True)
    with open(os.path.join(odd, "Zeile Ä.swift"), "w") as f:
        f.write('import SwiftUI\nimport OmoKit\nstruct Zeile: View {\n    var body: some View {\n        VStack {\n'
                '        KitRow(item: .init(title: "</script><b>x</b> & \'q\'"), onOpen: {})\n'
                '            .foregroundColor(Color(red: 0.5, green: 0.1, blue: 0.1))\n'
                '        KitRow(item: .init(title: "long"), onOpen: { ' + LONG_CLOSURE + ' })\n'
                '        }\n    }\n}\n')
    env2 = dict(env, GIT_AUTHOR_DATE="2026-11-20T12:00:00Z", GIT_COMMITTER_DATE="2026-11-20T12:00:00Z")
    run(GIT + ["add", "-A"], project, env2)
    run(GIT + ["commit", "-qm", "two"], project, env2)
    # A third point, so a chart labels a date between the first and the last (the last is
    # then no longer held inside the chart by the two-label rule).
    with open(os.path.join(odd, "Zeile Ä.swift"), "a") as f:
        f.write('struct Dritte: View {\n    var body: some View { Text("3").foregroundColor(Color(red: 0.3, green: 0.3, blue: 0.3)) }\n}\n')
    env3 = dict(env, GIT_AUTHOR_DATE="2026-11-27T12:00:00Z", GIT_COMMITTER_DATE="2026-11-27T12:00:00Z")
    run(GIT + ["add", "-A"], project, env3)
    run(GIT + ["commit", "-qm", "three"], project, env3)
    run([kitscan, "history"], project, env)
    run([kitscan, "adoption", "--by", "folder", "--history", "--json", "adoption.json", "--out", "ADOPTION.md"], project, env)
    run([kitscan, "report", "debt", "--json", "debt.json", "--out", "DEBT.md"], project, env)
    run([kitscan, "report", "callers", "--json", "callers.json", "--out", "CALLERS.md"], project, env)
    run([kitscan, "report", "site", "--out", "site", "--adoption", "adoption.json"], project, env)
    run([kitscan, "report", "site", "--out", "single", "--single-file", "--adoption", "adoption.json"], project, env)
    return project


NOTES_URL = "https://github.com/omo/notes-ios"


def make_fleet(kitscan, root):
    """The kit team's view: OmoKit in a repository of its own, with two apps that use it — Mail
    a folder beside it, Notes a bare git repository read at `main` (its links open on the host)."""
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sample = os.path.join(repo, "Samples", "Omo")
    fleet = os.path.join(root, "fleet")
    env = git_env()
    kit = os.path.join(fleet, "omokit")
    shutil.copytree(os.path.join(sample, "OmoKit"), kit)
    with open(os.path.join(kit, "kitscan.json"), "w") as f:
        json.dump({"kit": {"paths": ["Sources"], "modules": ["OmoKit"], "tokens": ["Sources/OmoKit/Foundations"]},
                   "apps": [{"name": "Mail", "path": "../mail"},
                            {"name": "Notes", "git": "../notes.git", "ref": "main", "url": NOTES_URL}]}, f)
    shutil.copytree(os.path.join(sample, "App", "Mail"), os.path.join(fleet, "mail", "App", "Mail"))
    notes = os.path.join(fleet, "notes")
    shutil.copytree(os.path.join(sample, "App", "Phone"), os.path.join(notes, "App", "Phone"))
    for folder in (kit, notes):
        run(GIT + ["init", "-q"], folder, env)
        run(GIT + ["add", "-A"], folder, env)
        run(GIT + ["commit", "-qm", "one"], folder, env)
    run(GIT + ["clone", "-q", "--bare", notes, os.path.join(fleet, "notes.git")], fleet, env)
    run([kitscan, "report", "site", "--out", "site"], kit, env)
    return fleet


class CSPHandler(http.server.SimpleHTTPRequestHandler):
    def end_headers(self):
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, *args):
        pass


def serve(folder):
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(CSPHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def load(browser, url):
    """Opens `url` and returns the problems it reported: console errors, exceptions, failed requests."""
    browser.events.clear()
    browser.call("Page.navigate", url=url)
    browser.wait_for("Page.loadEventFired")
    browser.evaluate("new Promise(r => setTimeout(r, 50))")
    problems = []
    for event in browser.events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append("exception: " + json.dumps(params.get("exceptionDetails", {}))[:300])
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "warning", "assert"):
            problems.append("console " + params["type"] + ": " + json.dumps(params.get("args"))[:300])
        elif method == "Log.entryAdded" and params["entry"].get("level") in ("error", "warning"):
            problems.append("log: " + params["entry"].get("text", "")[:300])
        elif method == "Network.loadingFailed":
            problems.append("failed request: " + params.get("errorText", "") + " " + params.get("requestId", ""))
        elif method == "Network.responseReceived" and params["response"].get("status", 200) >= 400:
            problems.append(f"HTTP {params['response']['status']}: {params['response']['url']}")
    return problems


PAGE_CHECKS = r"""
(() => {
  const out = [];
  const levels = [...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => +h.tagName[1]);
  if (levels[0] !== 1) out.push('the first heading is h' + levels[0]);
  levels.forEach((l, i) => { if (i && l > levels[i - 1] + 1) out.push('heading h' + l + ' after h' + levels[i - 1]); });
  if (document.querySelectorAll('h1').length !== 1) out.push('not one h1');
  document.querySelectorAll('table').forEach(t => {
    if (!t.caption || !t.caption.textContent.trim()) out.push('table ' + t.id + ' has no caption');
    t.querySelectorAll('thead th').forEach(th => { if (th.getAttribute('scope') !== 'col') out.push(t.id + ': header without scope'); });
    t.querySelectorAll('tbody tr, tfoot tr').forEach(tr => {
      if (tr.cells[0].tagName !== 'TH' || tr.cells[0].getAttribute('scope') !== 'row') out.push(t.id + ': row without a row header');
    });
    if (t.hasAttribute('data-sortable')) t.querySelectorAll('thead th').forEach(th => {
      if (!th.querySelector('button') || !th.hasAttribute('aria-sort')) out.push(t.id + ': no sort button with aria-sort');
    });
    if (t.hasAttribute('data-filterable') && !document.getElementById(t.id + '-filter')) out.push(t.id + ': no filter');
  });
  const ids = [...document.querySelectorAll('[id]')].map(e => e.id);
  if (new Set(ids).size !== ids.length) out.push('duplicate ids');
  if (getComputedStyle(document.querySelector('footer')).borderTopStyle !== 'solid') out.push('the style sheet did not apply');
  if (document.querySelector('[style]')) out.push('an inline style attribute');
  return out;
})()
"""

CONTRAST = r"""
(() => {
  const rgb = s => s.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                     return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const bg = el => { for (; el; el = el.parentElement) { const c = getComputedStyle(el).backgroundColor;
                     if (!/rgba\(.*, 0\)$/.test(c) && c !== 'transparent') return rgb(c); } return [255, 255, 255]; };
  const out = [];
  for (const sel of ['body', 'main p', 'a', '.muted', 'code', 'th', 'caption', 'footer', 'nav a', 'dl.facts dt', '.filter output']) {
    const el = document.querySelector(sel);
    if (!el) continue;
    const r = ratio(rgb(getComputedStyle(el).color), bg(el));
    if (r < 4.5) out.push(sel + ' contrast ' + r.toFixed(2));
  }
  return [getComputedStyle(document.body).backgroundColor, out];
})()
"""


CHART_CONTRAST = r"""
(() => {
  const rgb = s => s.match(/[\d.]+/g).slice(0, 3).map(Number);
  const lum = c => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
                     return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const out = [];
  let texts = 0, page = getComputedStyle(document.body).backgroundColor, chart = null;
  document.querySelectorAll('figure.chart svg').forEach(svg => {
    chart = getComputedStyle(svg.querySelector('rect.bg')).fill;
    const bg = rgb(chart);
    if (ratio(bg, rgb(page)) > 1.2) out.push('the chart background ' + chart + ' is not the page background ' + page);
    svg.querySelectorAll('text').forEach(t => {
      texts++;
      const r = ratio(rgb(getComputedStyle(t).fill), bg);
      if (r < 4.5) out.push('chart text "' + t.textContent.slice(0, 30) + '" contrast ' + r.toFixed(2));
    });
    svg.querySelectorAll('polyline').forEach(l => {
      const r = ratio(rgb(getComputedStyle(l).stroke), bg);
      if (r < 3) out.push('chart line ' + (l.querySelector('title') || l).textContent + ' contrast ' + r.toFixed(2));
    });
  });
  return [texts, chart, out];
})()
"""

# At a desktop's width every table fits its box (a path breaks after a `/`), and no column is
# squeezed below what its content needs to read: its widest word (a name, a path's part, a
# shortened value — up to 20em, past which a long one may break), with no value in a cell
# taller than 400 px.
DESKTOP = r"""
(() => {
  const out = [...document.querySelectorAll('.table-wrap')].filter(w => w.scrollWidth > w.clientWidth + 1)
    .map(w => (w.querySelector('table') || w).id + ' scrolls sideways: ' + w.scrollWidth + ' > ' + w.clientWidth);
  const cap = 20 * parseFloat(getComputedStyle(document.documentElement).fontSize);
  document.querySelectorAll('.table-wrap table').forEach(t => {
    const keys = [...t.tHead.rows[0].cells].map(th => th.dataset.key);
    const narrow = {};
    for (const tr of t.querySelectorAll('tbody tr, tfoot tr')) {
      [...tr.cells].forEach((cell, i) => {
        const box = cell.getBoundingClientRect();
        // One value over 400 px tall was squeezed (a cell listing many is as tall as its list).
        const tallest = Math.max(0, ...[...cell.childNodes].map(n => {
          if (n.nodeType === 1) return n.getBoundingClientRect().height;
          const range = document.createRange();
          range.selectNodeContents(n);
          return range.getBoundingClientRect().height;
        }));
        if (tallest > 400) out.push(t.id + ': a ' + keys[i] + ' value ' + Math.round(tallest) + ' px tall');
        if (!cell.textContent.trim()) return;
        // The cell's content laid out again with no word broken: its widest word.
        const probe = document.createElement('div');
        for (const child of cell.childNodes) probe.appendChild(child.cloneNode(true));
        for (const e of [probe, ...probe.querySelectorAll('*')]) { e.style.overflowWrap = 'normal'; e.style.wordBreak = 'normal'; }
        Object.assign(probe.style, { position: 'absolute', visibility: 'hidden', width: 'min-content', left: '0', top: '0' });
        cell.appendChild(probe);
        const need = Math.min(cap, probe.getBoundingClientRect().width);
        probe.remove();
        const style = getComputedStyle(cell);
        const has = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (has + 1 < need && (!narrow[i] || narrow[i][1] - narrow[i][0] < need - has)) narrow[i] = [Math.round(has), Math.round(need)];
      });
    }
    for (const i in narrow) out.push(t.id + ': column ' + keys[i] + ' is ' + narrow[i][0] + ' px wide, its content needs ' + narrow[i][1]);
  });
  return out;
})()
"""

# Every label of a chart shown lies inside its chart's box (none cut off at an edge).
CHART_LABELS = r"""
(() => {
  const out = [];
  document.querySelectorAll('svg').forEach(svg => {
    const view = svg.viewBox.baseVal;
    const box = svg.getBoundingClientRect();
    if (!view || !view.width || !box.width) return;
    // In the chart's own units, transforms (a rotated axis title) included.
    const sx = view.width / box.width, sy = view.height / box.height;
    svg.querySelectorAll('text').forEach(text => {
      const r = text.getBoundingClientRect();
      const x0 = (r.left - box.left) * sx, x1 = (r.right - box.left) * sx, y0 = (r.top - box.top) * sy, y1 = (r.bottom - box.top) * sy;
      if (x0 < -0.5 || y0 < -0.5 || x1 > view.width + 0.5 || y1 > view.height + 0.5)
        out.push('a chart label is cut off: "' + text.textContent.slice(0, 40) + '" spans ' + Math.round(x0) + '..' + Math.round(x1)
                 + ' in a chart ' + view.width + ' wide');
    });
  });
  return out;
})()
"""

STACKED = r"""
(() => {
  const out = [];
  const root = document.documentElement;
  if (root.scrollWidth > innerWidth) out.push('the document scrolls sideways: ' + root.scrollWidth + ' > ' + innerWidth);
  let stacked = 0;
  document.querySelectorAll('table.stack').forEach(t => {
    const row = t.tBodies[0] && t.tBodies[0].rows[0];
    if (!row) return;
    stacked++;
    if (getComputedStyle(row).display !== 'block') out.push(t.id + ': rows are not blocks at ' + innerWidth + ' px');
    const wrap = t.closest('.table-wrap');
    if (wrap.scrollWidth > wrap.clientWidth + 1) out.push(t.id + ': scrolls sideways inside its box');
    const cell = [...row.cells].find((c, i) => i > 0 && c.textContent.trim());
    if (cell && !getComputedStyle(cell, '::before').content.includes(':')) out.push(t.id + ': a cell without its column title');
    if (row.getBoundingClientRect().height > innerHeight) out.push(t.id + ': a row taller than the screen');
  });
  // A chart drawn for a wide screen and scaled down to a phone has unreadable text: each
  // chart shown here is drawn at 85 % of its own size or more.
  document.querySelectorAll('figure.chart svg').forEach(svg => {
    const shown = svg.getBoundingClientRect().width;
    if (!shown) return;
    const scale = shown / svg.viewBox.baseVal.width;
    if (scale < 0.85) out.push('a chart (' + svg.querySelector('title').textContent + ') drawn at ' + Math.round(100 * scale) + ' % of its size');
  });
  return [stacked, out];
})()
"""


def links_resolve(browser, page_url, root, base_url, external=()):
    hrefs = browser.evaluate("[...document.querySelectorAll('a[href]')].map(a => a.href)")
    bad = []
    cache = {}
    for href in hrefs:
        url, _, fragment = href.partition("#")
        fragment = urllib.parse.unquote(fragment)
        if url == page_url.partition("#")[0]:
            if fragment and not fragment.startswith("view?") and not browser.evaluate(f"!!document.getElementById({json.dumps(fragment)})"):
                bad.append(href)
            continue
        if href.startswith(base_url):
            path = os.path.join(root, urllib.parse.unquote(url[len(base_url):]))
        elif href.startswith("file://"):
            path = urllib.parse.unquote(url[len("file://"):])
        elif href.startswith(external):
            continue
        else:
            bad.append("leaves the site: " + href)
            continue
        if not os.path.isfile(path):
            bad.append(href)
            continue
        if fragment and path.endswith(".html") and not fragment.startswith("view?"):
            if path not in cache:
                cache[path] = set(re.findall(r' id="([^"]*)"', open(path, encoding="utf-8").read()))
            if fragment not in cache[path]:
                bad.append(href)
    return len(hrefs), bad


def table(browser, table_id):
    """A table's rows as {first cell's value: {column key: cell value}}, read from the page."""
    return browser.evaluate(r"""
(() => {
  const t = document.getElementById(%s);
  if (!t) return null;
  const keys = [...t.tHead.rows[0].cells].map(th => th.dataset.key);
  const rows = {};
  for (const tr of t.querySelectorAll('tbody tr, tfoot tr')) {
    const cells = [...tr.cells].map(c => c.hasAttribute('data-value') ? c.dataset.value : c.textContent.trim());
    rows[cells[0]] = Object.fromEntries(keys.map((k, i) => [k, cells[i]]));
  }
  return rows;
})()""" % json.dumps(table_id))


def same_number(page_value, json_value):
    if json_value is None:
        return page_value in ("", "—")
    try:
        return abs(float(page_value) - float(json_value)) < 1e-9
    except ValueError:
        return False


def check_numbers(browser, base, project):
    debt = json.load(open(os.path.join(project, "debt.json")))
    load(browser, base + "site/debt.html")
    rows = table(browser, "debt-summary-table")
    for row in debt["summary"]:
        got = rows.get(row["rule"]) or {}
        for key in ("findings", "files", "excepted", "baseline", "change"):
            if not same_number(got.get(key, "?"), row[key]):
                fail(f"debt.html: {row['rule']} {key} is {got.get(key)}, the JSON says {row[key]}")
    for key in ("findings", "files", "excepted"):
        if not same_number(rows.get("Total", {}).get(key, "?"), debt["total"][key]):
            fail(f"debt.html: total {key} differs from the JSON")
    callers = json.load(open(os.path.join(project, "callers.json")))
    load(browser, base + "site/index.html")
    rows = table(browser, "components-table")
    for c in callers["components"]:
        app = [u for u in c["callers"] if not u["preview"] and not u["test"] and not u["inKit"] and not u["catalog"]]
        in_kit = [u for u in c["callers"] if not u["preview"] and not u["test"] and u["inKit"] and not u["catalog"]]
        previews = [u for u in c["callers"] if u["preview"] and not u["test"] and not u["catalog"]]
        got = rows.get(c["name"]) or {}
        if not same_number(got.get("callers", "?"), len(app)) or not same_number(got.get("previews", "?"), len(previews)) \
                or not same_number(got.get("inKit", "?"), len(in_kit)):
            fail(f"index.html: {c['name']} shows {got}, the JSON has {len(app)} callers, {len(in_kit)} inside the kit, "
                 f"{len(previews)} in previews")
        if not same_number(got.get("unusedParameters", "?"), len(c["unusedParameters"])):
            fail(f"index.html: {c['name']} unused parameters differ from the JSON")
    adoption = json.load(open(os.path.join(project, "adoption.json")))
    load(browser, base + "site/adoption.html")
    rows = table(browser, "adoption-groups")
    for group in adoption["groups"] + [dict(adoption["total"], name="All app files")]:
        got = rows.get(group["name"]) or {}
        for key, value in group["counts"].items():
            if not same_number(got.get(key, "?"), value):
                fail(f"adoption.html: {group['name']} {key} is {got.get(key)}, the JSON says {value}")
    # Counted, not keyed: two points may share a date (a week without a commit keeps the last).
    history = browser.evaluate("document.querySelectorAll('#adoption-history-table tbody tr').length")
    if history != len(adoption["history"]):
        fail(f"adoption.html: {history} history rows, the JSON has {len(adoption['history'])}")
    print(f"site: numbers equal the JSON ({len(debt['summary'])} rules, {len(callers['components'])} components, "
          f"{len(adoption['groups'])} groups, {len(adoption['history'])} points)")


def key(browser, name, shift=False):
    codes = {"Tab": ("Tab", 9, ""), "Enter": ("Enter", 13, "\r"), " ": ("Space", 32, " ")}
    code, vk, text = codes.get(name, (None, 0, name))
    params = dict(key=name, code=code or ("Key" + name.upper() if name.isalpha() else ""), windowsVirtualKeyCode=vk or ord(name.upper()),
                  modifiers=8 if shift else 0)
    browser.call("Input.dispatchKeyEvent", type="keyDown", text=text, **params)
    browser.call("Input.dispatchKeyEvent", type="keyUp", **params)


def tab_to(browser, predicate, shift=False, limit=400):
    for _ in range(limit):
        key(browser, "Tab", shift)
        if browser.evaluate(predicate):
            return True
    return False


def check_keyboard(browser, base):
    load(browser, base + "site/index.html")
    column = "[...document.querySelectorAll('#components-table tbody tr')].map(r => +(r.cells[3].dataset.value ?? r.cells[3].textContent))"
    sort_button = "document.activeElement === document.querySelector('#components-table th[data-key=callers] button')"
    if not tab_to(browser, sort_button):
        return fail("index.html: Tab never reaches the Callers sort button")
    key(browser, "Enter")
    values = browser.evaluate(column)
    state = browser.evaluate("document.querySelector('#components-table th[data-key=callers]').getAttribute('aria-sort')")
    if state != "descending" or values != sorted(values, reverse=True):
        fail(f"index.html: Enter on Callers gives aria-sort={state}, {values}")
    key(browser, " ")
    values = browser.evaluate(column)
    state = browser.evaluate("document.querySelector('#components-table th[data-key=callers]').getAttribute('aria-sort')")
    if state != "ascending" or values != sorted(values):
        fail(f"index.html: Space on Callers gives aria-sort={state}, {values}")
    if "components-table.sort=callers.asc" not in browser.evaluate("location.hash"):
        fail("index.html: the sort is not in the URL fragment: " + browser.evaluate("location.hash"))
    if not tab_to(browser, "document.activeElement.id === 'components-table-filter'", shift=True):
        return fail("index.html: Shift+Tab never reaches the filter box")
    for ch in "KitRow":
        key(browser, ch)
    shown = browser.evaluate("[...document.querySelectorAll('#components-table tbody tr:not([hidden])')].map(r => r.cells[0].textContent)")
    total = browser.evaluate("document.querySelectorAll('#components-table tbody tr').length")
    if not shown or any("kitrow" not in s.lower() for s in shown) or len(shown) == total:
        fail(f"index.html: typing KitRow in the filter shows {shown} of {total}")
    output = browser.evaluate("document.querySelector('#components-table-filter ~ output').textContent")
    if output != f"{len(shown)} of {total} rows shown":
        fail("index.html: the filter's count reads " + output)
    fragment = browser.evaluate("location.hash")
    if "components-table=KitRow" not in fragment:
        fail("index.html: the filter is not in the URL fragment: " + fragment)
    # A new document, not a fragment change within this one.
    browser.call("Page.navigate", url="about:blank")
    browser.wait_for("Page.loadEventFired")
    load(browser, base + "site/index.html" + fragment)
    again = browser.evaluate("[...document.querySelectorAll('#components-table tbody tr:not([hidden])')].map(r => r.cells[0].textContent)")
    if browser.evaluate("document.getElementById('components-table-filter').value") != "KitRow" or sorted(again) != sorted(shown):
        fail("index.html: opening the shared fragment does not restore the filter")
    print(f"site: keyboard: sorted by Callers with Enter and Space, filtered to {len(shown)} of {total} rows, restored from {fragment}")


def screenshot(browser, url, width, path, dark=False):
    browser.call("Emulation.setDeviceMetricsOverride", width=width, height=900, deviceScaleFactor=1, mobile=width < 500)
    browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
    load(browser, url)
    height = min(browser.evaluate("document.documentElement.scrollHeight"), 4000)
    shot = browser.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                        clip={"x": 0, "y": 0, "width": width, "height": height, "scale": 1})
    with open(path, "wb") as f:
        f.write(base64.b64decode(shot["data"]))


def check_fleet(browser, kitscan, root):
    """A fleet's pages under the same policy: no console error, every link resolves (a folder
    app's files beside the site, a git app's on its host), laid out at 320 and 1280 px."""
    fleet = make_fleet(kitscan, root)
    server, base = serve(fleet)
    try:
        site = os.path.join(fleet, "omokit", "site")
        pages = sorted(n for n in os.listdir(site) if n.endswith(".html"))
        links = 0
        hosted = 0
        for page in pages:
            url = base + "omokit/site/" + page
            for problem in load(browser, url):
                fail(f"fleet {page}: {problem}")
            for problem in browser.evaluate(PAGE_CHECKS):
                fail(f"fleet {page}: {problem}")
            n, bad = links_resolve(browser, url, fleet, base, external=(NOTES_URL + "/blob/",))
            links += n
            hosted += browser.evaluate(f"document.querySelectorAll('a[href^=\"{NOTES_URL}/blob/\"]').length")
            for href in bad:
                fail(f"fleet {page}: a link does not resolve: {href}")
        if not hosted:
            fail("fleet: no link opens a git app's file on its host")
        for width, check in ((320, STACKED), (1280, DESKTOP)):
            browser.call("Emulation.setDeviceMetricsOverride", width=width, height=800, deviceScaleFactor=1, mobile=width < 500)
            for page in pages:
                load(browser, base + "omokit/site/" + page)
                result = browser.evaluate(check)
                for problem in (result[1] if width == 320 else result) + browser.evaluate(CHART_LABELS):
                    fail(f"fleet {page} at {width} px: {problem}")
        browser.call("Emulation.clearDeviceMetricsOverride")
        print(f"site: a fleet's {len(pages)} pages (a folder app and a git app): {links} links resolve, "
              f"{hosted} open on the git app's host; laid out at 320 and 1280 px")
    finally:
        server.shutdown()


def main():
    kitscan, artifacts = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(artifacts, exist_ok=True)
    root = tempfile.mkdtemp(prefix="kitscan-site-")
    try:
        project = make_project(kitscan, root)
        server, base = serve(project)
        browser = cdp.Browser()
        try:
            pages = sorted(n for n in os.listdir(os.path.join(project, "site")) if n.endswith(".html"))
            checked_links = 0
            urls = [(base + "site/" + n, "http") for n in pages]
            urls += [("file://" + urllib.parse.quote(os.path.join(project, "site", n)), "file") for n in pages]
            urls.append(("file://" + urllib.parse.quote(os.path.join(project, "single", "index.html")), "file"))
            for url, kind in urls:
                for problem in load(browser, url):
                    fail(f"{url}: {problem}")
                for problem in browser.evaluate(PAGE_CHECKS):
                    fail(f"{url}: {problem}")
                n, bad = links_resolve(browser, url, project, base)
                checked_links += n
                for href in bad:
                    fail(f"{url}: a link does not resolve: {href}")
            print(f"site: {len(urls)} pages (HTTP with CSP `{CSP}`, and from disk), {checked_links} links resolve")
            for dark in (False, True):
                browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}])
                for page in ("index.html", "debt.html", "component-KitRow.html"):
                    load(browser, base + "site/" + page)
                    background, low = browser.evaluate(CONTRAST)
                    if dark != (background != "rgb(255, 255, 255)"):
                        fail(f"{page}: background {background} in {'dark' if dark else 'light'} mode")
                    for problem in low:
                        fail(f"{page} ({'dark' if dark else 'light'}): {problem}")
                for page in ("index.html", "debt.html", "adoption.html"):
                    load(browser, base + "site/" + page)
                    texts, chart, low = browser.evaluate(CHART_CONTRAST)
                    if not texts:
                        fail(f"{page}: no chart text to check")
                    for problem in low:
                        fail(f"{page} ({'dark' if dark else 'light'}): {problem}")
                print(f"site: charts in {'dark' if dark else 'light'} mode: background {chart}, text at AA contrast")
            browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-color-scheme", "value": "light"}])
            stacked = 0
            for phone in (320, 375):
                browser.call("Emulation.setDeviceMetricsOverride", width=phone, height=800, deviceScaleFactor=1, mobile=True)
                for page in pages:
                    load(browser, base + "site/" + page)
                    n, problems = browser.evaluate(STACKED)
                    stacked += n
                    for problem in problems + browser.evaluate(CHART_LABELS):
                        fail(f"{page} at {phone} px: {problem}")
            if not stacked:
                fail("no stacked table was checked at phone widths")
            print(f"site: at 320 and 375 px no page scrolls sideways; {stacked} stacked tables, each row a block with its labels")
            browser.call("Emulation.setDeviceMetricsOverride", width=1280, height=900, deviceScaleFactor=1, mobile=False)
            for page in pages:
                load(browser, base + "site/" + page)
                for problem in browser.evaluate(DESKTOP) + browser.evaluate(CHART_LABELS):
                    fail(f"{page} at 1280 px: {problem}")
            print(f"site: at 1280 px no table scrolls sideways in its box, no column is squeezed below its content, "
                  f"no cell is taller than 400 px, no chart label is cut off")
            browser.call("Emulation.clearDeviceMetricsOverride")
            check_fleet(browser, kitscan, root)
            check_numbers(browser, base, project)
            check_keyboard(browser, base)
            for width in (1280, 375):
                screenshot(browser, base + "site/index.html", width, os.path.join(artifacts, f"overview-{width}.png"))
                screenshot(browser, base + "site/component-KitRow.html", width, os.path.join(artifacts, f"component-{width}.png"))
            screenshot(browser, base + "site/index.html", 375, os.path.join(artifacts, "overview-375-dark.png"), dark=True)
            screenshot(browser, base + "site/component-KitRow.html", 375, os.path.join(artifacts, "component-375-dark.png"), dark=True)
            screenshot(browser, base + "site/adoption.html", 1280, os.path.join(artifacts, "adoption-1280.png"))
            screenshot(browser, base + "site/adoption.html", 1280, os.path.join(artifacts, "adoption-1280-dark.png"), dark=True)
            screenshot(browser, base + "site/debt.html", 375, os.path.join(artifacts, "debt-375.png"))
            screenshot(browser, base + "site/adoption.html", 375, os.path.join(artifacts, "adoption-375.png"))
            print("site: screenshots in " + artifacts)
        finally:
            browser.close()
            server.shutdown()
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if failures:
        raise SystemExit(f"site: {len(failures)} failure(s)")
    print("site: passed")


if __name__ == "__main__":
    main()
