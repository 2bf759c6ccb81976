package dev.sdkgen.gateway;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * The SDK archives of builds, as the API serves them: a build's archive (409 while it runs, 404 when it has
 * none), the target's latest succeeded build (by creation), a build's previous succeeded build (the orchestrator's,
 * the one its surface is compared with), and the files inside an archive, read through the artifact-store (which
 * alone opens archives).
 */
@ApplicationScoped
public class SdkArchives {

    /** Pages of 100 succeeded builds looked through for the latest one with an archive. */
    private static final int MAX_PAGES = 10;
    private static final List<String> RUNNING = List.of("queued", "validating", "generating");

    private final Orchestrator orchestrator;
    private final ArtifactStoreClient store;
    private final ObjectMapper json;

    public SdkArchives(Orchestrator orchestrator, @RestClient ArtifactStoreClient store, ObjectMapper json) {
        this.orchestrator = orchestrator;
        this.store = store;
        this.json = json;
    }

    /** One file of an archive: its bytes, and whether the artifact-store found them to be UTF-8 text. */
    public record File(byte[] bytes, boolean text) {
        String string() {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** The build, which has an SDK archive: 409 {@code build_in_progress} while it runs, else 404 {@code artifact_not_available}. */
    public JsonNode withArchive(String projectId, String targetId, String buildId) {
        JsonNode build = orchestrator.call(() -> orchestrator.client().build(projectId, targetId, buildId));
        if (removed(build)) {
            throw new ApiException(404, "artifact_removed", "the SDK archive of build " + buildId
                    + " was removed by the retention policy on " + build.path("trimmed").path("at").asText()
                    + "; retry the build to generate it again");
        }
        if (!build.path("artifact").hasNonNull("id")) {
            String state = build.path("state").asText();
            if (RUNNING.contains(state)) {
                throw new ApiException(409, "build_in_progress", "build " + buildId + " is " + state + "; no archive yet");
            }
            throw new ApiException(404, "artifact_not_available", "build " + buildId + " (" + state + ") has no SDK archive");
        }
        return build;
    }

    /** The target (404 {@code not_found} for an unknown project or target). */
    public JsonNode target(String projectId, String targetId) {
        return orchestrator.call(() -> orchestrator.client().target(projectId, targetId));
    }

    /**
     * The build's previous succeeded build, as the orchestrator defines it (docs/services.md, "The previous succeeded
     * build": the one the build's surface is compared with), if any; its archive may be gone ({@link #comparable}).
     */
    public Optional<JsonNode> previousSucceeded(JsonNode build) {
        try {
            return Optional.of(orchestrator.call(() -> orchestrator.client().previousBuild(build.path("project_id").asText(),
                    build.path("sdk_target_id").asText(), build.path("build_id").asText())));
        } catch (ApiException e) {
            if ("no_previous_build".equals(e.code())) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** Whether the build has an archive to compare with: not removed by the retention policy, nor by a retry. */
    public static boolean comparable(JsonNode build) {
        return build.path("artifact").hasNonNull("id") && !removed(build);
    }

    /** The target's newest succeeded build with an archive (by creation), if any. */
    public Optional<JsonNode> latestSucceeded(String projectId, String targetId) {
        String cursor = null;
        for (int page = 0; page < MAX_PAGES; page++) {
            String after = cursor;
            Orchestrator.Reply reply = orchestrator.call(() -> orchestrator.client().allBuilds(projectId, targetId,
                    "succeeded", null, null, null, 100, after), ProjectsResource.NEXT_CURSOR);
            for (JsonNode b : reply.body()) {
                if (comparable(b)) {
                    return Optional.of(b);
                }
            }
            if (reply.header() == null) {
                return Optional.empty();
            }
            cursor = reply.header();
        }
        return Optional.empty();
    }

    /** Whether the retention policy removed the build's archive (its row, and artifact id, stay). */
    private static boolean removed(JsonNode build) {
        return build.path("trimmed").path("artifact_removed").asBoolean(false);
    }

    /** {@code {"root", "files": [{"path", "size", "sha256", "text"}]}} of an archive. */
    public JsonNode files(String artifactId) {
        try (Response r = exchange(() -> store.files(artifactId))) {
            return json.readTree(r.readEntity(String.class));
        } catch (JsonProcessingException e) {
            throw new ApiException(502, "artifact_store_error", "the artifact-store answered with invalid JSON");
        }
    }

    /** One file of an archive, if it has it. */
    public Optional<File> file(String artifactId, String path) {
        try (Response r = exchange(() -> store.file(artifactId, path))) {
            String type = r.getHeaderString("Content-Type");
            return Optional.of(new File(r.readEntity(byte[].class), type != null && type.startsWith("text/plain")));
        } catch (ApiException e) {
            if ("file_not_found".equals(e.code())) {
                return Optional.empty();
            }
            throw e;
        }
    }

    /** The archive of a build as the API serves it: its bytes, SHA-256 ({@code X-Checksum-SHA256}, {@code Digest}) and file name. */
    public Response download(JsonNode build) {
        JsonNode artifact = build.path("artifact");
        Response stored = exchange(() -> store.download(artifact.get("id").asText()));
        return Response.ok(stored.readEntity(InputStream.class), artifact.path("media_type").asText("application/zip"))
                .header("X-Checksum-SHA256", artifact.path("sha256").asText())
                .header("Digest", stored.getHeaderString("Digest"))
                .header("Content-Disposition", "attachment; filename=\"" + artifact.path("file_name").asText("sdk.zip") + "\"")
                .header("X-Build-Id", build.path("build_id").asText())
                .build();
    }

    /**
     * One call to the artifact-store: its 2xx answer, or its error as ours — an archive it lost is 502
     * {@code artifact_missing}, an unreachable store 503; its other errors (a file not in the archive, an
     * unsafe path, a file too large; not an archive, as 422) keep their code.
     */
    private Response exchange(Supplier<Response> call) {
        Response r;
        try {
            r = call.get();
        } catch (WebApplicationException e) {
            r = e.getResponse();
        } catch (ProcessingException e) {
            throw new ApiException(503, "artifact_store_unavailable", "the artifact-store cannot be reached");
        }
        if (r.getStatus() < 300) {
            return r;
        }
        String code = "";
        String message = "";
        try (Response failed = r) {
            JsonNode error = json.readTree(failed.readEntity(String.class)).path("error");
            code = error.path("code").asText("");
            message = error.path("message").asText("");
        } catch (JsonProcessingException | ProcessingException e) {
            // not our error shape
        }
        if (code.equals("not_found")) {
            throw new ApiException(502, "artifact_missing", "the artifact-store has no such archive");
        }
        if (!code.isEmpty()) {
            throw new ApiException(code.equals("not_an_archive") ? 422 : r.getStatus(), code, message);
        }
        throw new ApiException(502, "artifact_store_error", "the artifact-store answered " + r.getStatus());
    }
}
