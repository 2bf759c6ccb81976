package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * The audit log (docs/api.md, "Audit log"): every authenticated write through {@code /api/v1} —
 * done or refused, with its status — and every webhook push that queued builds, recorded in the
 * orchestrator's database with who (the token's id and name), what (the action), when and on which
 * entity. Written after the change itself, before the answer leaves: a write whose entry cannot be
 * stored (the orchestrator went away in between) is logged here as an error, not undone.
 */
public class AuditFilter {

    private static final Logger LOG = Logger.getLogger(AuditFilter.class);

    private final AccessClient client;

    public AuditFilter(@RestClient AccessClient client) {
        this.client = client;
    }

    @ServerResponseFilter
    public void record(ContainerRequestContext request, ContainerResponseContext response) {
        String method = request.getMethod();
        String path = request.getUriInfo().getRequestUri().getPath();
        if (Permissions.isRead(method) || "OPTIONS".equals(method) || !path.startsWith("/api/v1/")) {
            return;
        }
        Map<String, Object> entry = path.startsWith(AccessFilter.WEBHOOK_PATH)
                ? webhookEntry(request, response) : writeEntry(request, response, method, path);
        if (entry == null) {
            return;
        }
        if (io.vertx.core.Context.isOnEventLoopThread()) {
            Infrastructure.getDefaultWorkerPool().execute(() -> store(entry));
        } else {
            store(entry);
        }
    }

    private static Map<String, Object> writeEntry(ContainerRequestContext request, ContainerResponseContext response,
                                                  String method, String path) {
        if (!(request.getProperty(Caller.PROPERTY) instanceof Caller caller)) {
            return null;
        }
        Optional<Permissions.Route> route = Permissions.write(method, path);
        JsonNode body = response.getEntity() instanceof JsonNode n ? n : null;
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("actor_id", caller.id());
        entry.put("actor_name", caller.name());
        entry.put("action", route.map(Permissions.Route::action).orElse(method + " " + path));
        entry.put("target_type", route.map(Permissions.Route::targetType).orElse("unknown"));
        entry.put("target_id", targetId(route, path, body));
        entry.put("project_id", body != null && body.hasNonNull("project_id") ? body.get("project_id").asText()
                : Permissions.projectOf(path).orElse(null));
        entry.put("status", response.getStatus());
        entry.put("detail", detail(response, body));
        return entry;
    }

    /** The entity a write changed: the id in its answer (a new build, project or token), else the path's last id. */
    private static String targetId(Optional<Permissions.Route> route, String path, JsonNode body) {
        String type = route.map(Permissions.Route::targetType).orElse("");
        String field = switch (type) {
            case "build" -> "build_id";
            case "project" -> "project_id";
            default -> "id";
        };
        if (body != null && body.hasNonNull(field)) {
            return body.get(field).asText();
        }
        if (route.isEmpty()) {
            return null;
        }
        Matcher m = route.get().path().matcher(path);
        return m.matches() && m.groupCount() > 0 ? m.group(m.groupCount()) : null;
    }

    private static String detail(ContainerResponseContext response, JsonNode body) {
        Object entity = response.getEntity();
        if (response.getStatus() >= 400 && entity instanceof Map<?, ?> map && map.get("error") instanceof Map<?, ?> error) {
            return error.get("code") + ": " + error.get("message");
        }
        if (body != null && body.hasNonNull("role") && body.hasNonNull("name")) {
            return "name " + body.get("name").asText() + ", role " + body.get("role").asText();
        }
        return null;
    }

    private static Map<String, Object> webhookEntry(ContainerRequestContext request, ContainerResponseContext response) {
        if (!(response.getEntity() instanceof Map<?, ?> body) || !"queued".equals(body.get("status"))) {
            return null;
        }
        String provider = request.getHeaderString("X-GitHub-Event") != null ? "github" : "gitlab";
        Map<String, Object> entry = new LinkedHashMap<>();
        entry.put("actor_id", "webhook:" + provider);
        entry.put("actor_name", provider + " webhook");
        entry.put("action", "webhook.push");
        entry.put("target_type", "delivery");
        entry.put("target_id", String.valueOf(body.get("delivery_id")));
        entry.put("project_id", null);
        entry.put("status", response.getStatus());
        entry.put("detail", String.valueOf(body.get("message")));
        return entry;
    }

    /** The audit table's column sizes (V6__access.sql); {@code detail} is text. */
    private static final Map<String, Integer> COLUMNS = Map.of("actor_id", 64, "actor_name", 200, "action", 100,
            "target_type", 32, "target_id", 200, "project_id", 64, "detail", Integer.MAX_VALUE);

    /**
     * An entry as the table can hold it: a value the caller made up (a 3,000-character path segment, a NUL) is cut to
     * its column with "…" and NUL written as {@code \0} — else the orchestrator refuses the entry and the request
     * goes unrecorded (found by the fuzzer).
     */
    static Map<String, Object> fitted(Map<String, Object> entry) {
        Map<String, Object> fitted = new LinkedHashMap<>();
        entry.forEach((key, value) -> {
            if (value instanceof String s && COLUMNS.containsKey(key)) {
                String clean = s.replace("\0", "\\0");
                int max = COLUMNS.get(key);
                fitted.put(key, clean.length() <= max ? clean : clean.substring(0, max - 1) + "…");
            } else {
                fitted.put(key, value);
            }
        });
        return fitted;
    }

    private void store(Map<String, Object> raw) {
        Map<String, Object> entry = fitted(raw);
        try (var answer = client.record(entry)) {
            if (answer.getStatus() != 201) {
                LOG.errorf("audit entry not stored (the orchestrator answered %d): %s", answer.getStatus(), entry);
            }
        } catch (RuntimeException e) {
            LOG.errorf("audit entry not stored (%s): %s", Orchestrator.rootMessage(e), entry);
        }
    }
}
