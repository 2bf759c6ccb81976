// sdkgen Builds console: what changed in a build's SDK for its users (issue 23, item 4) — the SemVer
// verdict of the build's public surface against the previous succeeded build of its target, the changes
// grouped by level, and the link to the delivered commit in the SDK repository.
// Uses console.js's helpers (el, getJson, buildPath, buildHref).
'use strict';

// The surface diff of a build: {against_build_id, targets: [{language, oldVersion, newVersion, verdict,
// changes: [{level, what, name, kind, reason, before, after, pointer}]}], diagnostics: [...]}
const SURFACE_DIFF_PATH = '/surface-diff';
const SURFACE_LEVELS = ['major', 'minor', 'patch'];
const VERDICT_TEXT = {
  major: 'a breaking change: major version', minor: 'additions: minor version', patch: 'no API change: patch version',
  none: 'the public surface did not change', initial: 'the first build of this target: nothing to compare with',
};

// The verdict badge next to the build's title (b.surface = {verdict, against_build_id, changes}).
function verdictBadge(surface) {
  const v = String(surface.verdict || '').toLowerCase();
  return el('span', { class: `verdict ${v}`, id: 'verdict', title: VERDICT_TEXT[v] || v,
    text: `SemVer: ${v}${surface.changes ? ` · ${surface.changes} change${surface.changes === 1 ? '' : 's'}` : ''}` });
}

// The build page's "What changed" section; nothing at all while the build has no surface.
async function surfaceSection(container, b, my) {
  if (!b.surface) return;
  const v = String(b.surface.verdict || '').toLowerCase();
  if (!b.surface.against_build_id) {
    container.replaceChildren(el('h2', { text: 'What changed' }), el('p', { class: 'muted', id: 'surfaceNote', text: VERDICT_TEXT[v] || v }));
    return;
  }
  const diff = await getJson(buildPath(b) + SURFACE_DIFF_PATH);
  if (my !== renderToken) return;
  container.replaceChildren(...surfaceView(b, diff));
}

function surfaceView(b, diff) {
  const target = (diff.targets || [])[0] || { changes: [] };
  const against = diff.against_build_id || b.surface.against_build_id;
  const out = [el('h2', { text: 'What changed' }),
    el('p', { class: 'muted', id: 'surfaceSummary' }, `The ${target.language || b.sdk_target_id} SDK's public surface against `,
      el('a', { href: buildHref({ project_id: b.project_id, sdk_target_id: b.sdk_target_id, build_id: against }), text: against }),
      target.oldVersion ? ` (${target.oldVersion} → ${target.newVersion})` : '', `: `,
      el('strong', { text: String(target.verdict || b.surface.verdict).toLowerCase() }), '.')];
  for (const d of diff.diagnostics || []) {
    out.push(el('div', { class: `surface-diagnostic ${d.severity}`, 'data-code': d.code, role: 'note' },
      el('strong', { text: d.code }), ` ${d.title}`, (d.details || []).length
        ? el('div', { class: 'details', text: d.details.map(x => `${x.label}: ${x.value}`).join('\n') }) : null));
  }
  for (const level of SURFACE_LEVELS) {
    const changes = target.changes.filter(c => String(c.level).toLowerCase() === level);
    if (!changes.length) continue;
    out.push(el('section', { class: `surface-level ${level}`, 'data-level': level },
      el('h3', {}, el('span', { class: `verdict ${level}`, text: level }), ` ${changes.length} change${changes.length === 1 ? '' : 's'}`),
      el('ul', { class: 'surface-changes' }, changes.map(c => el('li', { class: 'surface-change' },
        el('span', { class: `kind ${String(c.kind).toLowerCase()}`, text: String(c.kind).toLowerCase() }), ` ${c.what} `,
        el('code', { text: c.name }),
        c.before != null || c.after != null ? [' ', el('code', { class: 'before', text: c.before == null ? '—' : c.before }), ' → ',
          el('code', { class: 'after', text: c.after == null ? '—' : c.after })] : null,
        el('div', { class: 'muted reason', text: c.reason + (c.pointer ? ` (spec: ${c.pointer})` : '') }))))));
  }
  if (!target.changes.length) out.push(el('p', { class: 'muted', text: VERDICT_TEXT.none }));
  return out;
}

// The delivered commit's page when the SDK repository is an https URL of a GitHub/GitLab-style host
// (https://host/owner/repo[.git]); null otherwise (SSH URLs, local paths: no web page known).
function commitUrl(repositoryUrl, sha) {
  if (!repositoryUrl || !/^[0-9a-f]{7,64}$/.test(sha || '')) return null;
  const m = /^https:\/\/([^/?#@\s]+)\/([^?#\s]+?)(?:\.git)?\/?$/.exec(repositoryUrl);
  if (!m || m[2].split('/').filter(Boolean).length < 2) return null;
  return `https://${m[1]}/${m[2]}/commit/${sha}`;
}
