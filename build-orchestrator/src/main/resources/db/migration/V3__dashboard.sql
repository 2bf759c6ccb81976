-- The Builds console: when each attempt entered validating and generating (its timeline), the
-- commit's subject line, and an index for the list of builds across all projects (newest first).
alter table build_attempt add column validating_at timestamptz;
alter table build_attempt add column generating_at timestamptz;
alter table build add column commit_message varchar(1000);
create index build_newest on build (created_at desc, id desc);
