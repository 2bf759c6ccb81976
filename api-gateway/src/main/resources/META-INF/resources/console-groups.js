// sdkgen Builds console: builds grouped by Config Repository commit (issue 24, item 1) — in the Builds
// view, one group per project and commit of the page with a row per build; on a build page, links to the
// other targets' builds of its commit. Uses console.js's helpers (el, update, rowFor, getJson, ...).
'use strict';

// The builds of the page, grouped: a heading row per project and commit (newest group first), then its builds.
function renderGrouped(tbody, builds) {
  if (!builds.length) {
    tbody.replaceChildren(el('tr', {}, el('td', { colspan: 10, class: 'muted', text: 'No builds match these filters.' })));
    return;
  }
  const groups = new Map();
  for (const b of builds) {
    const key = `${b.project_id} ${b.commit}`;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(b);
  }
  const rows = [];
  for (const list of groups.values()) {
    const b = list[0];
    const message = list.map(x => x.commit_message).find(Boolean);
    const targets = [...new Set(list.map(x => x.sdk_target_id))];
    rows.push(el('tr', { class: 'commit-group', 'data-commit': b.commit, 'data-project': b.project_id },
      el('th', { colspan: 10, scope: 'rowgroup' },
        el('code', { title: b.commit, text: b.commit.slice(0, 8) }), message ? ` ${message}` : '',
        el('span', { class: 'muted' }, ` · ${projectName(b.project_id)} · ${time(b.created_at)} · `,
          `${targets.length} target${targets.length === 1 ? '' : 's'}: ${targets.join(', ')}`))));
    rows.push(...list.map(rowFor));
  }
  update(tbody, rows);
}

// The build page's "Same commit": the other builds of this build's project and commit, across targets.
async function sameCommitLinks(container, b, my) {
  const q = new URLSearchParams({ project: b.project_id, commit: b.commit, limit: '100' });
  const builds = (await getJson(`/api/v1/builds?${q}`)).filter(x => x.build_id !== b.build_id);
  if (my !== renderToken) return;
  container.replaceChildren(...(builds.length ? [el('span', { class: 'muted', text: 'Same commit: ' }),
    ...builds.flatMap((x, i) => [i ? ', ' : null, el('a', { href: buildHref(x), class: 'same-commit-link', 'data-build': x.build_id },
      `${x.sdk_target_id} `, badge(x.state), ` ${x.build_id}`)])]
    : [el('span', { class: 'muted', text: 'No other build of this commit.' })]));
}
