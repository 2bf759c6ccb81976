-- sdkgen build-orchestrator: the system of record for projects, SDK targets, builds and logs.

create table project (
    id             varchar(64)   primary key,
    name           varchar(200)  not null,
    repository_url varchar(2000) not null,
    -- normalised form of repository_url used to match webhook payloads (see RepositoryUrls)
    repository_key varchar(2000) not null,
    branch         varchar(255)  not null,
    created_at     timestamptz   not null
);
create index project_repository on project (repository_key, branch);

create table sdk_target (
    pk         bigint generated always as identity primary key,
    project_id varchar(64) not null references project (id),
    target_id  varchar(32) not null,
    language   varchar(32) not null,
    -- false once the target left the config's `targets`; its builds stay readable
    active     boolean     not null,
    created_at timestamptz not null,
    updated_at timestamptz not null,
    unique (project_id, target_id)
);

create table build (
    id                  varchar(64)   primary key,
    project_id          varchar(64)   not null references project (id),
    target_id           varchar(32)   not null,
    language            varchar(32)   not null,
    repository_url      varchar(2000) not null,
    branch              varchar(255)  not null,
    commit_sha          varchar(64)   not null,
    state               varchar(16)   not null,
    attempt             int           not null,
    reason              varchar(16)   not null,
    created_at          timestamptz   not null,
    updated_at          timestamptz   not null,
    last_progress_at    timestamptz   not null,
    finished_at         timestamptz,
    error_code          varchar(64),
    error_title         varchar(500),
    error_message       text,
    ir_id               varchar(128),
    artifact_id         varchar(128),
    artifact_sha256     varchar(64),
    artifact_size       bigint,
    artifact_media_type varchar(100),
    artifact_file_name  varchar(255)
);
create index build_by_target on build (project_id, target_id, created_at desc);
create index build_active on build (state, last_progress_at);

create table build_attempt (
    pk          bigint generated always as identity primary key,
    build_id    varchar(64) not null references build (id),
    attempt     int         not null,
    state       varchar(16) not null,
    reason      varchar(16) not null,
    created_at  timestamptz not null,
    finished_at timestamptz,
    error_code  varchar(64),
    error_title varchar(500),
    unique (build_id, attempt)
);

create table build_log_line (
    pk        bigint generated always as identity primary key,
    build_id  varchar(64) not null references build (id),
    attempt   int         not null,
    seq       int         not null,
    logged_at timestamptz not null,
    source    varchar(64) not null,
    line      text        not null,
    unique (build_id, attempt, seq)
);

-- every consumed event id; a replayed event finds its id here and changes nothing
create table processed_event (
    event_id     varchar(64)  primary key,
    topic        varchar(100) not null,
    processed_at timestamptz  not null
);

-- every accepted webhook delivery id; a redelivery finds its id here and queues nothing
create table webhook_delivery (
    delivery_id varchar(200) primary key,
    provider    varchar(16)  not null,
    branch      varchar(255) not null,
    commit_sha  varchar(64)  not null,
    builds      int          not null,
    received_at timestamptz  not null
);
