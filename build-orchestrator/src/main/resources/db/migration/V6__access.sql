-- Access per person and project (docs/api.md, "Authentication"): API tokens as records, per-project
-- webhook secrets, and the audit log of every write.

-- An API token. The secret is never stored: token_hash is the hex SHA-256 of the whole token
-- (the token is 256 random bits, so a fast hash is enough; see docs/api.md). The api-gateway makes
-- and hashes tokens; this service sees only the hash.
create table api_token (
    id          varchar(64)  primary key,
    name        varchar(200) not null,
    token_hash  char(64)     not null unique,
    -- the token's first characters, shown in lists so that a holder can recognise it
    prefix      varchar(32)  not null,
    -- viewer | operator | admin
    role        varchar(16)  not null,
    -- space-separated project ids the token is limited to; null: every project
    projects    text,
    created_by  varchar(200) not null,
    created_at  timestamptz  not null,
    expires_at  timestamptz,
    revoked_at  timestamptz
);

-- A project's webhook secret and, during its grace period, the one it replaced.
-- Sealed by the api-gateway (AES-256-GCM, sdkgen.git.secrets-key, bound to the project id): HMAC
-- needs the secret itself, so it cannot be hashed; this service cannot open it.
create table webhook_secret (
    project_id         varchar(64)  primary key references project (id) on delete cascade,
    sealed             text         not null,
    created_at         timestamptz  not null,
    -- the secret it replaced, accepted until previous_valid_until (null: none)
    previous_sealed    text,
    previous_valid_until timestamptz
);

-- Every write through the public API, who (the token's id and name), what, when, on which entity.
create table audit_entry (
    id          bigserial    primary key,
    at          timestamptz  not null,
    actor_id    varchar(64)  not null,
    actor_name  varchar(200) not null,
    action      varchar(100) not null,
    target_type varchar(32)  not null,
    target_id   varchar(200),
    project_id  varchar(64),
    status      integer      not null,
    detail      text
);
create index audit_newest on audit_entry (at desc, id desc);
