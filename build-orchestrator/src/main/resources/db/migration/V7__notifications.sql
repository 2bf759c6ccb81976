-- Outbound webhooks per project (docs/api.md, "Notifications"; docs/services.md, "Notifications").

-- An endpoint: where a project's notifications go and which event types it wants. The signing secret
-- is sealed by this service (AES-256-GCM with sdkgen.git.secrets-key, bound to the endpoint id): the
-- sender needs the secret itself to sign, so it cannot be hashed.
create table notification_endpoint (
    id               varchar(64)  primary key,
    project_id       varchar(64)  not null references project (id) on delete cascade,
    url              text         not null,
    description      varchar(200),
    -- space-separated event types (build.failed build.succeeded ...)
    events           text         not null,
    enabled          boolean      not null,
    -- why the sender disabled it (a 410 answer), null otherwise
    disabled_reason  text,
    sealed_secret    text         not null,
    secret_prefix    varchar(32)  not null,
    -- after a rotation: the replaced secret, also signed with until previous_valid_until
    previous_sealed_secret text,
    previous_valid_until   timestamptz,
    created_at       timestamptz  not null,
    updated_at       timestamptz  not null
);
create index notification_endpoint_project on notification_endpoint (project_id);

-- The outbox: one row per notification and endpoint, written in the same transaction as the build
-- change it reports. id is the delivery id (Sdkgen-Delivery), the same on every attempt; payload is
-- the exact body, fixed when the row is written.
create table notification (
    id               varchar(64)  primary key,
    endpoint_id      varchar(64)  not null references notification_endpoint (id) on delete cascade,
    event_id         varchar(64)  not null,
    type             varchar(40)  not null,
    build_id         varchar(64),
    payload          text         not null,
    -- pending | delivered | failed | skipped
    state            varchar(16)  not null,
    attempts         integer      not null,
    -- when the sender may take it next (also the lease of a claimed row: an instance that dies
    -- mid-send leaves it to be sent again after the lease)
    next_attempt_at  timestamptz  not null,
    created_at       timestamptz  not null,
    finished_at      timestamptz
);
create index notification_due on notification (next_attempt_at) where state = 'pending';
create index notification_endpoint_newest on notification (endpoint_id, created_at desc);

-- Every attempt to send a notification: when, the answer's status or the error, how long it took.
create table notification_attempt (
    id               bigserial    primary key,
    notification_id  varchar(64)  not null references notification (id) on delete cascade,
    endpoint_id      varchar(64)  not null,
    attempt          integer      not null,
    at               timestamptz  not null,
    status_code      integer,
    error            text,
    duration_ms      integer      not null
);
create index notification_attempt_endpoint on notification_attempt (endpoint_id, id desc);
