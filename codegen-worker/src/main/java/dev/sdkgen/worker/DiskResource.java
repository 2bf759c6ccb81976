package dev.sdkgen.worker;

import dev.sdkgen.service.WorkDirectory;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;

/** {@code GET /internal/v1/disk}: the work directory's bytes (and the clone cache's, when there is one), for the status page. */
@Path("/internal/v1/disk")
@Produces(MediaType.APPLICATION_JSON)
public class DiskResource {

    private final WorkDirectory work;

    public DiskResource(WorkDirectory work) {
        this.work = work;
    }

    @GET
    public Map<String, Object> disk() {
        String root = work.root().toString();
        List<Map<String, Object>> items = work.usage().entrySet().stream()
                .map(e -> Map.<String, Object>of("name", e.getKey(), "path", e.getKey().equals("work") ? root : root + "/" + e.getKey(),
                        "bytes", e.getValue()))
                .toList();
        return Map.of("items", items);
    }
}
