package dev.sdkgen.worker;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.service.WorkDirectory;
import io.vertx.ext.web.Router;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * {@code GET /internal/v1/disk}: the work directory's bytes (and the clone cache's, when there is one),
 * for the status page ({@link WorkDirectory#diskReport()}). A Vert.x route: this service has no REST server,
 * only its health endpoints.
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
                ctx.response().putHeader("Content-Type", "application/json").end(json.writeValueAsString(work.diskReport()));
            } catch (JsonProcessingException e) {
                ctx.fail(e);
            }
        });
    }
}
