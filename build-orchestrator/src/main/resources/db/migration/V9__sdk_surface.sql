-- The public surface of a build's SDK and its comparison with the target's previous succeeded build
-- (docs/services.md, "Surface and SemVer verdict"; issue 23): the current attempt's surface.json and diff
-- document in the artifact-store, the verdict (major | minor | patch | none | initial), the build it was
-- compared with, how many changes and warnings (SDKGEN309). Null until the attempt succeeded with one.
alter table build add column surface_id varchar(64);
alter table build add column surface_sha256 varchar(64);
alter table build add column surface_diff_id varchar(64);
alter table build add column surface_diff_sha256 varchar(64);
alter table build add column surface_verdict varchar(16);
alter table build add column surface_against varchar(64);
alter table build add column surface_changes int;
alter table build add column surface_warnings int;
-- the previous succeeded build of a target with a surface, newest first
create index build_target_surface on build (project_id, target_id, finished_at desc) where surface_id is not null;
