package dev.sdkgen.artifacts;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code GET /internal/v1/disk}: the store's size on disk, for the status page. */
@Path("/internal/v1/disk")
@Produces(MediaType.APPLICATION_JSON)
public class DiskResource {

    private final BlobStore store;

    public DiskResource(BlobStore store) {
        this.store = store;
    }

    @GET
    public Map<String, Object> disk() throws IOException {
        long[] usage = store.usage();
        Map<String, Object> item = new LinkedHashMap<>();
        item.put("name", "artifacts");
        item.put("path", store.root().toString());
        item.put("bytes", usage[0]);
        item.put("files", usage[1]);
        item.put("free_bytes", store.root().toFile().getUsableSpace());
        return Map.of("items", List.of(item));
    }
}
