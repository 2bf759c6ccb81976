package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What a build's SDK is made of and what changed in it (docs/api.md, "Files of a build's SDK"): the
 * archive's file tree, one file's text, the files added, removed and changed since the previous succeeded
 * build of the target, one file's unified diff, and the target's latest succeeded archive at a stable URL.
 */
@Path("/api/v1/projects/{projectId}/sdk-targets/{targetId}")
@Produces(MediaType.APPLICATION_JSON)
public class SdkFilesResource {

    private static final String BUILD = "/sdk-builds/{buildId}";
    private static final MediaType TEXT = MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8");

    private final SdkArchives archives;

    public SdkFilesResource(SdkArchives archives) {
        this.archives = archives;
    }

    /** {@code {"build_id", "artifact_sha256", "root", "files": [{"path", "size", "sha256", "text"}]}}. */
    @GET
    @Path(BUILD + "/files")
    public JsonNode files(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                          @PathParam("buildId") String buildId) {
        JsonNode build = build(projectId, targetId, buildId);
        JsonNode listing = archives.files(build.path("artifact").path("id").asText());
        ObjectNode answer = JsonNodeFactory.instance.objectNode().put("build_id", buildId)
                .put("artifact_sha256", build.path("artifact").path("sha256").asText());
        answer.set("root", listing.path("root"));
        answer.set("files", listing.path("files"));
        return answer;
    }

    /** One file's text; 415 {@code binary_file} for a file that is not UTF-8 text, 404 {@code file_not_found}. */
    @GET
    @Path(BUILD + "/files/{path: .+}")
    @Produces(MediaType.WILDCARD)
    public Response file(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                         @PathParam("buildId") String buildId, @PathParam("path") String path) {
        checkPath(path);
        JsonNode build = build(projectId, targetId, buildId);
        SdkArchives.File file = archives.file(build.path("artifact").path("id").asText(), path)
                .orElseThrow(() -> notInArchive(buildId, path));
        if (!file.text()) {
            throw new ApiException(415, "binary_file", path + " is not UTF-8 text; it is in the archive (…/artifact)");
        }
        return Response.ok(file.bytes(), TEXT).build();
    }

    /**
     * The files added, removed and changed (by SHA-256) since the build's previous succeeded build (the orchestrator's,
     * which its surface is compared with): {@code {"build_id", "against_build_id", "against_available", "added",
     * "removed", "changed", "unchanged"}}; with no previous build, {@code against_build_id} is null and the lists are
     * empty, and so they are when that build's archive is gone ({@code against_available} false).
     */
    @GET
    @Path(BUILD + "/files-diff")
    public JsonNode filesDiff(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                              @PathParam("buildId") String buildId) {
        JsonNode build = build(projectId, targetId, buildId);
        Optional<JsonNode> previous = archives.previousSucceeded(build);
        ObjectNode answer = JsonNodeFactory.instance.objectNode().put("build_id", buildId);
        answer.put("against_build_id", previous.map(p -> p.path("build_id").asText()).orElse(null));
        answer.put("against_available", previous.filter(SdkArchives::comparable).isPresent());
        ArrayNode added = answer.putArray("added");
        ArrayNode removed = answer.putArray("removed");
        ArrayNode changed = answer.putArray("changed");
        int unchanged = 0;
        if (previous.filter(SdkArchives::comparable).isPresent()) {
            Map<String, String> now = shas(archives.files(build.path("artifact").path("id").asText()));
            Map<String, String> then = shas(archives.files(previous.get().path("artifact").path("id").asText()));
            for (Map.Entry<String, String> e : now.entrySet()) {
                String old = then.get(e.getKey());
                if (old == null) {
                    added.add(e.getKey());
                } else if (!old.equals(e.getValue())) {
                    changed.add(e.getKey());
                } else {
                    unchanged++;
                }
            }
            then.keySet().stream().filter(p -> !now.containsKey(p)).forEach(removed::add);
        }
        return answer.put("unchanged", unchanged);
    }

    /**
     * One file's unified diff against the previous succeeded build ({@code X-Against-Build-Id}): empty when
     * unchanged, {@code Binary files … differ} for a binary file; 404 {@code no_previous_build}, 404
     * {@code artifact_removed} when that build's archive is gone, or {@code file_not_found} when neither build has
     * the file.
     */
    @GET
    @Path(BUILD + "/files-diff/{path: .+}")
    @Produces(MediaType.WILDCARD)
    public Response fileDiff(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                             @PathParam("buildId") String buildId, @PathParam("path") String path) {
        checkPath(path);
        JsonNode build = build(projectId, targetId, buildId);
        JsonNode previous = archives.previousSucceeded(build).orElseThrow(() -> new ApiException(404, "no_previous_build",
                "build " + buildId + " has no earlier succeeded build of " + targetId + " to compare with"));
        if (!SdkArchives.comparable(previous)) {
            throw new ApiException(404, "artifact_removed", "the SDK archive of build " + previous.path("build_id").asText()
                    + ", which build " + buildId + " is compared with, was removed (retention policy or a retry)");
        }
        Optional<SdkArchives.File> now = archives.file(build.path("artifact").path("id").asText(), path);
        Optional<SdkArchives.File> then = archives.file(previous.path("artifact").path("id").asText(), path);
        if (now.isEmpty() && then.isEmpty()) {
            throw notInArchive(buildId, path);
        }
        String diff;
        if (now.map(SdkArchives.File::text).orElse(true) && then.map(SdkArchives.File::text).orElse(true)) {
            diff = LineDiff.unified(path, then.map(SdkArchives.File::string).orElse(null), now.map(SdkArchives.File::string).orElse(null));
        } else {
            boolean same = now.isPresent() && then.isPresent() && java.util.Arrays.equals(now.get().bytes(), then.get().bytes());
            diff = same ? "" : "Binary files " + (then.isPresent() ? "a/" + path : "/dev/null") + " and "
                    + (now.isPresent() ? "b/" + path : "/dev/null") + " differ\n";
        }
        return Response.ok(diff, TEXT).header("X-Against-Build-Id", previous.path("build_id").asText()).build();
    }

    /**
     * The stable URL of the target's newest succeeded SDK archive: served as {@code …/artifact} serves a
     * build's (with {@code X-Build-Id} naming the build); 404 {@code artifact_not_available} before the first.
     */
    @GET
    @Path("/artifact/latest")
    @Produces(MediaType.WILDCARD)
    public Response latest(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId) {
        ProjectsResource.id(projectId);
        ProjectsResource.id(targetId);
        JsonNode build = archives.latestSucceeded(projectId, targetId).orElseGet(() -> {
            archives.target(projectId, targetId); // 404 for an unknown project or target
            throw new ApiException(404, "artifact_not_available", "target " + targetId + " of project " + projectId
                    + " has no succeeded build yet");
        });
        return archives.download(build);
    }

    private JsonNode build(String projectId, String targetId, String buildId) {
        ProjectsResource.id(projectId);
        ProjectsResource.id(targetId);
        ProjectsResource.id(buildId);
        return archives.withArchive(projectId, targetId, buildId);
    }

    /** 400 {@code invalid_path} for a path that could leave the archive's folder (the artifact-store checks it too). */
    private static void checkPath(String path) {
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty() || segment.equals(".") || segment.equals("..") || segment.contains("\\")) {
                throw new ApiException(400, "invalid_path", "a file path is relative to the SDK's folder, without '..', '.', "
                        + "empty segments or backslashes: " + (path.length() > 80 ? path.substring(0, 80) + "..." : path));
            }
        }
    }

    private static ApiException notInArchive(String buildId, String path) {
        return new ApiException(404, "file_not_found", "the SDK of build " + buildId + " has no file " + path);
    }

    private static Map<String, String> shas(JsonNode listing) {
        Map<String, String> shas = new TreeMap<>();
        listing.path("files").forEach(f -> shas.put(f.path("path").asText(), f.path("sha256").asText()));
        return shas;
    }
}
