// sdkgen Builds console: the files of a build's SDK (issue 23, item 4) — a browsable tree of the archive,
// a file viewer, the files changed since the previous succeeded build of the target marked, and one
// file's diff in red and green lines; and the target's latest archive at its stable URL (projects page).
// Uses console.js's helpers (el, api, getJson, buildPath, bytes, notice, copy).
'use strict';

const OPEN_ALL_FOLDERS_UP_TO = 60;  // files; a larger SDK opens only the folders with changes

function encodePath(path) { return path.split('/').map(encodeURIComponent).join('/'); }

// {name, path, folders: Map, files: []} from the listing's paths
function fileTree(files) {
  const root = { name: '', path: '', folders: new Map(), files: [] };
  for (const f of files) {
    const parts = f.path.split('/');
    let node = root;
    for (let i = 0; i < parts.length - 1; i++) {
      if (!node.folders.has(parts[i])) {
        node.folders.set(parts[i], { name: parts[i], path: parts.slice(0, i + 1).join('/'), folders: new Map(), files: [] });
      }
      node = node.folders.get(parts[i]);
    }
    node.files.push(Object.assign({ name: parts[parts.length - 1] }, f));
  }
  return root;
}

// The build page's "Files" section: loaded once the build has its archive.
async function filesSection(container, b, my) {
  const [listing, diff] = await Promise.all([getJson(`${buildPath(b)}/files`), getJson(`${buildPath(b)}/files-diff`)]);
  if (my !== renderToken) return;
  const marks = new Map([...diff.added.map(p => [p, 'added']), ...diff.changed.map(p => [p, 'changed'])]);
  // the build compared with, when its archive is still there to compare (against_available)
  const base = diff.against_available === false ? null : diff.against_build_id;
  const viewer = el('div', { id: 'fileViewer', class: 'file-viewer' },
    el('p', { class: 'muted', text: 'Choose a file to see its text' + (base ? ' or what changed in it.' : '.') }));
  const open = (path, mode) => showFile(viewer, b, path, mode, base);
  const tree = el('ul', { class: 'file-tree', id: 'fileTree' },
    ...treeItems(fileTree(listing.files), marks, open, listing.files.length <= OPEN_ALL_FOLDERS_UP_TO));
  const removed = diff.removed.length ? el('div', { class: 'removed-files' }, el('h3', { text: `Removed (${diff.removed.length})` }),
    el('ul', { class: 'file-tree', id: 'removedFiles' }, diff.removed.map(p => el('li', { class: 'file removed', 'data-path': p, 'data-mark': 'removed' },
      el('button', { type: 'button', class: 'file-link', text: p, onclick: () => open(p, 'diff') }),
      el('span', { class: 'mark removed', text: 'removed' }))))) : null;
  const against = diff.against_build_id
    ? [`Compared with the previous succeeded build of ${b.sdk_target_id}, `,
      el('a', { href: buildHref({ project_id: b.project_id, sdk_target_id: b.sdk_target_id, build_id: diff.against_build_id }),
        id: 'againstBuild', text: diff.against_build_id }),
      base ? `: ${diff.added.length} added, ${diff.changed.length} changed, ${diff.removed.length} removed, ${diff.unchanged} unchanged.`
        : ': its archive was removed, so no file can be compared.']
    : ['The first succeeded build of this target: nothing to compare with.'];
  container.replaceChildren(el('h2', { text: `Files (${listing.files.length})` }),
    el('p', { id: 'filesSummary', class: 'muted' }, ...against),
    el('div', { class: 'files-layout' }, el('div', { class: 'files-nav' }, tree, removed), viewer));
}

function treeItems(node, marks, open, openAll) {
  const folders = [...node.folders.values()].sort((x, y) => x.name.localeCompare(y.name)).map(f => {
    const changes = [...marks.keys()].filter(p => p.startsWith(f.path + '/')).length;
    return el('li', { class: 'folder', 'data-path': f.path },
      el('details', { open: openAll || changes > 0 },
        el('summary', {}, `${f.name}/`, changes ? el('span', { class: 'mark changed', text: `${changes} changed` }) : null),
        el('ul', {}, ...treeItems(f, marks, open, openAll))));
  });
  const files = node.files.map(f => {
    const mark = marks.get(f.path);
    return el('li', { class: `file${mark ? ' ' + mark : ''}`, 'data-path': f.path, 'data-mark': mark || null },
      el('button', { type: 'button', class: 'file-link', text: f.name, title: f.path,
        onclick: () => open(f.path, mark ? 'diff' : 'file') }),
      mark ? el('span', { class: `mark ${mark}`, text: mark }) : null,
      el('span', { class: 'muted size', text: ` ${bytes(f.size)}${f.text ? '' : ' · binary'}` }));
  });
  return [...folders, ...files];
}

// One file in the viewer: its text, or its unified diff against the previous succeeded build.
async function showFile(viewer, b, path, mode, against) {
  const switcher = el('span', { class: 'actions' },
    el('button', { type: 'button', id: 'showFile', 'aria-pressed': String(mode === 'file'), text: 'File',
      onclick: () => showFile(viewer, b, path, 'file', against) }),
    against ? el('button', { type: 'button', id: 'showDiff', 'aria-pressed': String(mode === 'diff'), text: `Diff against ${against}`,
      onclick: () => showFile(viewer, b, path, 'diff', against) }) : null);
  viewer.dataset.path = path;
  viewer.dataset.mode = mode;
  viewer.replaceChildren(el('div', { class: 'viewer-head' }, el('code', { id: 'viewerPath', text: path }), ' ', switcher),
    el('p', { class: 'muted', text: 'Loading…' }));
  let body;
  try {
    const text = await (await api('GET', `${buildPath(b)}/${mode === 'diff' ? 'files-diff' : 'files'}/${encodePath(path)}`)).text();
    body = mode === 'diff' ? diffView(text) : el('pre', { class: 'code', id: 'fileText', tabindex: '0', text });
  } catch (e) {
    if (e.status === 401) return;
    body = el('p', { class: e.status === 415 ? 'muted' : 'error-text', id: 'fileError',
      text: e.status === 415 ? 'A binary file: download the SDK archive to see it.' : e.message });
  }
  if (viewer.dataset.path !== path || viewer.dataset.mode !== mode) return;  // another file was chosen meanwhile
  viewer.lastChild.replaceWith(body);
}

// A unified diff, each line coloured by what it is: removed red, added green, hunk headers blue.
function diffView(text) {
  if (!text) return el('p', { class: 'muted', id: 'fileDiff', text: 'No change in this file.' });
  const lines = text.replace(/\n$/, '').split('\n').map(line => {
    const kind = /^(---|\+\+\+) /.test(line) ? 'meta' : line.startsWith('@@') ? 'hunk'
      : line.startsWith('+') ? 'add' : line.startsWith('-') ? 'del' : line.startsWith('\\') ? 'meta' : 'ctx';
    return el('span', { class: `diff-line ${kind}`, text: line || ' ' });
  });
  return el('pre', { class: 'diff', id: 'fileDiff', tabindex: '0' }, ...lines);
}

// Projects page: the target's latest succeeded archive at its stable URL, copyable, and a Download button.
function latestArchiveCell(p, t) {
  const path = `/api/v1/projects/${encodeURIComponent(p.project_id)}/sdk-targets/${encodeURIComponent(t.id)}/artifact/latest`;
  return el('td', { 'data-label': 'Latest archive', class: 'latest-archive' },
    el('code', { class: 'latest-url', text: location.origin + path }), ' ',
    el('button', { type: 'button', class: 'copy-latest', 'aria-label': `Copy the latest archive URL of ${p.name} ${t.id}`, text: 'Copy',
      onclick: e => copy(location.origin + path, e.currentTarget) }), ' ',
    el('button', { type: 'button', class: 'download-latest', 'aria-label': `Download the latest archive of ${p.name} ${t.id}`,
      text: 'Download', onclick: () => downloadLatest(path, `${p.name} / ${t.id}`) }));
}

async function downloadLatest(path, what) {
  try {
    const response = await api('GET', path);
    const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') || '');
    const url = URL.createObjectURL(await response.blob());
    const a = el('a', { href: url, download: name ? name[1] : 'sdk.zip' });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    notice('ok', `Downloading the latest archive of ${what} (build ${response.headers.get('X-Build-Id')}).`);
  } catch (e) {
    if (e.status !== 401) notice('error', `Latest archive of ${what}: ${e.message}`);
  }
}
