package dev.sdkgen.orchestrator.api;

import dev.sdkgen.orchestrator.api.ApiModel.RetentionRunView;
import dev.sdkgen.orchestrator.service.Retention;
import io.quarkus.hibernate.orm.panache.Panache;
import jakarta.transaction.Transactional;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Internal API of the retention job: {@code POST /internal/v1/retention/runs[?project=]} runs it now
 * (every project, or one), and {@code GET /internal/v1/disk} is this service's part of the status page
 * (the database's size from {@code pg_database_size} and the last retention run).
 */
@Path("/internal/v1")
@Produces(MediaType.APPLICATION_JSON)
public class RetentionResource {

    private final Retention retention;

    public RetentionResource(Retention retention) {
        this.retention = retention;
    }

    @POST
    @Path("/retention/runs")
    public RetentionRunView run(@QueryParam("project") String projectId) {
        return retention.run(projectId == null || projectId.isBlank() ? null : projectId);
    }

    @GET
    @Path("/disk")
    @Transactional
    public Map<String, Object> disk() {
        Number size = (Number) Panache.getEntityManager()
                .createNativeQuery("select pg_database_size(current_database())").getSingleResult();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("items", List.of(Map.of("name", "database", "bytes", size.longValue())));
        answer.put("last_retention_run", retention.last());
        return answer;
    }
}
