// sdkgen console: the Notifications page (outbound webhooks per project, docs/api.md "Notifications").
// Loaded after console.js and uses its helpers (el, api, getJson, notice, copy, select, time, update, every).
'use strict';

const NOTIFY_EVENTS = ['build.succeeded', 'build.failed', 'build.superseded', 'build.cancelled', 'build.stuck', 'delivery.failed'];
const NOTIFY_DEFAULT = ['build.failed', 'build.succeeded', 'build.superseded'];

function hooksPath(projectId) { return `/api/v1/projects/${encodeURIComponent(projectId)}/notifications`; }

async function notificationsPage(view, projectId) {
  const my = renderToken;
  if (!projects.length) {
    view.append(el('h1', { text: 'Notifications' }), el('p', { class: 'muted', text: 'No projects yet: register one under Projects.' }));
    return;
  }
  const project = projects.find(p => p.project_id === projectId) || projects[0];
  const chooser = select('notifyProject', 'Project', project.project_id, projects.map(p => [p.project_id, `${p.name} (${p.project_id})`]));
  chooser.querySelector('select').addEventListener('change', e => { location.hash = `#/notifications/${encodeURIComponent(e.target.value)}`; });
  const fresh = el('div', { id: 'newEndpoint' });
  const list = el('div', { id: 'endpoints' });
  view.append(el('h1', { text: 'Notifications' }),
    el('p', { class: 'muted', text: 'Outbound webhooks: a signed JSON POST to each endpoint when a build of this project reaches '
      + 'a state it asks for; retried with backoff until a 2xx (a 410 disables the endpoint).' }),
    chooser, fresh, endpointForm(project, fresh), el('h2', { text: 'Endpoints' }), list);
  async function refresh() {
    const endpoints = await getJson(hooksPath(project.project_id));
    const logs = await Promise.all(endpoints.map(e => getJson(`${hooksPath(project.project_id)}/${encodeURIComponent(e.id)}/deliveries?limit=10`)));
    if (my !== renderToken) return;
    update(list, endpoints.length ? endpoints.map((e, i) => endpointView(project, e, logs[i]))
      : [el('p', { class: 'muted', text: 'No endpoints for this project.' })]);
    stamp();
  }
  refreshNow = () => refresh().catch(() => {});
  await refresh();
  timer = every(POLL_MS * 2, refreshNow);
}

function endpointForm(project, fresh) {
  const form = el('form', { id: 'endpointForm', class: 'panel' },
    el('h2', { text: 'New endpoint' }),
    el('label', { class: 'field', for: 'endpointUrl' }, 'URL (http or https)',
      el('input', { id: 'endpointUrl', name: 'endpointUrl', type: 'url', required: true, placeholder: 'https://ci.example.com/hooks/sdkgen' })),
    el('fieldset', { class: 'field' }, el('legend', { text: 'Events' }),
      NOTIFY_EVENTS.map(t => el('label', { class: 'check' }, el('input', { type: 'checkbox', name: 'endpointEvents', value: t,
        checked: NOTIFY_DEFAULT.includes(t) }), ` ${t}`))),
    el('label', { class: 'field', for: 'endpointDescription' }, 'Description (optional)',
      el('input', { id: 'endpointDescription', name: 'endpointDescription', maxlength: '200' })),
    el('div', { class: 'actions' }, el('button', { type: 'submit', id: 'createEndpoint', text: 'Create endpoint' })),
    el('p', { id: 'endpointError', class: 'error-text', role: 'alert' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const body = { url: form.querySelector('#endpointUrl').value.trim(),
      events: [...form.querySelectorAll('input[name=endpointEvents]:checked')].map(i => i.value) };
    const description = form.querySelector('#endpointDescription').value.trim();
    if (description) body.description = description;
    try {
      const e = await (await api('POST', hooksPath(project.project_id), { json: body })).json();
      form.reset();
      form.querySelector('#endpointError').textContent = '';
      fresh.replaceChildren(secretShown(`Endpoint ${e.url} created.`, e.secret));
      refreshNow();
    } catch (e) {
      if (e.status !== 401) form.querySelector('#endpointError').textContent = `${e.code}: ${e.message}`;
    }
  });
  return form;
}

function secretShown(what, secret) {
  return el('div', { class: 'panel new-token', role: 'status' },
    el('p', {}, el('strong', { text: `${what} ` }), 'Copy its signing secret now: it is shown only this once. '
      + 'Receivers check the Sdkgen-Signature header with it (docs/api.md, "Verifying a notification").'),
    el('div', { class: 'copyable' }, el('code', { id: 'newEndpointSecret', text: secret }),
      el('button', { type: 'button', class: 'copy', 'aria-label': 'Copy the signing secret', text: 'Copy',
        onclick: ev => copy(secret, ev.currentTarget) })));
}

// An armed Delete (asked once, waiting for the confirming click) by endpoint id → until when (ms): the list is drawn
// again every few seconds, so the armed state lives here, not on the button the next drawing replaces.
const armedDeletes = new Map();

function endpointView(project, e, deliveries) {
  const path = `${hooksPath(project.project_id)}/${encodeURIComponent(e.id)}`;
  const armed = (armedDeletes.get(e.id) || 0) > Date.now();
  const act = (label, run) => el('button', { type: 'button', class: `endpoint-${label.toLowerCase().replace(/ /g, '-')}`,
    text: label === 'Delete' && armed ? 'Confirm delete' : label, 'data-armed': label === 'Delete' && armed ? 'yes' : null,
    onclick: ev => endpointAction(ev.currentTarget, label, run, e.id) });
  return el('section', { class: 'panel endpoint', 'data-endpoint': e.id, 'data-enabled': String(e.enabled) },
    el('h3', {}, el('code', { text: e.url }), ' ', el('span', { class: `token-state ${e.enabled ? 'active' : 'revoked'}`,
      text: e.enabled ? 'enabled' : 'disabled' })),
    el('dl', { class: 'facts' },
      el('dt', { text: 'Events' }), el('dd', { text: e.events.join(', ') }),
      e.description ? [el('dt', { text: 'Description' }), el('dd', { text: e.description })] : null,
      el('dt', { text: 'Secret' }), el('dd', {}, el('code', { text: `${e.secret_prefix}…` }),
        e.previous_secret_valid_until ? ` (the previous one also signs until ${time(e.previous_secret_valid_until)})` : ''),
      e.disabled_reason ? [el('dt', { text: 'Disabled' }), el('dd', { class: 'error-text', text: e.disabled_reason })] : null),
    el('div', { class: 'actions' },
      act('Send test event', async () => {
        const t = await (await api('POST', `${path}/test`)).json();
        notice('ok', `Test event queued (delivery ${t.delivery_id}); its attempts show below.`);
      }),
      act(e.enabled ? 'Disable' : 'Enable', async () => { await api('PATCH', path, { json: { enabled: !e.enabled } }); }),
      act('Rotate secret', async () => {
        const r = await (await api('POST', `${path}/secret`)).json();
        $('newEndpoint').replaceChildren(secretShown(`New secret for ${r.url}; the previous one also signs until ${time(r.previous_secret_valid_until)}.`, r.secret));
      }),
      act('Delete', async () => { await api('DELETE', path); notice('ok', `Endpoint ${e.url} deleted with its delivery log.`); })),
    el('h4', { text: 'Recent deliveries' }),
    deliveries.length ? el('div', { class: 'table-wrap' }, el('table', { class: 'deliveries' },
      el('thead', {}, el('tr', {}, ['Time', 'Event', 'Delivery', 'Attempt', 'Answer', 'Took', 'Now']
        .map(h => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, deliveries.map(d => el('tr', { 'data-delivery': d.delivery_id, 'data-status': String(d.status_code) },
        el('td', { 'data-label': 'Time', text: time(d.at) }),
        el('td', { 'data-label': 'Event', text: d.type }),
        el('td', { 'data-label': 'Delivery' }, el('code', { text: d.delivery_id })),
        el('td', { 'data-label': 'Attempt', text: String(d.attempt) }),
        el('td', { 'data-label': 'Answer', class: d.status_code >= 200 && d.status_code < 300 ? null : 'warn',
          text: d.status_code != null ? String(d.status_code) : d.error }),
        el('td', { 'data-label': 'Took', text: `${d.duration_ms} ms` }),
        el('td', { 'data-label': 'Now', text: d.state }))))))
      : el('p', { class: 'muted', text: 'No attempts yet.' }));
}

// Delete asks once more on the same button; every action refreshes the page's data when done.
async function endpointAction(button, label, run, id) {
  if (label === 'Delete' && button.dataset.armed !== 'yes') {
    armedDeletes.set(id, Date.now() + 5000);
    button.dataset.armed = 'yes';
    button.textContent = 'Confirm delete';
    setTimeout(() => {
      if ((armedDeletes.get(id) || 0) > Date.now()) return;  // armed again meanwhile: that arming's timer disarms it
      armedDeletes.delete(id);
      const current = document.querySelector(`[data-endpoint="${CSS.escape(id)}"] .endpoint-delete`);
      if (current) { current.dataset.armed = ''; current.textContent = 'Delete'; }
    }, 5000);
    return;
  }
  if (label === 'Delete') armedDeletes.delete(id);
  try {
    await run();
    refreshNow();
  } catch (e) {
    if (e.status !== 401) notice('error', `${label} refused: ${e.message}`);
  }
}
