// sdkgen Builds console: plain JavaScript, no libraries. Every read and action goes through the
// public /api/v1 with the token typed in at sign-in (kept in sessionStorage, sent as Bearer).
'use strict';

const TOKEN_KEY = 'sdkgen.token';
const ACTIVE = new Set(['queued', 'validating', 'generating']);
const STATES = ['queued', 'validating', 'generating', 'succeeded', 'failed', 'stuck', 'cancelled'];
const REASONS = ['push', 'trigger', 'retry'];
const LANGUAGES = ['typescript', 'python', 'go', 'java'];
const POLL_MS = 2000;

const $ = (id) => document.getElementById(id);
let projects = [];          // GET /api/v1/projects, for names and the filters
let timer = null;           // the current view's poll
let stream = null;          // the current live log (AbortController)
let renderToken = 0;        // increases with every route change; stale async work checks it
let refreshNow = () => {};  // the current view's refresh, run at once after an action

// ---- small helpers ---------------------------------------------------------------------------

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v == null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k.startsWith('on')) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c != null) node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function pad(n) { return String(n).padStart(2, '0'); }
function time(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
function duration(from, to) {
  if (!from) return '';
  const s = Math.max(0, Math.round(((to ? new Date(to) : new Date()) - new Date(from)) / 1000));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  return `${Math.floor(s / 3600)}h ${pad(Math.floor(s / 60) % 60)}m`;
}
function bytes(n) {
  if (n == null) return '';
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${(n / 1024 / 1024).toFixed(1)} MiB`;
}
function projectName(id) {
  const p = projects.find(x => x.project_id === id);
  return p ? p.name : id;
}
function buildPath(b) {
  return `/api/v1/projects/${encodeURIComponent(b.project_id)}/sdk-targets/${encodeURIComponent(b.sdk_target_id)}/sdk-builds/${encodeURIComponent(b.build_id)}`;
}
function buildHref(b, attempt) {
  return `#/build/${encodeURIComponent(b.project_id)}/${encodeURIComponent(b.sdk_target_id)}/${encodeURIComponent(b.build_id)}`
    + (attempt ? `?attempt=${attempt}` : '');
}
function currentAttempt(b) {
  return (b.attempts || []).find(a => a.attempt === b.attempt) || {};
}
function badge(state) {
  const icon = { failed: '✕ ', stuck: '⚠ ', succeeded: '✓ ', cancelled: '⊘ ' }[state] || '';
  return el('span', { class: `state ${state}`, text: icon + state });
}

// ---- API --------------------------------------------------------------------------------------

class ApiError extends Error {
  constructor(status, code, message) {
    super(`${status} ${code}: ${message}`);
    this.status = status; this.code = code; this.apiMessage = message;
  }
}

function token() { return sessionStorage.getItem(TOKEN_KEY); }

async function api(method, path, options = {}) {
  const headers = Object.assign({ Authorization: `Bearer ${options.token || token()}` }, options.headers || {});
  let body = options.body;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(path, { method, headers, body, signal: options.signal });
  if (response.status === 401 && !options.token) {
    signOut('Your token was refused (401); sign in again.');
    throw new ApiError(401, 'unauthorized', 'signed out');
  }
  if (!response.ok) {
    let code = 'error';
    let message = response.statusText;
    try {
      const body = await response.json();
      if (body && body.error) { code = body.error.code; message = body.error.message; }
    } catch (e) { /* not our JSON error */ }
    throw new ApiError(response.status, code, message);
  }
  return response;
}
async function getJson(path, options) { return (await api('GET', path, options)).json(); }

// ---- notices: an action's result stays until dismissed -----------------------------------------

function notice(kind, text) {
  const item = el('div', { class: `notice ${kind}`, role: kind === 'error' ? 'alert' : null },
    el('span', { class: 'notice-text', text }),
    el('button', { type: 'button', class: 'dismiss', 'aria-label': 'Dismiss', text: 'Dismiss',
      onclick: () => item.remove() }));
  $('notices').append(item);
  return item;
}

// The delivery of a succeeded attempt's SDK to the target's SDK repository, and Deliver again.
function deliveryView(b, a) {
  const d = a.attempt === b.attempt ? b.delivery : null;
  if (!d || d.state === 'none') return [];
  const facts = [el('dt', { text: 'State' }), el('dd', {}, badge(d.state === 'delivered' ? 'succeeded' : d.state === 'pending' ? 'generating' : 'failed'),
    ` ${d.state} (delivery ${d.attempt})`)];
  if (d.repository_url) facts.push(el('dt', { text: 'Repository' }), el('dd', { text: `${d.branch} of ${d.repository_url}` }));
  const code = d.commit ? el('code', { id: 'deliveryCommit', title: d.commit, text: d.commit.slice(0, 12) }) : null;
  const link = d.commit ? commitUrl(d.repository_url, d.commit) : null;  // console-diff.js
  if (d.commit) facts.push(el('dt', { text: 'Commit' }), el('dd', {}, link ? el('a', { href: link, id: 'deliveryLink', rel: 'noopener noreferrer',
    target: '_blank' }, code) : code, d.committed === false ? ' (no new commit: the branch has this SDK)' : ''));
  if (d.tag) facts.push(el('dt', { text: 'Tag' }), el('dd', {}, el('code', { id: 'deliveryTag', text: d.tag })));
  if (d.reason) facts.push(el('dt', { text: 'Reason' }), el('dd', { id: 'deliveryReason', text: d.reason }));
  return [el('h2', { text: 'Delivery' }), el('dl', { class: 'facts' }, ...facts),
    d.state === 'pending' ? null : el('p', {}, el('button', { type: 'button', id: 'deliverAgain', text: 'Deliver again',
      onclick: () => deliver(b) }))];
}

async function deliver(b) {
  try {
    const r = await (await api('POST', `${buildPath(b)}/deliver`)).json();
    notice('ok', `Delivery ${r.delivery.attempt} of ${b.build_id} queued.`);
  } catch (e) {
    if (e.status !== 401) notice('error', `Delivery of ${b.build_id} refused: ${e.message}`);
  }
}

// The SDK repository form (projects page): URL, branch and the kind of credential.
function repositoryForm() {
  const field = (label, node) => el('label', { class: 'field', for: node.id }, label, node);
  const project = el('select', { id: 'repoProject', name: 'project' });
  const target = el('select', { id: 'repoTarget', name: 'target' });
  const url = el('input', { id: 'repoUrl', name: 'url', type: 'text', required: true, size: 50 });
  const branch = el('input', { id: 'repoBranch', name: 'branch', type: 'text', required: true, value: 'main' });
  const kind = el('select', { id: 'repoAuth', name: 'auth' }, ...[['none', 'no credentials'], ['token', 'HTTPS token'],
    ['ssh_key', 'SSH deploy key']].map(([v, t]) => el('option', { value: v, text: t })));
  const secret = el('textarea', { id: 'repoSecret', name: 'secret', rows: 2, cols: 50, autocomplete: 'off' });
  const knownHosts = el('textarea', { id: 'repoKnownHosts', name: 'known_hosts', rows: 2, cols: 50 });
  const fillTargets = () => update(target, ((projects.find(p => p.project_id === project.value) || {}).sdk_targets || [])
    .map(t => el('option', { value: t.id, text: t.id })));
  update(project, projects.map(p => el('option', { value: p.project_id, text: `${p.name} (${p.project_id})` })));
  fillTargets();
  project.addEventListener('change', fillTargets);
  const form = el('form', { id: 'repositoryForm', class: 'panel' }, el('h2', { text: 'SDK repository of a target' }),
    field('Project', project), field('Target', target), field('Git URL', url), field('Branch', branch),
    field('Credential', kind), field('Token or private key (never shown again)', secret),
    field('known_hosts (SSH)', knownHosts), el('button', { type: 'submit', text: 'Save' }));
  form.addEventListener('submit', async event => {
    event.preventDefault();
    const body = { url: url.value.trim(), branch: branch.value.trim() };
    if (kind.value === 'token') body.auth = { type: 'token', token: secret.value.trim() };
    if (kind.value === 'ssh_key') body.auth = { type: 'ssh_key', private_key: secret.value, known_hosts: knownHosts.value };
    try {
      await api('PUT', `/api/v1/projects/${encodeURIComponent(project.value)}/sdk-targets/${encodeURIComponent(target.value)}/repository`,
        { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      secret.value = '';
      notice('ok', `SDK repository of ${projectName(project.value)} / ${target.value}: ${body.url} (${body.branch}).`);
    } catch (e) {
      if (e.status !== 401) notice('error', `SDK repository refused: ${e.message}`);
    }
  });
  return form;
}

// latest: build the branch head instead of this build's commit (a new build unless the head is that commit)
async function retry(b, after, latest) {
  try {
    const r = await (await api('POST', `${buildPath(b)}/retry${latest ? '?commit=latest' : ''}`)).json();
    if (r.build_id === b.build_id) {
      notice('ok', `Retry of ${b.build_id} (${projectName(b.project_id)} / ${b.sdk_target_id}): attempt ${r.attempt} queued.`);
    } else {
      const item = notice('ok', `Latest commit of ${projectName(b.project_id)} / ${b.sdk_target_id}: build `);
      item.querySelector('.notice-text').append(el('a', { href: buildHref(r), text: r.build_id }), ` queued at ${r.commit.slice(0, 8)}.`);
    }
    if (after) after(r);
  } catch (e) {
    if (e.status !== 401) notice('error', `Retry of ${b.build_id} refused: ${e.message}`);
  }
}

async function cancel(b, after) {
  try {
    const r = await (await api('POST', `${buildPath(b)}/cancel`)).json();
    notice('ok', `Cancelled ${b.build_id} (${projectName(b.project_id)} / ${b.sdk_target_id}), attempt ${r.attempt}.`);
    if (after) after(r);
  } catch (e) {
    if (e.status !== 401) notice('error', `Cancel of ${b.build_id} refused: ${e.message}`);
  }
}

async function triggerAll(p, after) {
  try {
    const r = await (await api('POST', `/api/v1/projects/${encodeURIComponent(p.project_id)}/sdk-builds/trigger`)).json();
    notice('ok', `Triggered every target of ${p.name}: ${r.builds.length} build(s) queued at ${r.commit.slice(0, 8)}.`);
    if (after) after(r);
  } catch (e) {
    if (e.status !== 401) notice('error', `Trigger all of ${p.name} refused: ${e.message}`);
  }
}

async function trigger(projectId, targetId, after) {
  try {
    const path = `/api/v1/projects/${encodeURIComponent(projectId)}/sdk-targets/${encodeURIComponent(targetId)}/sdk-builds/trigger`;
    const b = await (await api('POST', path)).json();
    const item = notice('ok', `Triggered ${projectName(projectId)} / ${targetId}: build `);
    item.querySelector('.notice-text').append(el('a', { href: buildHref(b), text: b.build_id }),
      ` queued at ${b.commit.slice(0, 8)}.`);
    if (after) after(b);
  } catch (e) {
    if (e.status !== 401) notice('error', `Trigger of ${projectName(projectId)} / ${targetId} refused: ${e.message}`);
  }
}

// ---- routing -----------------------------------------------------------------------------------

function parseRoute() {
  const hash = location.hash.replace(/^#/, '') || '/builds';
  const [path, query] = hash.split('?');
  return { parts: path.split('/').filter(Boolean).map(decodeURIComponent), params: new URLSearchParams(query || '') };
}

// Polls only while "live updates" is ticked (an operator can hold a page still to read it).
function every(ms, fn) {
  return setInterval(() => { if ($('live').checked) fn(); }, ms);
}

// Replaces a node's children only when what they show changed, so focus and handlers stay.
function update(node, children) {
  const fresh = document.createElement(node.tagName);
  fresh.append(...children.filter(c => c != null));
  if (fresh.innerHTML !== node.innerHTML) node.replaceChildren(...fresh.childNodes);
}

function stopLive() {
  refreshNow = () => {};
  if (timer) { clearInterval(timer); timer = null; }
  if (stream) { stream.abort(); stream = null; }
}

async function route() {
  stopLive();
  const my = ++renderToken;
  if (!token()) { showSignIn(); return; }
  $('signIn').hidden = true;
  $('nav').hidden = false;
  $('signOut').hidden = false;
  $('liveLabel').hidden = false;
  const { parts, params } = parseRoute();
  const section = ['projects', 'tokens', 'status', 'notifications', 'audit'].includes(parts[0]) ? parts[0] : 'builds';
  for (const a of $('nav').querySelectorAll('a')) {
    if (a.dataset.section === section) a.setAttribute('aria-current', 'page'); else a.removeAttribute('aria-current');
  }
  const view = $('view');
  view.hidden = false;
  view.replaceChildren();
  try {
    await loadProjects();
    if (my !== renderToken) return; // another route began meanwhile: only the newest one renders into the view
    showAuditLink();
    if (parts[0] === 'build' && parts.length === 4) await buildPage(view, parts[1], parts[2], parts[3], params);
    else if (parts[0] === 'projects') await projectsPage(view);
    else if (parts[0] === 'tokens') await tokensPage(view);
    else if (parts[0] === 'status') await statusPage(view);
    else if (parts[0] === 'notifications') await notificationsPage(view, parts[1]); // console-notify.js
    else if (parts[0] === 'audit') await auditPage(view, params);
    else await buildsPage(view, params);
  } catch (e) {
    if (e.status !== 401) view.replaceChildren(el('p', { class: 'error-text', role: 'alert', text: e.message }));
  }
}

async function loadProjects() { projects = await getJson('/api/v1/projects'); }

function stamp() { $('updated').textContent = `updated ${time(new Date().toISOString()).slice(11)}`; }

// ---- sign-in -----------------------------------------------------------------------------------

function showSignIn(message) {
  $('view').hidden = true;
  $('view').replaceChildren();
  $('nav').hidden = true;
  $('signOut').hidden = true;
  $('liveLabel').hidden = true;
  $('updated').textContent = '';
  $('signIn').hidden = false;
  $('signInError').textContent = message || '';
  $('token').focus();
}

function signOut(message) {
  sessionStorage.removeItem(TOKEN_KEY);
  stopLive();
  renderToken++;
  showSignIn(message);
}

async function signIn(event) {
  event.preventDefault();
  const value = $('token').value.trim();
  try {
    await api('GET', '/api/v1/projects', { token: value });
    sessionStorage.setItem(TOKEN_KEY, value);
    $('token').value = '';
    $('signInError').textContent = '';
    route();
  } catch (e) {
    $('signInError').textContent = `Sign-in refused: ${e.message}`;
  }
}

// ---- Builds ------------------------------------------------------------------------------------

function select(id, label, value, options) {
  return el('label', { class: 'field', for: id }, label,
    el('select', { id, name: id },
      options.map(([v, text]) => el('option', { value: v, selected: v === value, text }))));
}

async function buildsPage(view, params) {
  const my = renderToken;
  const filters = {};
  for (const k of ['project', 'target', 'state', 'reason']) filters[k] = params.get(k) || '';
  // "failed" shows the unresolved failures (no later success of the target) unless "all" is ticked
  const resolvedToo = params.get('all') === '1';
  const limit = params.get('limit') || '25';
  const cursor = params.get('cursor') || '';
  const back = params.get('back') || '';   // the cursors of the pages before this one, comma-separated
  const grouped = params.get('group') === 'commit';   // console-groups.js

  const form = el('form', { class: 'filters', id: 'filters', 'aria-label': 'Filters' },
    select('f-project', 'Project', filters.project, [['', 'all projects'], ...projects.map(p => [p.project_id, p.name])]),
    select('f-target', 'Target', filters.target, [['', 'all targets'], ...LANGUAGES.map(l => [l, l])]),
    select('f-state', 'State', filters.state, [['', 'all states'], ...STATES.map(s => [s, s])]),
    select('f-reason', 'Reason', filters.reason, [['', 'all reasons'], ...REASONS.map(r => [r, r])]),
    select('f-limit', 'Per page', limit, [...new Set(['10', '25', '50', '100', limit])].map(n => [n, n])),
    el('label', { class: 'check', for: 'f-all', hidden: filters.state !== 'failed' },
      el('input', { type: 'checkbox', id: 'f-all', checked: resolvedToo }), ' also superseded (fixed) failures'),
    el('label', { class: 'check', for: 'f-group' }, el('input', { type: 'checkbox', id: 'f-group', checked: grouped }), ' group by commit'));
  form.addEventListener('change', () => {
    const q = new URLSearchParams();
    for (const k of ['project', 'target', 'state', 'reason']) { const v = $(`f-${k}`).value; if (v) q.set(k, v); }
    if ($('f-limit').value !== '25') q.set('limit', $('f-limit').value);
    if ($('f-state').value === 'failed' && $('f-all').checked) q.set('all', '1');
    if ($('f-group').checked) q.set('group', 'commit');
    location.hash = `#/builds${q.toString() ? '?' + q : ''}`;
  });
  form.addEventListener('submit', e => e.preventDefault());

  const tbody = el('tbody', { id: 'buildRows' });
  const table = el('table', { class: 'builds', id: 'builds' },
    el('caption', { class: 'sr-only', text: 'Builds, newest first' }),
    el('thead', {}, el('tr', {}, ['State', 'Project', 'Target', 'Reason', 'Commit', 'Attempt', 'Started', 'Duration', 'Build', '']
      .map(h => el('th', { scope: 'col', text: h })))),
    tbody);
  const pager = el('nav', { class: 'pager', 'aria-label': 'Pages' });
  view.append(el('h1', { text: 'Builds' }), form, el('div', { class: 'table-wrap' }, table), pager);

  const pageHash = (c, b) => {
    const q = new URLSearchParams(params);
    if (c) q.set('cursor', c); else q.delete('cursor');
    if (b) q.set('back', b); else q.delete('back');
    return `#/builds?${q}`;
  };

  async function refresh() {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(filters)) if (v) q.set(k, v);
    if (filters.state === 'failed' && !resolvedToo) q.set('superseded', 'false');
    q.set('limit', limit);
    if (cursor) q.set('cursor', cursor);
    const response = await api('GET', `/api/v1/builds?${q}`);
    const next = response.headers.get('X-Next-Cursor');
    const builds = await response.json();
    if (my !== renderToken) return;
    (grouped ? renderGrouped : renderRows)(tbody, builds);
    const backs = back ? back.split(',') : [];
    update(pager, [
      cursor ? el('a', { href: pageHash(backs[backs.length - 1] === '-' ? '' : backs[backs.length - 1], backs.slice(0, -1).join(',')),
        class: 'button', id: 'newer', text: '← Newer' }) : el('span', { class: 'muted', text: 'Newest builds' }),
      el('span', { class: 'muted', id: 'pageInfo', text: ` page ${backs.length + 1} · ${builds.length} build(s) ` }),
      next ? el('a', { href: pageHash(next, [...backs, cursor || '-'].join(',')), class: 'button', id: 'older', text: 'Older →' }) : null]);
    stamp();
  }
  refreshNow = () => refresh().catch(() => {});
  await refresh();
  timer = every(POLL_MS, refreshNow);
}

function rowFor(b) {
  const a = currentAttempt(b);
  const started = a.created_at || b.created_at;
  const message = b.commit_message ? ` ${b.commit_message}` : '';
  const tr = el('tr', { class: `build-row ${b.state}`, 'data-build': b.build_id, 'data-state': b.state },
    el('td', { 'data-label': 'State' }, badge(b.state), b.error ? el('div', { class: 'err-code', text: b.error.code }) : null,
      b.superseded_by ? el('div', { class: 'superseded' }, 'fixed by ', el('a', { href: buildHref(Object.assign({}, b, { build_id: b.superseded_by })),
        class: 'superseded-link', text: b.superseded_by })) : null),
    el('td', { 'data-label': 'Project', text: projectName(b.project_id) }),
    el('td', { 'data-label': 'Target', text: b.sdk_target_id }),
    el('td', { 'data-label': 'Reason' }, el('span', { class: `reason ${b.reason}`, text: b.reason })),
    el('td', { 'data-label': 'Commit', class: 'commit' }, el('code', { text: b.commit.slice(0, 8) }),
      el('span', { class: 'message', text: message, title: b.commit_message || null })),
    el('td', { 'data-label': 'Attempt', class: 'attempt', text: String(b.attempt) }),
    el('td', { 'data-label': 'Started', text: time(started) }),
    el('td', { 'data-label': 'Duration', text: duration(started, b.finished_at || (ACTIVE.has(b.state) ? null : b.updated_at)) }),
    el('td', { 'data-label': 'Build' }, el('a', { href: buildHref(b), class: 'build-link', text: b.build_id })),
    el('td', { class: 'actions' }, ACTIVE.has(b.state)
      ? el('button', { type: 'button', class: 'cancel', 'aria-label': `Cancel ${b.build_id}`, text: 'Cancel',
        onclick: () => cancel(b, () => refreshNow()) })
      : el('button', { type: 'button', class: 'retry', 'aria-label': `Retry ${b.build_id}`, text: 'Retry',
        onclick: () => retry(b, () => refreshNow()) })));
  return tr;
}

// Rows are replaced only when what they show changed, so focus and scroll stay where they were.
function renderRows(tbody, builds) {
  if (!builds.length) {
    tbody.replaceChildren(el('tr', {}, el('td', { colspan: 10, class: 'muted', text: 'No builds match these filters.' })));
    return;
  }
  const existing = new Map([...tbody.querySelectorAll('tr[data-build]')].map(r => [r.dataset.build, r]));
  const wanted = builds.map(b => {
    const fresh = rowFor(b);
    const old = existing.get(b.build_id);
    if (old && old.textContent === fresh.textContent && old.className === fresh.className) return old;
    if (old && old.contains(document.activeElement)) {
      const kind = document.activeElement.classList.contains('retry') ? 'button.retry' : 'a.build-link';
      requestAnimationFrame(() => { const t = fresh.querySelector(kind) || fresh.querySelector('a.build-link'); if (t) t.focus(); });
    }
    return fresh;
  });
  const children = [...tbody.children];
  if (children.length !== wanted.length || children.some((c, i) => c !== wanted[i])) tbody.replaceChildren(...wanted);
}

// ---- Build page --------------------------------------------------------------------------------

async function buildPage(view, projectId, targetId, buildId, params) {
  const my = renderToken;
  const path = `/api/v1/projects/${encodeURIComponent(projectId)}/sdk-targets/${encodeURIComponent(targetId)}/sdk-builds/${encodeURIComponent(buildId)}`;
  let b = await getJson(path);
  if (my !== renderToken) return;
  let chosen = parseInt(params.get('attempt') || '', 10) || null;

  const head = el('div', { class: 'build-head' });
  const errorBox = el('div', { id: 'firstError' });
  const timeline = el('ol', { class: 'timeline', id: 'timeline', 'aria-label': 'Timeline' });
  const artifact = el('div', { id: 'artifact', class: 'artifact' });
  const delivery = el('div', { id: 'delivery', class: 'artifact' });
  const sameCommit = el('p', { id: 'sameCommit', class: 'same-commit' });   // console-groups.js
  const surface = el('div', { id: 'surface', class: 'surface' });          // console-diff.js
  const files = el('div', { id: 'files', class: 'files' });                // console-files.js
  const loaded = { surface: false, files: false };
  const attemptSelect = el('select', { id: 'attempt', name: 'attempt' });
  const follow = el('input', { type: 'checkbox', id: 'follow', checked: true });
  const summary = el('div', { id: 'diagSummary', class: 'diag-summary' });
  const log = el('div', { id: 'log', class: 'log', tabindex: '0', role: 'log', 'aria-label': 'Build log' });
  const logState = el('span', { id: 'logState', class: 'muted' });
  view.append(el('p', {}, el('a', { href: '#/builds', text: '← Builds' })), head, sameCommit, errorBox,
    el('h2', { text: 'Timeline' }), timeline, artifact, delivery, surface,
    el('div', { class: 'log-bar' }, el('h2', { text: 'Log' }),
      el('label', { class: 'field', for: 'attempt' }, 'Attempt', attemptSelect),
      el('label', { class: 'check', for: 'follow' }, follow, ' follow'), logState),
    summary, log, files);
  attemptSelect.addEventListener('change', () => { location.hash = buildHref(b, attemptSelect.value); });

  function renderHead() {
    const a = chosenAttempt();
    update(head, [
      el('h1', {}, `${projectName(b.project_id)} / ${b.sdk_target_id} `, badge(a.state || b.state),
        b.surface && a.attempt === b.attempt ? verdictBadge(b.surface) : null),
      el('dl', { class: 'facts' },
        el('dt', { text: 'Build' }), el('dd', {}, el('code', { id: 'buildId', text: b.build_id })),
        el('dt', { text: 'Commit' }), el('dd', {}, el('code', { title: b.commit, text: b.commit.slice(0, 12) }),
          b.commit_message ? ` ${b.commit_message}` : ''),
        el('dt', { text: 'Branch' }), el('dd', { text: `${b.branch} of ${b.repository_url}` }),
        el('dt', { text: 'Reason' }), el('dd', { text: a.reason || b.reason }),
        el('dt', { text: 'Attempt' }), el('dd', { id: 'attemptInfo', text: `${a.attempt} of ${b.attempt}` }),
        b.superseded_by ? [el('dt', { text: 'Superseded by' }), el('dd', { id: 'supersededBy' },
          el('a', { href: buildHref(sameTarget(b.superseded_by)), text: b.superseded_by }), ' (a later build of this target succeeded)')] : null,
        (b.supersedes || []).length ? [el('dt', { text: 'Supersedes' }), el('dd', { id: 'supersedes' },
          b.supersedes.flatMap((id, i) => [i ? ', ' : null, el('a', { href: buildHref(sameTarget(id)), text: id })]))] : null),
      b.worker_lost_at && ACTIVE.has(b.state) ? el('div', { class: 'worker-lost', id: 'workerLost', role: 'note' },
        `⚠ Worker lost: ${b.worker_instance} sent no heartbeat (reported ${time(b.worker_lost_at)}); the attempt goes on when it is`
        + ' redelivered to another instance or the service restarts (the log says when).') : null,
      el('div', { class: 'actions' },
        ACTIVE.has(b.state)
          ? [el('button', { type: 'button', id: 'cancelBuild', text: 'Cancel', onclick: () => cancel(b, () => route()) }),
            el('span', { class: 'muted', text: ' Running: Retry is possible once it has finished or is cancelled.' })]
          : [el('button', { type: 'button', id: 'retryBuild', text: `Retry this commit (attempt ${b.attempt + 1})`,
            onclick: () => retry(b, r => { location.hash = buildHref(r, r.attempt); }) }), ' ',
          el('button', { type: 'button', id: 'retryLatest', text: 'Build the latest commit',
            onclick: () => retry(b, r => { location.hash = buildHref(r, r.attempt); }, true) })])]);
    const err = a.attempt === b.attempt ? b.error : (a.error_code ? { code: a.error_code, title: a.error_title } : null);
    update(errorBox, (err ? [el('div', { class: 'first-error', role: 'note' },
      el('strong', { class: 'code', text: err.code }), ' ', el('span', { class: 'title', text: err.title || '' }),
      err.message ? el('div', { class: 'details', text: err.message }) : null)] : []));
    const steps = [['queued', a.created_at], ['validating', a.validating_at], ['generating', a.generating_at]];
    const final = ACTIVE.has(a.state) ? null : a.state;
    const before = (i) => steps.slice(0, i).map(x => x[1]).filter(Boolean).pop();
    if (final) steps.push([final, a.finished_at || (a.attempt === b.attempt ? b.updated_at : null)]);
    const stepNodes = steps.map(([s, t], i) => el('li', { class: `step ${t || s === final ? 'done' : 'todo'} ${s}` },
      el('span', { class: 'step-name', text: s }),
      el('span', { class: 'step-time', text: t ? time(t) : '—' }),
      i > 0 && t && before(i) ? el('span', { class: 'muted', text: ` +${duration(before(i), t)}` }) : null));
    if (!final) stepNodes.push(el('li', { class: 'step todo', text: 'succeeded | failed' }));
    update(timeline, stepNodes);
    const art = a.attempt === b.attempt && !(b.trimmed && b.trimmed.artifact_removed) ? b.artifact : null;
    update(artifact, b.trimmed && b.trimmed.artifact_removed && a.attempt === b.attempt
      ? [el('h2', { text: 'SDK archive' }), el('p', { id: 'trimmed', class: 'muted', text: b.trimmed.message })] : (art ? [el('h2', { text: 'SDK archive' }),
      el('p', {}, el('button', { type: 'button', id: 'download', text: `Download ${art.file_name}`, onclick: () => download(b, art) }),
        ` ${bytes(art.size)} · SHA-256 `, el('code', { id: 'sha256', class: 'sha', text: art.sha256 }))] : []));
    update(delivery, deliveryView(b, a));
    update(attemptSelect, (b.attempts || []).map(x => el('option', { value: String(x.attempt),
      selected: x.attempt === a.attempt, text: `${x.attempt} · ${x.state}${x.error_code ? ' · ' + x.error_code : ''}` })));
  }
  // loaded once, when the build has them: what changed in its surface, and its files
  function loadSections() {
    if (chosenAttempt().attempt !== b.attempt) return;
    if (b.surface && !loaded.surface) {
      loaded.surface = true;
      surfaceSection(surface, b, my).catch(e => { if (e.status !== 401) surface.replaceChildren(el('p', { class: 'muted', text: `What changed: ${e.message}` })); });
    }
    if (b.artifact && !loaded.files) {
      loaded.files = true;
      filesSection(files, b, my).catch(e => { if (e.status !== 401) files.replaceChildren(el('p', { class: 'error-text', text: `Files: ${e.message}` })); });
    }
  }
  function sameTarget(id) { return { project_id: b.project_id, sdk_target_id: b.sdk_target_id, build_id: id }; }
  function chosenAttempt() {
    return (b.attempts || []).find(x => x.attempt === (chosen || b.attempt)) || currentAttempt(b);
  }

  renderHead();
  loadSections();
  sameCommitLinks(sameCommit, b, my).catch(() => {});
  const lines = [];
  const attempt = chosenAttempt().attempt;
  const draw = () => { renderLog(log, summary, lines); if (follow.checked) log.scrollTop = log.scrollHeight; };
  if (ACTIVE.has(chosenAttempt().state)) {
    followLog(`${path}/logs?attempt=${attempt}`, lines, draw, logState, my);
  } else {
    const text = await (await api('GET', `${path}/logs?attempt=${attempt}`)).text();
    if (my !== renderToken) return;
    lines.push(...text.replace(/\n$/, '').split('\n'));
    draw();
    logState.textContent = ` ${lines.length} lines · attempt ${attempt}`;
  }
  stamp();
  timer = every(POLL_MS, async () => {
    try {
      const was = chosenAttempt().state;
      b = await getJson(path);
      if (my !== renderToken) return;
      renderHead();
      loadSections();
      stamp();
      // the pane holds one attempt's log: load again when the page now shows another attempt (a retry that was not
      // yet recorded when the page opened, or someone else's retry) or when that attempt starts or stops running
      const now = chosenAttempt();
      if ((now.attempt !== attempt || ACTIVE.has(was) !== ACTIVE.has(now.state)) && !stream) route();
    } catch (e) { /* shown on the next route */ }
  });
}

// The live log: Server-Sent Events read with fetch (EventSource cannot send the bearer token).
async function followLog(url, lines, draw, logState, my) {
  const controller = new AbortController();
  stream = controller;
  logState.textContent = ' following live…';
  let pending = false;
  const schedule = () => { if (!pending) { pending = true; setTimeout(() => { pending = false; draw(); }, 150); } };
  try {
    const response = await api('GET', url, { headers: { Accept: 'text/event-stream' }, signal: controller.signal });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let event = { name: 'message', data: [] };
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl;
      while ((nl = buffer.search(/\r\n|\n|\r/)) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + (buffer.startsWith('\r\n', nl) ? 2 : 1));
        if (line === '') {
          if (event.name === 'log') { lines.push(event.data.join('\n')); schedule(); }
          if (event.name === 'end') logState.textContent = ` ${lines.length} lines · attempt ${event.data.join('')}`;
          event = { name: 'message', data: [] };
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          let data = colon < 0 ? '' : line.slice(colon + 1);
          if (data.startsWith(' ')) data = data.slice(1);
          if (field === 'event') event.name = data;
          else if (field === 'data') event.data.push(data);
        }
      }
    }
  } catch (e) {
    if (e.name !== 'AbortError' && e.status !== 401) logState.textContent = ` live log interrupted: ${e.message}`;
  } finally {
    draw();
    if (stream === controller) {
      stream = null;
      if (my === renderToken) setTimeout(() => { if (my === renderToken) route(); }, 500);
    }
  }
}

async function download(b, art) {
  try {
    const blob = await (await api('GET', `${buildPath(b)}/artifact`)).blob();
    const url = URL.createObjectURL(blob);
    const a = el('a', { href: url, download: art.file_name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (e) {
    if (e.status !== 401) notice('error', `Download refused: ${e.message}`);
  }
}

// Diagnostics ("Error: SDKGEN101 - Title" and their two-space detail lines) become blocks
// highlighted by severity; a stack trace (an exception line and its "at" frames) is collapsed.
const DIAG = /^(Error|Warning|Info): ([A-Z]+[0-9]+) - (.*)$/;
const FRAME = /^\s+(at |\.\.\. \d+ more|Caused by: |Suppressed: )/;
const EXCEPTION = /^(Caused by: )?([a-z][\w$]*\.)+[A-Z][\w$]*(Exception|Error|Throwable)\b/;

function renderLog(log, summary, lines) {
  const out = [];
  const counts = new Map();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const d = DIAG.exec(line);
    if (d) {
      const severity = d[1].toLowerCase();
      const block = el('div', { class: `diag ${severity}`, 'data-code': d[2], id: `diag-${i}` },
        el('div', { class: 'line diag-head' }, el('span', { class: 'sev', text: d[1] }), ': ',
          el('span', { class: 'code', text: d[2] }), ` - ${d[3]}`));
      while (i + 1 < lines.length && /^ {2}/.test(lines[i + 1]) && !FRAME.test(lines[i + 1])) {
        block.append(el('div', { class: 'line', text: lines[++i] }));
      }
      out.push(block);
      const key = `${severity} ${d[2]}`;
      if (!counts.has(key)) counts.set(key, { severity, code: d[2], title: d[3], n: 0, first: block.id });
      counts.get(key).n++;
      continue;
    }
    if (EXCEPTION.test(line.trim()) && i + 1 < lines.length && FRAME.test(lines[i + 1])) {
      const frames = [];
      while (i + 1 < lines.length && (FRAME.test(lines[i + 1]) || /^\t/.test(lines[i + 1]))) frames.push(lines[++i]);
      out.push(el('details', { class: 'trace' }, el('summary', {}, el('span', { class: 'line', text: line }),
        el('span', { class: 'muted', text: ` (${frames.length} stack lines)` })),
        ...frames.map(f => el('div', { class: 'line', text: f }))));
      continue;
    }
    out.push(el('div', { class: `line${/^Failed: /.test(line) ? ' failed-line' : ''}`, text: line }));
  }
  log.replaceChildren(...out);
  const order = { error: 0, warning: 1, info: 2 };
  const groups = [...counts.values()].sort((a, b) => order[a.severity] - order[b.severity] || a.code.localeCompare(b.code));
  summary.replaceChildren(...(groups.length ? [el('span', { class: 'muted', text: 'Diagnostics: ' }),
    ...groups.map(g => el('a', { href: '#', class: `diag-chip ${g.severity}`, 'data-code': g.code,
      onclick: e => { e.preventDefault(); const t = document.getElementById(g.first); if (t) { t.scrollIntoView({ block: 'center' }); t.classList.add('flash'); } },
      text: `${g.code} ${g.title}${g.n > 1 ? ' ×' + g.n : ''}` }))] : []));
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (e) {
    const area = el('textarea', { class: 'sr-only' });
    area.value = text;
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
  button.textContent = 'Copied';
  setTimeout(() => { button.textContent = 'Copy'; }, 1500);
}

// ---- Projects ----------------------------------------------------------------------------------

async function projectsPage(view) {
  const my = renderToken;
  const list = el('div', { id: 'projects' });
  const editor = el('div', { id: 'projectEditor' });
  view.append(el('h1', { text: 'Projects' }),
    el('p', {}, el('button', { type: 'button', id: 'newProject', text: 'New project', onclick: () => projectForm(editor, null, refresh) })),
    editor, list, projects.length ? repositoryForm() : '');
  const copyable = (label, value, id) => el('div', { class: 'copyable' }, el('span', { class: 'label', text: label }),
    el('code', { id, text: value }),
    el('button', { type: 'button', class: 'copy', 'aria-label': `Copy ${label.toLowerCase()}`, text: 'Copy',
      onclick: e => copy(value, e.currentTarget) }));
  function render() {
    const focused = list.contains(document.activeElement) ? document.activeElement.getAttribute('aria-label') : null;
    draw();
    const again = focused && [...list.querySelectorAll('[aria-label]')].find(n => n.getAttribute('aria-label') === focused);
    if (again) again.focus();
  }
  function draw() {
    if (!projects.length) { update(list, [el('p', { class: 'muted', text: 'No projects registered yet (POST /api/v1/projects).' })]); return; }
    update(list, projects.map(p => el('section', { class: 'panel project', 'data-project': p.project_id },
      el('h2', {}, p.name, ' ', el('code', { class: 'muted', text: p.project_id })),
      el('div', { class: 'actions' },
        el('button', { type: 'button', class: 'edit', 'aria-label': `Edit ${p.name} ${p.project_id}`, text: 'Edit',
          onclick: () => projectForm(editor, p, refresh) }),
        el('button', { type: 'button', class: 'delete', 'aria-label': `Delete ${p.name} ${p.project_id}`, text: 'Delete…',
          onclick: () => deleteProject(editor, p, refresh) }),
        el('button', { type: 'button', class: 'rotate', 'aria-label': `New webhook secret for ${p.name} ${p.project_id}`,
          text: 'New webhook secret', onclick: () => rotateSecret(p) }),
        el('button', { type: 'button', class: 'trigger-all', 'aria-label': `Trigger all targets of ${p.name}`, text: 'Trigger all',
          onclick: () => triggerAll(p, () => refresh()) })),
      copyable('Repository', p.config_repository.url, null),
      copyable('Branch', p.config_repository.branch, null),
      copyable('Webhook URL', p.webhook_url, null),
      el('div', { class: 'table-wrap' }, el('table', { class: 'targets' },
        el('thead', {}, el('tr', {}, ['Target', 'Latest build', 'Commit', 'Started', 'SDK repository', 'Latest archive', ''].map(h => el('th', { scope: 'col', text: h })))),
        el('tbody', {}, p.sdk_targets.map(t => {
          const b = t.latest_build;
          return el('tr', { 'data-target': t.id },
            el('td', { 'data-label': 'Target' }, t.id, t.active ? null : el('span', { class: 'muted', text: ' (inactive)' })),
            el('td', { 'data-label': 'Latest build' }, b ? [badge(b.state), ' ', el('a', { href: buildHref(b), text: b.build_id })] : el('span', { class: 'muted', text: 'none yet' })),
            el('td', { 'data-label': 'Commit' }, b ? el('code', { text: b.commit.slice(0, 8) }) : null, b && b.commit_message ? ` ${b.commit_message}` : ''),
            el('td', { 'data-label': 'Started', text: b ? time(b.created_at) : '' }),
            el('td', { 'data-label': 'SDK repository', class: 'sdk-repository' }, t.sdk_repository
              ? [el('code', { text: t.sdk_repository.url }), ` (${t.sdk_repository.branch}, ${t.sdk_repository.auth ? t.sdk_repository.auth.type : 'no credentials'})`]
              : el('span', { class: 'muted', text: 'none' })),
            latestArchiveCell(p, t),   // console-files.js
            el('td', { class: 'actions' }, t.active ? el('button', { type: 'button', class: 'trigger',
              'aria-label': `Trigger ${p.name} ${t.id}`, text: 'Trigger', onclick: () => trigger(p.project_id, t.id, () => refresh()) }) : null));
        })))))));
  }
  async function refresh() {
    await loadProjects();
    if (my !== renderToken) return;
    render();
    stamp();
  }
  render();
  stamp();
  timer = every(POLL_MS * 2, () => refresh().catch(() => {}));
}

// The create / edit form of a project (null: a new one); only what changed is sent on edit.
function projectForm(editor, p, after) {
  const field = (id, label, value, attrs) => el('label', { class: 'field', for: id }, label,
    el('input', Object.assign({ id, name: id, value: value || '' }, attrs || {})));
  const auth = p && p.config_repository.auth;
  const form = el('form', { id: 'projectForm', class: 'panel' },
    el('h2', { text: p ? `Edit ${p.name}` : 'New project' }),
    field('projectName', 'Name', p ? p.name : '', { required: true }),
    field('projectUrl', 'Repository URL', p ? p.config_repository.url : '', { required: true }),
    field('projectBranch', 'Branch', p ? p.config_repository.branch : 'main', { required: true }),
    el('p', { class: 'muted', text: auth ? `Credentials: ${auth.type} (kept unless replaced below)` : 'Public repository (or add a token below)' }),
    field('projectToken', 'Access token (HTTPS; optional)', '', { type: 'password', autocomplete: 'off' }),
    el('p', { class: 'muted', text: 'Targets follow the targets of sdkgen.yaml at the branch head.' }),
    p ? null : el('label', { class: 'field', for: 'projectStartBuilds' },
      el('input', { type: 'checkbox', id: 'projectStartBuilds', checked: true }), ' Start the first builds (one per target)'),
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'saveProject', text: p ? 'Save' : 'Create project' }),
      el('button', { type: 'button', text: 'Cancel', onclick: () => editor.replaceChildren() })),
    el('p', { id: 'projectError', class: 'error-text', role: 'alert' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const v = (id) => form.querySelector(`#${id}`).value.trim();
    const repo = {};
    if (!p || v('projectUrl') !== p.config_repository.url) repo.url = v('projectUrl');
    if (!p || v('projectBranch') !== p.config_repository.branch) repo.branch = v('projectBranch');
    if (v('projectToken')) repo.auth = { type: 'token', token: v('projectToken') };
    const body = {};
    if (!p || v('projectName') !== p.name) body.name = v('projectName');
    if (Object.keys(repo).length) body.config_repository = repo;
    if (!p) body.start_builds = form.querySelector('#projectStartBuilds').checked;
    try {
      const saved = await (await api(p ? 'PATCH' : 'POST', p ? `/api/v1/projects/${encodeURIComponent(p.project_id)}`
        : '/api/v1/projects', { json: body })).json();
      editor.replaceChildren();
      notice('ok', `${p ? 'Saved' : 'Created'} project ${saved.name} (${saved.project_id}): targets ${saved.sdk_targets
        .filter(t => t.active).map(t => t.id).join(', ')}.`);
      after();
    } catch (e) {
      if (e.status !== 401) form.querySelector('#projectError').textContent = `${e.code}: ${e.message}`;
    }
  });
  editor.replaceChildren(form);
  form.querySelector('#projectName').focus();
}

// Deleting a project says first, plainly, that its builds go with it, and how many.
async function deleteProject(editor, p, after) {
  let count = '?';
  try {
    const builds = await getJson(`/api/v1/builds?project=${encodeURIComponent(p.project_id)}&limit=100`);
    count = builds.length >= 100 ? '100 or more' : String(builds.length);
  } catch (e) { /* the count stays unknown */ }
  const box = el('div', { id: 'deleteProject', class: 'panel', role: 'alertdialog', 'aria-labelledby': 'deleteTitle' },
    el('h2', { id: 'deleteTitle', text: `Delete ${p.name}?` }),
    el('p', { id: 'deleteWarning', text: `This deletes project ${p.name} (${p.project_id}) and its ${count} build(s) with their logs. `
      + 'Builds are removed, not kept; SDK archives stay in the artifact-store. This cannot be undone.' }),
    el('div', { class: 'actions' },
      el('button', { type: 'button', id: 'confirmDelete', class: 'danger', text: `Delete project and its ${count} build(s)`,
        onclick: async () => {
          try {
            const r = await (await api('DELETE', `/api/v1/projects/${encodeURIComponent(p.project_id)}`)).json();
            editor.replaceChildren();
            notice('ok', r.message);
            after();
          } catch (e) {
            if (e.status !== 401) notice('error', `Delete of ${p.name} refused: ${e.message}`);
          }
        } }),
      el('button', { type: 'button', text: 'Cancel', onclick: () => editor.replaceChildren() })));
  editor.replaceChildren(box);
  box.querySelector('#confirmDelete').focus();
}

async function rotateSecret(p) {
  try {
    const r = await (await api('POST', `/api/v1/projects/${encodeURIComponent(p.project_id)}/webhook-secret`)).json();
    const item = notice('ok', `New webhook secret for ${p.name} (shown once; put it into the Git host's webhook): `);
    item.querySelector('.notice-text').append(el('code', { class: 'secret', text: r.secret }),
      r.previous_valid_until ? ` — the previous one is accepted until ${time(r.previous_valid_until)}.` : '');
  } catch (e) {
    if (e.status !== 401) notice('error', `New webhook secret for ${p.name} refused: ${e.message}`);
  }
}

// ---- Tokens (admins) ---------------------------------------------------------------------------

async function tokensPage(view) {
  const tokens = await getJson('/api/v1/tokens');
  const fresh = el('div', { id: 'newToken' });
  const form = el('form', { id: 'tokenForm', class: 'panel' },
    el('h2', { text: 'New token' }),
    el('label', { class: 'field', for: 'tokenName' }, 'Name', el('input', { id: 'tokenName', name: 'tokenName', required: true })),
    select('tokenRole', 'Role', 'viewer', [['viewer', 'viewer — reads'], ['operator', 'operator — also trigger, retry, cancel'],
      ['admin', 'admin — also projects, tokens, secrets']]),
    el('label', { class: 'field', for: 'tokenProjects' }, 'Projects (none selected: every project)',
      el('select', { id: 'tokenProjects', name: 'tokenProjects', multiple: true },
        projects.map(p => el('option', { value: p.project_id, text: `${p.name} (${p.project_id})` })))),
    el('label', { class: 'field', for: 'tokenDays' }, 'Expires in (days)',
      el('input', { id: 'tokenDays', name: 'tokenDays', type: 'number', min: '1', max: '3650', value: '90' })),
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'createToken', text: 'Create token' })),
    el('p', { id: 'tokenError', class: 'error-text', role: 'alert' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const chosen = [...form.querySelector('#tokenProjects').selectedOptions].map(o => o.value);
    const body = { name: form.querySelector('#tokenName').value.trim(), role: form.querySelector('#tokenRole').value,
      expires_in_days: parseInt(form.querySelector('#tokenDays').value, 10) };
    if (chosen.length) body.projects = chosen;
    try {
      const t = await (await api('POST', '/api/v1/tokens', { json: body })).json();
      await route();
      $('newToken').replaceChildren(el('div', { class: 'panel new-token', role: 'status' },
        el('p', {}, el('strong', { text: `Token "${t.name}" (${t.role}) created. ` }),
          'Copy it now: it is shown only this once and stored only as a hash.'),
        el('div', { class: 'copyable' }, el('code', { id: 'newTokenValue', text: t.token }),
          el('button', { type: 'button', class: 'copy', 'aria-label': 'Copy the new token', text: 'Copy',
            onclick: e => copy(t.token, e.currentTarget) }))));
    } catch (e) {
      if (e.status !== 401) form.querySelector('#tokenError').textContent = `${e.code}: ${e.message}`;
    }
  });
  const now = new Date().toISOString();
  const stateOf = t => t.revoked_at ? 'revoked' : (t.expires_at && t.expires_at <= now ? 'expired' : 'active');
  const table = el('div', { class: 'table-wrap' }, el('table', { id: 'tokens' },
    el('thead', {}, el('tr', {}, ['Name', 'Role', 'Projects', 'Starts with', 'Created', 'Expires', 'State', '']
      .map(h => el('th', { scope: 'col', text: h })))),
    el('tbody', {}, tokens.map(t => el('tr', { 'data-token': t.id },
      el('td', { 'data-label': 'Name', text: t.name }),
      el('td', { 'data-label': 'Role', text: t.role }),
      el('td', { 'data-label': 'Projects', text: t.projects ? t.projects.map(projectName).join(', ') : 'every project' }),
      el('td', { 'data-label': 'Starts with' }, el('code', { text: `${t.prefix}…` })),
      el('td', { 'data-label': 'Created', text: `${time(t.created_at)} by ${t.created_by}` }),
      el('td', { 'data-label': 'Expires', text: t.expires_at ? time(t.expires_at) : 'never' }),
      el('td', { 'data-label': 'State', class: `token-state ${stateOf(t)}`, text: stateOf(t) }),
      el('td', { class: 'actions' }, stateOf(t) === 'revoked' ? null : el('button', { type: 'button', class: 'revoke',
        'aria-label': `Revoke ${t.name}`, text: 'Revoke', onclick: e => revoke(t, e.currentTarget) })))))));
  view.append(el('h1', { text: 'Tokens' }),
    el('p', { class: 'muted', text: 'Bearer tokens of this service. The bootstrap token (SDKGEN_API_TOKENS) is an admin '
      + 'and is not listed here.' }), fresh, form, el('h2', { text: 'Tokens' }), table);
  stamp();
}

// Revoking asks once more on the same button, so a slip of the mouse revokes nothing.
async function revoke(t, button) {
  if (button.dataset.armed !== 'yes') {
    button.dataset.armed = 'yes';
    button.textContent = 'Confirm revoke';
    setTimeout(() => { button.dataset.armed = ''; button.textContent = 'Revoke'; }, 5000);
    return;
  }
  try {
    await api('DELETE', `/api/v1/tokens/${encodeURIComponent(t.id)}`);
    notice('ok', `Token "${t.name}" revoked: it is refused from now on.`);
    route();
  } catch (e) {
    if (e.status !== 401) notice('error', `Revoking "${t.name}" refused: ${e.message}`);
  }
}

// ---- Status ------------------------------------------------------------------------------------

async function statusPage(view) {
  const my = renderToken;
  const services = el('tbody', { id: 'serviceRows' });
  const groups = el('tbody', { id: 'groupRows' });
  const brokerNote = el('p', { id: 'brokerNote', class: 'muted' });
  const diskRows = el('tbody', { id: 'diskRows' });
  const retentionNote = el('p', { id: 'retentionNote', class: 'muted' });
  view.append(el('h1', { text: 'Status' }),
    el('h2', { text: 'Services' }),
    el('div', { class: 'table-wrap' }, el('table', { class: 'status', id: 'services' },
      el('thead', {}, el('tr', {}, ['Service', 'Health', 'Detail', 'URL'].map(h => el('th', { scope: 'col', text: h })))), services)),
    el('h2', { text: 'Consumer groups' }), brokerNote,
    el('div', { class: 'table-wrap' }, el('table', { class: 'status', id: 'groups' },
      el('thead', {}, el('tr', {}, ['Group', 'State', 'Members', 'Lag', 'Topics'].map(h => el('th', { scope: 'col', text: h })))), groups)),
    el('h2', { text: 'Disk' }), retentionNote,
    el('div', { class: 'table-wrap' }, el('table', { class: 'status', id: 'disk' },
      el('thead', {}, el('tr', {}, ['Service', 'What', 'Size', 'Where'].map(h => el('th', { scope: 'col', text: h })))), diskRows)));
  async function refresh() {
    const s = await getJson('/api/v1/status');
    if (my !== renderToken) return;
    update(services, s.services.map(x => el('tr', { 'data-service': x.name, 'data-status': x.status },
      el('td', { 'data-label': 'Service', text: x.name }),
      el('td', { 'data-label': 'Health' }, el('span', { class: `health ${x.status.toLowerCase()}`, text: x.status })),
      el('td', { 'data-label': 'Detail', text: x.detail || '' }),
      el('td', { 'data-label': 'URL' }, x.url ? el('code', { text: x.url }) : ''))));
    brokerNote.textContent = s.broker_error ? s.broker_error
      : `${s.broker ? `Kafka at ${s.broker}; l` : 'L'}ag = messages not yet consumed by the group.`;
    update(groups, s.consumer_groups.length ? s.consumer_groups.map(g => el('tr', { 'data-group': g.group, 'data-lag': String(g.lag) },
      el('td', { 'data-label': 'Group', text: g.group }),
      el('td', { 'data-label': 'State', text: g.state }),
      el('td', { 'data-label': 'Members', class: g.members ? null : 'warn', text: String(g.members) }),
      el('td', { 'data-label': 'Lag', class: g.lag ? 'warn' : null, text: String(g.lag) }),
      el('td', { 'data-label': 'Topics', text: g.topics.join(', ') }))) : [el('tr', {}, el('td', { colspan: 5, class: 'muted', text: 'No consumer groups.' }))]);
    renderDiskStatus(diskRows, retentionNote, s);
    stamp();
  }
  refreshNow = () => refresh().catch(() => {});
  await refresh();
  timer = every(POLL_MS * 2, refreshNow);
}

// ---- start -------------------------------------------------------------------------------------

document.addEventListener('DOMContentLoaded', () => {
  $('signInForm').addEventListener('submit', signIn);
  $('signOut').addEventListener('click', () => signOut('Signed out.'));
  window.addEventListener('hashchange', route);
  route();
});
