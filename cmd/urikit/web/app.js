// The urikit playground: asks /api/inspect about the reference
// typed and draws the answer. No framework, no network beyond this server.
// Text from the input is only ever set as textContent, never as HTML.
'use strict';

(function () {
  const $ = (id) => document.getElementById(id);
  const form = $('form'), uIn = $('u'), baseIn = $('base'), iriIn = $('iri');
  let seq = 0;            // the latest request; older answers are dropped
  let diffAvailable = true; // false once /api/diff answers 404
  let timer = 0;

  // el makes an element with a class and text.
  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  // Characters that would not show, or would reorder the text around them
  // (RFC 3987 4.1), are drawn escaped: \u202e.
  const hidden = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
  function shown(parent, text) {
    let last = 0;
    text.replace(hidden, (c, i) => {
      if (i > last) parent.appendChild(document.createTextNode(text.slice(last, i)));
      const code = c.charCodeAt(0).toString(16).padStart(4, '0');
      parent.appendChild(el('span', 'esc', '\\u' + code));
      last = i + 1;
      return c;
    });
    if (last < text.length) parent.appendChild(document.createTextNode(text.slice(last)));
    return parent;
  }

  function state() {
    return { u: uIn.value, base: baseIn.value, iri: iriIn.checked };
  }

  // The state lives in the fragment: #u=...&base=...&iri=1.
  function stateToHash(s) {
    const p = new URLSearchParams();
    p.set('u', s.u);
    if (s.base) p.set('base', s.base);
    if (s.iri) p.set('iri', '1');
    return '#' + p.toString();
  }

  function hashToState() {
    const p = new URLSearchParams(location.hash.slice(1));
    if (!p.has('u')) return false;
    uIn.value = p.get('u');
    baseIn.value = p.get('base') || '';
    iriIn.checked = p.get('iri') === '1';
    return true;
  }

  // api answers a GET of target: by the server, or in the page by urikit
  // compiled to WebAssembly when the static site loaded it (wasm.js).
  async function api(target) {
    if (window.urikitReady) {
      await window.urikitReady;
      const r = window.urikitAPI(target);
      return { status: r.status, json: async () => JSON.parse(r.body) };
    }
    return fetch(target);
  }

  function query(params) {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) p.set(k, v);
    return p.toString();
  }

  async function inspect() {
    const s = state();
    const hash = stateToHash(s);
    $('share').href = hash;
    if (location.hash !== hash) history.replaceState(null, '', hash);
    const params = { u: s.u };
    if (s.iri) params.iri = '1';
    if (s.base) params.base = s.base;
    const my = ++seq;
    let res;
    try {
      const r = await api('/api/inspect?' + query(params));
      res = await r.json();
      if (!('input' in res) && res.error) throw new Error(res.error.message);
    } catch (e) {
      if (my !== seq) return;
      showFailure(String(e.message || e));
      return;
    }
    if (my !== seq) return;
    draw(res);
    if (diffAvailable) diff(s, my);
  }

  function showFailure(msg) {
    $('result').hidden = false;
    $('status').textContent = 'The server could not answer: ' + msg;
    $('status').className = 'bad';
  }

  function draw(res) {
    $('result').hidden = false;
    // What is drawn, for tests to wait on: data-input is the input whose
    // answer the page shows.
    $('result').dataset.input = res.input + (res.base ? '\n' + res.base.base : '');
    const status = $('status');
    const kinds = {
      uri: 'a URI (RFC 3986 3)', relative: 'a relative reference (RFC 3986 4.2)',
      iri: 'an IRI (RFC 3987 2.2)', 'relative-iri': 'a relative IRI reference (RFC 3987 2.2)'
    };
    status.textContent = res.valid ? 'Valid: ' + kinds[res.kind] + '.' : 'Invalid.';
    status.className = res.valid ? 'ok' : 'bad';
    drawText(res);
    drawComponents(res);
    drawForms(res);
    drawLadder(res);
    drawBase(res);
    drawCheck(res);
  }

  // drawText draws the input with each component as a coloured span over
  // its text, an empty component as a marker, the authority underlined,
  // the delimiters grey; or, for an invalid input, the offending character
  // marked.
  function drawText(res) {
    const box = $('text');
    box.replaceChildren();
    const text = res.input;
    const errBox = $('error'), hint = $('hint');
    hint.hidden = true;
    if (!res.valid) {
      const at = res.error.offset_utf16;
      shown(box, text.slice(0, at));
      const cp = text.codePointAt(at);
      const len = cp === undefined ? 0 : (cp > 0xffff ? 2 : 1);
      const mark = el('span', 'err-at');
      mark.dataset.component = 'error';
      if (len) shown(mark, text.slice(at, at + len));
      else mark.textContent = '\u2190 end';
      box.appendChild(mark);
      shown(box, text.slice(at + len));
      errBox.replaceChildren();
      errBox.appendChild(el('strong', '', res.error.message));
      errBox.appendChild(document.createTextNode(' at byte ' + res.error.offset +
        (res.error.offset === res.length.bytes ? ' (the input ended too soon)' : '')));
      errBox.hidden = false;
      if (res.valid_iri) {
        hint.textContent = 'It is a valid IRI: tick \u201cRead as an IRI\u201d, or see its URI form below.';
        hint.hidden = false;
      }
      return;
    }
    errBox.hidden = true;
    const comps = res.components.filter((c) => c.value !== null);
    const auth = comps.find((c) => c.name === 'authority');
    const leaves = comps.filter((c) => c.name !== 'authority');
    const points = new Set([0, text.length]);
    for (const c of comps) { points.add(c.start_utf16); points.add(c.end_utf16); }
    const sorted = [...points].sort((a, b) => a - b);
    const inAuth = { userinfo: true, host: true, port: true };
    let parent = box;
    const marker = (c) => {
      const m = el('span', 'empty c-' + c.name, 'empty ' + c.name);
      m.dataset.component = c.name;
      m.dataset.empty = '1';
      m.title = c.name + ': present, empty (bytes ' + c.start + '\u2013' + c.end + ')';
      parent.appendChild(m);
    };
    for (let i = 0; i < sorted.length; i++) {
      const p = sorted[i];
      if (auth && p === auth.start_utf16) {
        const a = el('span', 'authority');
        a.dataset.component = 'authority';
        a.title = 'authority (bytes ' + auth.start + '\u2013' + auth.end + ')';
        box.appendChild(a);
        parent = a;
      }
      for (const c of leaves) if (inAuth[c.name] && c.start_utf16 === p && c.end_utf16 === p) marker(c);
      if (auth && p === auth.end_utf16) parent = box;
      for (const c of leaves) if (!inAuth[c.name] && c.start_utf16 === p && c.end_utf16 === p) marker(c);
      if (i + 1 === sorted.length) break;
      const q = sorted[i + 1];
      const c = leaves.find((c) => c.start_utf16 <= p && q <= c.end_utf16 && c.start_utf16 < c.end_utf16);
      const seg = el('span', c ? 'c-' + c.name : 'c-delim');
      if (c) {
        seg.dataset.component = c.name;
        seg.title = c.name + ' (bytes ' + c.start + '\u2013' + c.end + ')';
      }
      shown(seg, text.slice(p, q));
      parent.appendChild(seg);
    }
  }

  function drawComponents(res) {
    $('legend').hidden = !res.valid;
    $('components-box').hidden = !res.valid;
    const body = $('components').tBodies[0];
    body.replaceChildren();
    for (const c of res.components) {
      const tr = el('tr');
      const name = el('th', '', c.name);
      name.scope = 'row';
      tr.appendChild(name);
      const v = el('td');
      if (c.value === null) v.appendChild(el('span', 'absent', 'absent'));
      else if (c.value === '') v.appendChild(el('span', 'emptyval', 'present, empty'));
      else {
        const code = el('code', 'c-' + c.name);
        shown(code, c.value);
        v.appendChild(code);
        if (c.name === 'host' && res.host_type) v.appendChild(el('span', 'note', ' ' + res.host_type));
      }
      tr.appendChild(v);
      tr.appendChild(el('td', 'num', c.value === null ? '\u2014' : c.start + '\u2013' + c.end));
      body.appendChild(tr);
    }
  }

  function addForm(dl, label, value, id, note) {
    dl.appendChild(el('dt', '', label));
    const dd = el('dd');
    const code = el('code');
    if (id) code.id = id;
    shown(code, value);
    dd.appendChild(code);
    if (note) dd.appendChild(el('span', 'note', ' ' + note));
    dl.appendChild(dd);
  }

  function addError(dl, label, obj) {
    dl.appendChild(el('dt', '', label));
    dl.appendChild(el('dd', 'bad', obj.error.message + ' at byte ' + obj.error.offset));
  }

  function drawForms(res) {
    const dl = $('forms');
    dl.replaceChildren();
    if (res.ladder.length) {
      addForm(dl, 'normal form', res.ladder[res.ladder.length - 1].result, 'normal', '(scheme-based, RFC 3986 6.2.3)');
    }
    const f = res.forms;
    if (f.uri.error) addError(dl, 'URI form', f.uri);
    else addForm(dl, 'URI form', f.uri.result, 'uri-form', '(RFC 3987 3.1)');
    if (f.iri) {
      if (f.iri.error) addError(dl, 'IRI form', f.iri);
      else addForm(dl, 'IRI form', f.iri.result, 'iri-form', '(RFC 3987 3.2)');
    }
    $('forms-section').hidden = false;
  }

  // markChange appends cur to parent with the part that differs from prev
  // marked.
  function markChange(parent, prev, cur) {
    let a = 0;
    while (a < prev.length && a < cur.length && prev[a] === cur[a]) a++;
    let b = 0;
    while (b < prev.length - a && b < cur.length - a && prev[prev.length - 1 - b] === cur[cur.length - 1 - b]) b++;
    shown(parent, cur.slice(0, a));
    if (cur.length - b > a) shown(parent.appendChild(el('mark')), cur.slice(a, cur.length - b));
    else if (prev.length - b > a) {
      // Drawn by the style sheet, so that the text stays the form's.
      const r = parent.appendChild(el('span', 'removed'));
      r.title = 'removed: ' + prev.slice(a, prev.length - b);
    }
    shown(parent, cur.slice(cur.length - b));
  }

  function drawLadder(res) {
    const ol = $('ladder');
    const open = new Set([...ol.querySelectorAll('details[open]')].map((d) => d.dataset.rung));
    ol.replaceChildren();
    $('ladder-section').hidden = res.ladder.length === 0;
    res.ladder.forEach((r, i) => {
      const li = el('li');
      const d = el('details');
      d.dataset.rung = r.id;
      if (open.has(r.id)) d.open = true;
      const sum = el('summary');
      const head = el('span', 'rung-head');
      head.appendChild(el('span', 'rung-title', r.title));
      head.appendChild(el('span', 'section', r.section));
      head.appendChild(el('span', i === 0 ? 'badge' : (r.changed ? 'badge changed' : 'badge'),
        i === 0 ? 'as written' : (r.changed ? 'changed' : 'no change')));
      sum.appendChild(head);
      // The form after the rung, what it changed marked.
      const result = el('code', 'rung-result');
      if (i > 0) markChange(result, res.ladder[i - 1].result, r.result);
      else shown(result, r.result);
      sum.appendChild(result);
      d.appendChild(sum);
      d.appendChild(el('p', 'rung-note', 'This rung: ' + r.note + '.'));
      if (i > 0 && r.changed) {
        const p = el('p', 'rung-note');
        p.appendChild(document.createTextNode('Before it: '));
        shown(p.appendChild(el('code')), res.ladder[i - 1].result);
        d.appendChild(p);
      }
      li.appendChild(d);
      ol.appendChild(li);
    });
  }

  function drawBase(res) {
    const sec = $('base-section'), dl = $('base-out');
    dl.replaceChildren();
    if (!res.base) { sec.hidden = true; return; }
    sec.hidden = false;
    if (res.base.error) {
      addError(dl, 'base', res.base);
      return;
    }
    if (!res.base.resolve) {
      dl.appendChild(el('dt', '', 'resolved'));
      dl.appendChild(el('dd', 'note', 'the reference is invalid'));
      return;
    }
    addForm(dl, 'resolved', res.base.resolve.result, 'resolved', '(RFC 3986 5.2)');
    if (res.base.relative.error) addError(dl, 'relative back', res.base.relative);
    else addForm(dl, 'relative back', res.base.relative.result, 'relative', '(shortest reference from the base)');
  }

  function drawCheck(res) {
    const c = res.check;
    const fields = c.valid ? Object.entries(c.fields || {}) : [];
    $('fields-section').hidden = fields.length === 0;
    const body = $('fields').tBodies[0];
    body.replaceChildren();
    for (const [k, v] of fields) {
      const tr = el('tr');
      const th = el('th', '', k);
      th.scope = 'row';
      tr.appendChild(th);
      const td = el('td');
      shown(td.appendChild(el('code')), typeof v === 'string' ? v : JSON.stringify(v));
      tr.appendChild(td);
      body.appendChild(tr);
    }
    const ws = c.valid ? c.warnings : [];
    const ul = $('warnings');
    ul.replaceChildren();
    $('warnings-section').hidden = false;
    if (!c.valid) { $('warnings-section').hidden = true; return; }
    if (ws.length === 0) ul.appendChild(el('li', 'ok', 'No warnings.'));
    ws.forEach((w) => {
      const li = el('li');
      li.appendChild(el('code', 'code', w.code));
      li.appendChild(document.createTextNode(' at byte ' + w.offset + ': '));
      shown(li, w.message);
      ul.appendChild(li);
    });
  }

  // diff asks /api/diff, which exists once the WHATWG parser does; the
  // table shows only when it answers.
  async function diff(s, my) {
    let r;
    try {
      r = await api('/api/diff?' + query({ u: s.u }));
    } catch (e) { return; }
    if (r.status === 404) { diffAvailable = false; $('diff-section').hidden = true; return; }
    let res;
    try { res = await r.json(); } catch (e) { return; }
    if (my !== seq) return;
    const sec = $('diff-section'), table = $('diff');
    const rows = res.disagreements || [];
    const parsers = Object.keys(res.parsers || {});
    table.tHead.replaceChildren();
    const body = table.tBodies[0];
    body.replaceChildren();
    const hr = el('tr');
    for (const h of ['component', ...parsers, 'class']) hr.appendChild(el('th', '', h));
    table.tHead.appendChild(hr);
    if (rows.length === 0) {
      const tr = el('tr');
      const td = el('td', 'ok', 'The parsers agree.');
      td.colSpan = parsers.length + 2;
      tr.appendChild(td);
      body.appendChild(tr);
    }
    for (const d of rows) {
      const tr = el('tr');
      if (d.danger) tr.className = 'danger';
      tr.appendChild(el('th', '', d.component));
      parsers.forEach((p, i) => {
        const v = Array.isArray(d.values) ? d.values[i] : (d.values || {})[p];
        tr.appendChild(shown(el('td'), v === null || v === undefined ? '\u2014' : String(v)));
      });
      tr.appendChild(el('td', '', (d.class || '') + (d.danger ? ' \u26a0' : '')));
      body.appendChild(tr);
    }
    sec.hidden = false;
  }

  function later() {
    clearTimeout(timer);
    timer = setTimeout(inspect, 150);
  }

  form.addEventListener('submit', (e) => { e.preventDefault(); clearTimeout(timer); inspect(); });
  uIn.addEventListener('input', later);
  baseIn.addEventListener('input', later);
  iriIn.addEventListener('change', inspect);
  window.addEventListener('hashchange', () => { if (hashToState()) inspect(); });
  if (hashToState()) inspect();
})();
