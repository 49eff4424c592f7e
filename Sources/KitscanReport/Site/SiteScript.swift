/// The site's only script. It sorts and filters tables that are complete without it: the
/// sort controls are buttons in the column headers (`aria-sort` on the header), the filter
/// is a labelled search box with a live count, and both are kept in the URL fragment
/// (`#view?callers=mail&callers.sort=line.desc`) so a filtered view can be shared. It reads
/// nothing over the network and writes no inline style, so a strict CSP allows it.
enum SiteScript {
    static let js = #"""
(function () {
  'use strict';
  var PREFIX = '#view?';
  var state = new URLSearchParams('');
  var tables = [];

  function readState() {
    var hash = window.location.hash;
    state = new URLSearchParams(hash.indexOf(PREFIX) === 0 ? hash.slice(PREFIX.length) : '');
  }

  function writeState() {
    var text = state.toString();
    var url = window.location.href.split('#')[0] + (text ? PREFIX + text : '');
    try {
      window.history.replaceState(null, '', url);
    } catch (e) {
      window.location.replace(text ? PREFIX + text : '#');
    }
  }

  function cellValue(row, index) {
    var cell = row.cells[index];
    if (!cell) { return ''; }
    return cell.hasAttribute('data-value') ? cell.getAttribute('data-value') : cell.textContent.trim();
  }

  function compare(a, b, numeric) {
    if (numeric) {
      var x = a === '' ? -Infinity : Number(a), y = b === '' ? -Infinity : Number(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
  }

  function sortTable(entry, index, direction, remember) {
    var body = entry.table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var numeric = entry.headers[index].classList.contains('num');
    var order = rows.map(function (row, i) { return { row: row, i: i, v: cellValue(row, index) }; });
    order.sort(function (a, b) {
      var c = compare(a.v, b.v, numeric);
      if (direction === 'descending') { c = -c; }
      return c !== 0 ? c : a.i - b.i;
    });
    order.forEach(function (o) { body.appendChild(o.row); });
    entry.headers.forEach(function (th, i) {
      th.setAttribute('aria-sort', i === index ? direction : 'none');
    });
    if (remember) {
      state.set(entry.id + '.sort', entry.headers[index].getAttribute('data-key') + '.' + (direction === 'ascending' ? 'asc' : 'desc'));
      writeState();
    }
  }

  function setUpSorting(entry) {
    entry.headers.forEach(function (th, index) {
      var button = document.createElement('button');
      button.type = 'button';
      while (th.firstChild) { button.appendChild(th.firstChild); }
      th.appendChild(button);
      th.setAttribute('aria-sort', 'none');
      button.addEventListener('click', function () {
        var current = th.getAttribute('aria-sort');
        var first = th.classList.contains('num') ? 'descending' : 'ascending';
        var next = current === 'none' ? first : current === 'ascending' ? 'descending' : 'ascending';
        sortTable(entry, index, next, true);
      });
    });
  }

  function applyFilter(entry, query, remember) {
    var terms = query.toLowerCase().split(/\s+/).filter(Boolean);
    var rows = entry.table.tBodies[0].rows;
    var shown = 0;
    for (var i = 0; i < rows.length; i++) {
      var text = rows[i].textContent.toLowerCase();
      var match = terms.every(function (t) { return text.indexOf(t) !== -1; });
      rows[i].hidden = !match;
      if (match) { shown++; }
    }
    entry.output.textContent = shown + ' of ' + rows.length + ' rows shown';
    if (remember) {
      if (query) { state.set(entry.id, query); } else { state.delete(entry.id); }
      writeState();
    }
  }

  function setUpFilter(entry) {
    var caption = entry.table.caption ? entry.table.caption.textContent : 'the table';
    var box = document.createElement('div');
    box.className = 'filter';
    var label = document.createElement('label');
    var input = document.createElement('input');
    var output = document.createElement('output');
    input.type = 'search';
    input.id = entry.id + '-filter';
    input.setAttribute('aria-controls', entry.id);
    input.autocomplete = 'off';
    label.htmlFor = input.id;
    label.textContent = 'Filter ' + caption.charAt(0).toLowerCase() + caption.slice(1);
    output.setAttribute('for', input.id);
    output.setAttribute('aria-live', 'polite');
    box.appendChild(label);
    box.appendChild(input);
    box.appendChild(output);
    var wrap = entry.table.closest('.table-wrap') || entry.table;
    wrap.parentNode.insertBefore(box, wrap);
    entry.input = input;
    entry.output = output;
    input.addEventListener('input', function () { applyFilter(entry, input.value, true); });
  }

  function restore() {
    readState();
    tables.forEach(function (entry) {
      if (entry.input) {
        var query = state.get(entry.id) || '';
        entry.input.value = query;
        applyFilter(entry, query, false);
      }
      var sort = state.get(entry.id + '.sort');
      if (sort && entry.sortable) {
        var dot = sort.lastIndexOf('.');
        var key = sort.slice(0, dot), dir = sort.slice(dot + 1) === 'desc' ? 'descending' : 'ascending';
        entry.headers.forEach(function (th, index) {
          if (th.getAttribute('data-key') === key) { sortTable(entry, index, dir, false); }
        });
      }
    });
  }

  document.querySelectorAll('table[data-sortable], table[data-filterable]').forEach(function (table) {
    if (!table.id || !table.tHead || !table.tBodies.length) { return; }
    var entry = { table: table, id: table.id, headers: Array.prototype.slice.call(table.tHead.rows[0].cells),
                  sortable: table.hasAttribute('data-sortable') };
    if (entry.sortable) { setUpSorting(entry); }
    if (table.hasAttribute('data-filterable')) { setUpFilter(entry); }
    tables.push(entry);
  });
  restore();
  window.addEventListener('hashchange', function () {
    if (window.location.hash.indexOf(PREFIX) === 0) { restore(); }
  });
})();
"""#
}
