-- SDK repositories and delivery (docs/services.md, "Delivery"): a target may name the Git
-- repository its SDK is committed to; its credentials are sealed by the api-gateway like the
-- Config Repository's (ciphertext only, bound to the SDK repository's URL).
create table sdk_repository (
    project_id  varchar(64)   not null references project (id),
    target_id   varchar(32)   not null,
    url         varchar(2000) not null,
    branch      varchar(255)  not null,
    -- null (no credentials: a local repository in development) | token | ssh_key
    type        varchar(16),
    username    varchar(200),
    public_key  text,
    fingerprint varchar(100),
    known_hosts text,
    sealed      text,
    created_at  timestamptz   not null,
    updated_at  timestamptz   not null,
    primary key (project_id, target_id)
);

-- the delivery of the current attempt's SDK: null before the attempt succeeded; none | pending |
-- delivered | failed; each deliver retry is a new delivery_attempt
alter table build add column sdk_name varchar(200);
alter table build add column sdk_version varchar(100);
alter table build add column delivery_state varchar(16);
alter table build add column delivery_attempt int not null default 0;
alter table build add column delivery_url varchar(2000);
alter table build add column delivery_branch varchar(255);
alter table build add column delivery_commit varchar(64);
alter table build add column delivery_committed boolean;
alter table build add column delivery_tag varchar(255);
alter table build add column delivery_reason text;
alter table build add column delivery_updated_at timestamptz;
