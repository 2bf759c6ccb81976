'use strict';
// The Builds console's operations pages, beside console.js (whose helpers it uses): the disk use and
// the last retention run on the Status page, and the Audit page (admins). docs/services.md, "The Builds console".

// ---- Status: disk use and retention ------------------------------------------------------------

// The services' disk use (GET /api/v1/status: services[].disk) as rows, and the last retention run as a sentence.
function renderDiskStatus(rows, note, s) {
  const items = s.services.flatMap(x => (x.disk || []).map(d => [x.name, d]));
  update(rows, items.length ? items.map(([service, d]) => el('tr', { 'data-disk': `${service}/${d.name}`, 'data-bytes': String(d.bytes) },
    el('td', { 'data-label': 'Service', text: service }),
    el('td', { 'data-label': 'What', text: DISK_NAMES[d.name] || d.name }),
    el('td', { 'data-label': 'Size', class: 'num', text: bytes(d.bytes) }),
    el('td', { 'data-label': 'Where' }, d.path ? el('code', { text: d.path }) : '')))
    : [el('tr', {}, el('td', { colspan: 4, class: 'muted', text: 'No service reported its disk use.' }))]);
  note.textContent = retentionSentence(s.retention);
}

const DISK_NAMES = { database: 'database (pg_database_size)', artifacts: 'SDK archives and IR documents',
  cache: 'clone cache', work: 'work directories' };

function retentionSentence(r) {
  if (!r) return 'The retention policy has not run yet.';
  const scope = r.project_id ? ` (project ${projectName(r.project_id)} only)` : '';
  const pending = r.blobs_pending ? `; ${r.blobs_pending} builds' files still to remove${r.note ? ' — ' + r.note : ''}` : '';
  return `Last retention run ${time(r.finished_at)}${scope}: ${r.builds_trimmed} builds trimmed, `
    + `${r.log_lines_removed} log lines and ${r.blobs_removed} stored files (${bytes(r.bytes_removed)}) removed${pending}.`;
}

// ---- Audit (admins) ------------------------------------------------------------------------------

// Shows the Audit link only to tokens that may read the audit log (a 403 hides it); asked once per token.
let auditAllowedFor = null;
async function showAuditLink() {
  const link = $('auditLink');
  if (!link || auditAllowedFor === token()) return;
  try {
    await api('GET', '/api/v1/audit?limit=1');
    link.hidden = false;
  } catch (e) {
    link.hidden = true;
  }
  auditAllowedFor = token();
}

// #/audit?project=&actor=&before= : the newest entries first, filtered by project and actor, paged by entry id.
async function auditPage(view, params) {
  const query = new URLSearchParams({ limit: '50' });
  for (const k of ['project', 'actor', 'before']) if (params.get(k)) query.set(k, params.get(k));
  const entries = await getJson(`/api/v1/audit?${query}`);
  const form = el('form', { id: 'auditFilters', class: 'filters' },
    el('label', { class: 'field', for: 'auditProject' }, 'Project',
      el('select', { id: 'auditProject', name: 'project' }, el('option', { value: '', text: 'every project' }),
        projects.map(p => el('option', { value: p.project_id, selected: p.project_id === params.get('project'),
          text: `${p.name} (${p.project_id})` })))),
    el('label', { class: 'field', for: 'auditActor' }, 'Actor (token name or id)',
      el('input', { id: 'auditActor', name: 'actor', value: params.get('actor') || '' })),
    el('div', { class: 'actions' }, el('button', { type: 'submit', text: 'Filter' })));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const k of ['project', 'actor']) {
      const v = form.querySelector(`[name=${k}]`).value.trim();
      if (v) next.set(k, v);
    }
    location.hash = `#/audit${next.toString() ? '?' + next : ''}`;
  });
  const older = new URLSearchParams(query);
  older.delete('limit');
  if (entries.length) older.set('before', String(entries[entries.length - 1].id));
  view.append(el('h1', { text: 'Audit log' }),
    el('p', { class: 'muted', text: 'Every write through the API — done or refused — and every webhook push, newest first.' }),
    form,
    el('div', { class: 'table-wrap' }, el('table', { id: 'audit' },
      el('thead', {}, el('tr', {}, ['When', 'Who', 'What', 'Which', 'Project', 'Result']
        .map(h => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, entries.length ? entries.map(a => el('tr', { 'data-audit': String(a.id), 'data-status': String(a.status) },
        el('td', { 'data-label': 'When', text: time(a.at) }),
        el('td', { 'data-label': 'Who', text: a.actor_name === a.actor_id ? a.actor_name : `${a.actor_name} (${a.actor_id})` }),
        el('td', { 'data-label': 'What' }, el('code', { text: a.action })),
        el('td', { 'data-label': 'Which', text: a.target_id ? `${a.target_type} ${a.target_id}` : a.target_type || '' }),
        el('td', { 'data-label': 'Project', text: a.project_id ? projectName(a.project_id) : '' }),
        el('td', { 'data-label': 'Result', class: a.status >= 400 ? 'warn' : null,
          text: `${a.status}${a.detail ? ' · ' + a.detail : ''}` })))
        : [el('tr', {}, el('td', { colspan: 6, class: 'muted', text: 'No entries.' }))]))),
    el('p', { class: 'pager' },
      params.get('before') ? el('a', { href: `#/audit${filtersOnly(query)}`, text: 'Newest' }) : null, ' ',
      entries.length === 50 ? el('a', { id: 'auditOlder', href: `#/audit?${older}`, text: 'Older' }) : null));
  stamp();
}

function filtersOnly(query) {
  const q = new URLSearchParams();
  for (const k of ['project', 'actor']) if (query.get(k)) q.set(k, query.get(k));
  return q.toString() ? `?${q}` : '';
}
