package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.eclipse.microprofile.rest.client.inject.RestClient;

/**
 * A build's public surface and its diff against the target's previous succeeded build (docs/api.md, "Surface and
 * SemVer verdict"): the documents the codegen-worker stored in the artifact-store, found through the orchestrator.
 * Reads: the viewer role.
 */
@Path("/api/v1/projects/{projectId}/sdk-targets/{targetId}/sdk-builds/{buildId}")
@Produces(MediaType.APPLICATION_JSON)
public class SurfacesResource {

    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_.-]{1,64}");

    private final Orchestrator orchestrator;
    private final ArtifactStoreClient artifacts;
    private final ObjectMapper json;

    public SurfacesResource(Orchestrator orchestrator, @RestClient ArtifactStoreClient artifacts, ObjectMapper json) {
        this.orchestrator = orchestrator;
        this.artifacts = artifacts;
        this.json = json;
    }

    /** The diff document: {@code against_build_id}, {@code targets[0]} (the verdict and changes), {@code diagnostics}. */
    @GET
    @Path("/surface-diff")
    public JsonNode diff(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                         @PathParam("buildId") String buildId) {
        JsonNode record = record(projectId, targetId, buildId);
        return document(record.path("diff_id").asText(), record.path("diff_sha256").asText());
    }

    /** The surface document ({@code surface.json}: the client, errors, methods and types as the language spells them). */
    @GET
    @Path("/surface")
    public JsonNode surface(@PathParam("projectId") String projectId, @PathParam("targetId") String targetId,
                            @PathParam("buildId") String buildId) {
        JsonNode record = record(projectId, targetId, buildId);
        return document(record.path("surface_id").asText(), record.path("surface_sha256").asText());
    }

    private JsonNode record(String... ids) {
        for (String id : ids) {
            if (!ID.matcher(id).matches()) {
                throw new ApiException(404, "not_found", "no such resource");
            }
        }
        return orchestrator.call(() -> orchestrator.client().surfaceRecord(ids[0], ids[1], ids[2]));
    }

    /** A stored JSON document, checked against its SHA-256. */
    private JsonNode document(String id, String sha256) {
        byte[] bytes;
        try (Response stored = download(id)) {
            if (stored.getStatus() != 200) {
                throw new ApiException(502, "artifact_missing", "the artifact-store has no document " + id);
            }
            bytes = stored.readEntity(byte[].class);
        }
        if (!sha256(bytes).equals(sha256)) {
            throw new ApiException(502, "artifact_missing", "the artifact-store's document " + id + " is not the one"
                    + " recorded (SHA-256 differs)");
        }
        try {
            return json.readTree(bytes);
        } catch (IOException e) {
            throw new ApiException(502, "artifact_missing", "the document " + id + " is not JSON");
        }
    }

    private Response download(String id) {
        try {
            return artifacts.download(id);
        } catch (WebApplicationException e) {
            return e.getResponse();
        } catch (ProcessingException e) {
            throw new ApiException(503, "artifact_store_unavailable", "the artifact-store cannot be reached");
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
