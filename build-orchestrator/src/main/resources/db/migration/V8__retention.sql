-- Retention (docs/services.md, "Retention"): finished builds beyond the policy lose their log lines,
-- SDK archive and IR document; the build row stays and says what was removed.

-- the attempts 1..trimmed_attempt had their log lines removed (null: nothing removed); the SDK archive
-- and IR document named on the row are gone when trimmed_attempt = attempt
alter table build add column trimmed_attempt   int;
alter table build add column trimmed_at        timestamptz;
alter table build add column trimmed_log_lines int;
-- true while the artifact-store has not confirmed the removal of the row's archive and IR document
alter table build add column blobs_pending     boolean not null default false;
create index build_blobs_pending on build (blobs_pending) where blobs_pending;

-- one run of the retention job (scheduled, or asked for through the internal API)
create table retention_run (
    id                bigint generated always as identity primary key,
    started_at        timestamptz  not null,
    finished_at       timestamptz  not null,
    -- null: every project; else the one project the run was limited to
    project_id        varchar(64),
    builds_trimmed    int          not null,
    log_lines_removed bigint       not null,
    blobs_removed     int          not null,
    bytes_removed     bigint       not null,
    -- blobs still to remove (the artifact-store unreachable, or written within the upload grace)
    blobs_pending     int          not null,
    note              text
);
