package dev.sdkgen.artifacts;

import dev.sdkgen.events.ArtifactRef;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.Base64;
import java.util.HexFormat;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Internal API: {@code POST /internal/v1/artifacts} stores the request body and answers 201 with
 * its {@link ArtifactRef} (the claim check events carry); {@code GET /internal/v1/artifacts/{id}}
 * returns the bytes with {@code X-Checksum-SHA256} and {@code Digest} headers.
 */
@Path("/internal/v1/artifacts")
public class ArtifactResource {

    private static final Pattern SAFE_NAME = Pattern.compile("[A-Za-z0-9._@+-]{1,200}");

    private final BlobStore store;
    private final ArchiveListings listings;

    public ArtifactResource(BlobStore store, ArchiveListings listings) {
        this.store = store;
        this.listings = listings;
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    public Response put(InputStream body, @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
                        @HeaderParam("X-File-Name") String fileName) {
        String name = fileName == null ? "artifact" : fileName;
        if (!SAFE_NAME.matcher(name).matches()) {
            return error(400, "invalid_request", "X-File-Name must match " + SAFE_NAME.pattern());
        }
        String media = contentType == null ? MediaType.APPLICATION_OCTET_STREAM : contentType;
        try {
            ArtifactRef ref = store.put(body, media, name);
            return Response.status(201).type(MediaType.APPLICATION_JSON).entity(ref).build();
        } catch (BlobStore.TooLargeException e) {
            return error(413, "too_large", e.getMessage());
        } catch (IOException e) {
            return error(500, "storage_error", "cannot store the artifact: " + e.getMessage());
        }
    }

    @GET
    @Path("/{id}")
    public Response get(@PathParam("id") String id) throws IOException {
        return store.find(id).map(ref -> Response.ok(store.blob(id).toFile(), ref.mediaType())
                        .header("X-Checksum-SHA256", ref.sha256())
                        .header("Digest", "sha-256=" + Base64.getEncoder().encodeToString(HexFormat.of().parseHex(ref.sha256())))
                        .header("X-File-Name", ref.fileName())
                        .header("Content-Disposition", "attachment; filename=\"" + ref.fileName() + "\"")
                        .build())
                .orElseGet(() -> error(404, "not_found", "artifact " + id + " not found"));
    }

    @GET
    @Path("/{id}/meta")
    public Response meta(@PathParam("id") String id) throws IOException {
        return store.find(id).map(ref -> Response.ok(ref, MediaType.APPLICATION_JSON).build())
                .orElseGet(() -> error(404, "not_found", "artifact " + id + " not found"));
    }

    /**
     * Deletes a blob and its kept listing (the orchestrator's retention job): 200 with its size, 404 when there
     * is none, 409 {@code recently_written} when it was written at or after {@code written-before} (an ISO
     * instant; absent: no such check), 400 for a malformed instant.
     */
    @DELETE
    @Path("/{id}")
    public Response delete(@PathParam("id") String id, @QueryParam("written-before") String writtenBefore) {
        Instant before;
        try {
            before = writtenBefore == null ? null : Instant.parse(writtenBefore);
        } catch (DateTimeParseException e) {
            return error(400, "invalid_request", "written-before must be an ISO-8601 instant such as 2026-11-26T19:00:00Z");
        }
        try {
            long size = store.delete(id, before);
            listings.forget(id);
            if (size < 0) {
                return error(404, "not_found", "artifact " + id + " not found");
            }
            return Response.ok(Map.of("id", id, "removed", true, "bytes", size), MediaType.APPLICATION_JSON).build();
        } catch (BlobStore.RecentlyWrittenException e) {
            return error(409, "recently_written", e.getMessage());
        } catch (IOException e) {
            return error(500, "storage_error", "cannot delete the artifact: " + e.getMessage());
        }
    }

    private static Response error(int status, String code, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", Map.of("code", code, "message", message))).build();
    }
}
