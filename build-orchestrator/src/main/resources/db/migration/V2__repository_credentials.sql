-- Credentials of a private Config Repository (docs/api.md, "Private Config Repositories").
-- The secret (token, deploy key) is sealed with AES-GCM by the api-gateway, with a key the
-- orchestrator never has: this table holds ciphertext only, next to what may be shown.
create table repository_credential (
    project_id  varchar(64)  primary key references project (id),
    -- token | ssh_key
    type        varchar(16)  not null,
    -- token: the HTTP user name the token is sent with
    username    varchar(200),
    -- ssh_key: the deploy key's public half and its SHA-256 fingerprint, and the known_hosts lines
    public_key  text,
    fingerprint varchar(100),
    known_hosts text,
    -- v1:base64(nonce + ciphertext + tag), bound to the project's repository URL
    sealed      text         not null,
    created_at  timestamptz  not null
);
