-- Builds that resolve (issue 24): a failed or stuck build followed by a later succeeded build of the
-- same target names that build here (its successor lists it by this column); `cancelled` needs no
-- schema change (state is a varchar).
alter table build add column superseded_by varchar(64) references build (id);
create index build_superseded_by on build (superseded_by);

-- Crashes that show: the service instance that last sent a heartbeat for the current attempt, when,
-- and when the orchestrator reported it lost (null while its heartbeats come).
alter table build add column worker_instance varchar(300);
alter table build add column worker_seen_at timestamptz;
alter table build add column worker_lost_at timestamptz;
create index build_worker_seen on build (worker_seen_at) where worker_instance is not null and worker_lost_at is null;
