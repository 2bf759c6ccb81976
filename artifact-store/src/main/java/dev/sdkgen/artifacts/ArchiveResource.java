package dev.sdkgen.artifacts;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.Map;

/**
 * Internal API over a stored SDK archive's files: {@code GET /internal/v1/artifacts/{id}/files} lists
 * them (path relative to the archive's top folder, size, SHA-256, text or not) and
 * {@code GET /internal/v1/artifacts/{id}/file?path=…} answers one file's bytes ({@code text/plain} when
 * it is UTF-8 text, else {@code application/octet-stream}). The gateway's file tree and per-file diff
 * read these; nothing else opens archives. A listing is kept for the next request ({@link ArchiveListings}).
 */
@Path("/internal/v1/artifacts/{id}")
public class ArchiveResource {

    private final BlobStore store;
    private final ArchiveListings listings;

    public ArchiveResource(BlobStore store, ArchiveListings listings) {
        this.store = store;
        this.listings = listings;
    }

    @GET
    @Path("/files")
    public Response files(@PathParam("id") String id) throws IOException {
        if (store.find(id).isEmpty()) {
            return error(404, "not_found", "artifact " + id + " not found");
        }
        try {
            return Response.ok(listings.listing(id), MediaType.APPLICATION_JSON).build();
        } catch (ArchiveFiles.NotAnArchiveException e) {
            return error(415, "not_an_archive", "artifact " + id + ": " + e.getMessage());
        }
    }

    @GET
    @Path("/file")
    public Response file(@PathParam("id") String id, @QueryParam("path") String path) throws IOException {
        if (!ArchiveFiles.safePath(path)) {
            return error(400, "invalid_path", "path must be a relative path inside the archive (no '..', '.', empty "
                    + "segments, backslashes or control characters)");
        }
        if (store.find(id).isEmpty()) {
            return error(404, "not_found", "artifact " + id + " not found");
        }
        try {
            return ArchiveFiles.read(store.blob(id), path)
                    .map(c -> Response.ok(c.bytes(), c.text() ? "text/plain; charset=UTF-8" : MediaType.APPLICATION_OCTET_STREAM)
                            .header("X-Checksum-SHA256", c.sha256()).build())
                    .orElseGet(() -> error(404, "file_not_found", "the archive has no file " + path));
        } catch (ArchiveFiles.NotAnArchiveException e) {
            return error(415, "not_an_archive", "artifact " + id + ": " + e.getMessage());
        } catch (ArchiveFiles.TooLargeException e) {
            return error(413, "file_too_large", e.getMessage());
        }
    }

    private static Response error(int status, String code, String message) {
        return Response.status(status).type(MediaType.APPLICATION_JSON)
                .entity(Map.of("error", Map.of("code", code, "message", message))).build();
    }
}
