package dev.sdkgen.validator;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.service.WorkDirectory;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /internal/v1/disk}: the work directory's bytes (and the clone cache's, when there is one),
 * for the status page. A Vert.x route: this service has no REST server, only its health endpoints.
 */
@ApplicationScoped
public class DiskResource {

    private final WorkDirectory work;
    private final ObjectMapper json;

    public DiskResource(WorkDirectory work, ObjectMapper json) {
        this.work = work;
        this.json = json;
    }

    void route(@Observes Router router) {
        router.get("/internal/v1/disk").blockingHandler(ctx -> {
            try {
                ctx.response().putHeader("Content-Type", "application/json").end(json.writeValueAsString(disk()));
            } catch (JsonProcessingException e) {
                ctx.fail(e);
            }
        });
    }

    Map<String, Object> disk() {
        String root = work.root().toString();
        List<Map<String, Object>> items = work.usage().entrySet().stream()
                .map(e -> Map.<String, Object>of("name", e.getKey(), "path", e.getKey().equals("work") ? root : root + "/" + e.getKey(),
                        "bytes", e.getValue()))
                .toList();
        return Map.of("items", items);
    }
}
