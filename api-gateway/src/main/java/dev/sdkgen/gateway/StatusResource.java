package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.runtime.ShutdownEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.ConsumerGroupDescription;
import org.apache.kafka.clients.admin.ConsumerGroupListing;
import org.apache.kafka.clients.admin.ListOffsetsResult;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.common.TopicPartition;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * {@code GET /api/v1/status}: each service's health ({@code /q/health} of the URLs in
 * {@code sdkgen.gateway.status-services}, this gateway included as itself) and, from the broker,
 * each consumer group's state, members and lag (end offset minus committed offset, summed over its
 * partitions), each service's disk use ({@code GET /internal/v1/disk}: the artifact-store's blobs, the
 * validator's clone cache and work directories, the database's size) and the orchestrator's last
 * retention run. Where things are — the services' URLs, the broker's address, the disk items' server paths — only
 * for an admin of every project, as tokens and the audit log are. The console's status page reads it. Nothing here
 * changes anything.
 */
@Path("/api/v1/status")
@Produces(MediaType.APPLICATION_JSON)
@ApplicationScoped
public class StatusResource {

    private static final Duration TIMEOUT = Duration.ofSeconds(3);

    private final GatewayConfig config;
    private final ObjectMapper json;
    private final String bootstrapServers;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(TIMEOUT).build();
    private volatile Admin admin;

    public StatusResource(GatewayConfig config, @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
                          ObjectMapper json) {
        this.config = config;
        this.json = json;
        this.bootstrapServers = bootstrapServers;
    }

    @GET
    public Map<String, Object> status(@Context ContainerRequestContext request) {
        // where the services are and keep their files is a detail of the server: for an admin of every project only
        boolean internals = request.getProperty(Caller.PROPERTY) instanceof Caller caller && caller.role() == Role.ADMIN
                && caller.allProjects();
        Map<String, Object> answer = new LinkedHashMap<>();
        answer.put("checked_at", Instant.now().toString());
        List<Map<String, Object>> services = new ArrayList<>();
        services.add(Map.of("name", "api-gateway", "status", "UP", "detail", "answering this request"));
        Object retention = null;
        for (String entry : config.statusServices()) {
            int eq = entry.indexOf('=');
            if (eq > 0) {
                Map<String, Object> service = health(entry.substring(0, eq).strip(), entry.substring(eq + 1).strip());
                JsonNode disk = "UNREACHABLE".equals(service.get("status")) ? null : disk((String) service.get("url"));
                if (disk != null) {
                    service.put("disk", internals ? disk.path("items") : withoutPaths(disk.path("items")));
                    if (disk.has("last_retention_run")) {
                        retention = disk.get("last_retention_run");
                    }
                }
                if (!internals) {
                    service.remove("url");
                }
                services.add(service);
            }
        }
        answer.put("services", services);
        answer.put("retention", retention);
        if (internals) {
            answer.put("broker", bootstrapServers);
        }
        try {
            answer.put("consumer_groups", groups());
        } catch (Exception e) {
            answer.put("consumer_groups", List.of());
            answer.put("broker_error", "the message broker (Kafka" + (internals ? " at " + bootstrapServers : "")
                    + ") did not answer: " + Orchestrator.rootMessage(e));
        }
        return answer;
    }

    private Map<String, Object> health(String name, String url) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("name", name);
        s.put("url", url);
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url + "/q/health")).timeout(TIMEOUT).build(),
                    HttpResponse.BodyHandlers.ofString());
            boolean up = r.statusCode() == 200 && r.body().replace(" ", "").contains("\"status\":\"UP\"");
            s.put("status", up ? "UP" : "DOWN");
            s.put("detail", up ? "/q/health UP" : "/q/health answered " + r.statusCode());
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            s.put("status", "UNREACHABLE");
            s.put("detail", Orchestrator.rootMessage(e));
        }
        return s;
    }

    /** The service's {@code GET /internal/v1/disk} (its disk use; the orchestrator's also the last retention run), or null. */
    private JsonNode disk(String url) {
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url + "/internal/v1/disk")).timeout(TIMEOUT).build(),
                    HttpResponse.BodyHandlers.ofString());
            return r.statusCode() == 200 ? json.readTree(r.body()) : null;
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            return null;
        }
    }

    /** A service's disk items without their {@code path}: the sizes, for a viewer, an operator or an admin of some projects. */
    private static JsonNode withoutPaths(JsonNode items) {
        JsonNode copy = items.deepCopy();
        copy.forEach(item -> {
            if (item instanceof ObjectNode fields) {
                fields.remove("path");
            }
        });
        return copy;
    }

    private List<Map<String, Object>> groups() throws Exception {
        Admin kafka = admin();
        List<String> ids = kafka.listConsumerGroups().all().get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS).stream()
                .map(ConsumerGroupListing::groupId).sorted().toList();
        Map<String, ConsumerGroupDescription> described = kafka.describeConsumerGroups(ids).all()
                .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        List<Map<String, Object>> result = new ArrayList<>();
        for (String id : ids) {
            Map<TopicPartition, OffsetAndMetadata> committed = kafka.listConsumerGroupOffsets(id)
                    .partitionsToOffsetAndMetadata().get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            Map<TopicPartition, OffsetSpec> latest = new LinkedHashMap<>();
            committed.keySet().forEach(tp -> latest.put(tp, OffsetSpec.latest()));
            Map<TopicPartition, ListOffsetsResult.ListOffsetsResultInfo> ends = kafka.listOffsets(latest).all()
                    .get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            long lag = 0;
            for (Map.Entry<TopicPartition, OffsetAndMetadata> c : committed.entrySet()) {
                if (c.getValue() != null && ends.containsKey(c.getKey())) {
                    lag += Math.max(0, ends.get(c.getKey()).offset() - c.getValue().offset());
                }
            }
            ConsumerGroupDescription d = described.get(id);
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("group", id);
            g.put("state", d == null ? "UNKNOWN" : d.groupState().toString());
            g.put("members", d == null ? 0 : d.members().size());
            g.put("topics", committed.keySet().stream().map(TopicPartition::topic).distinct().sorted().toList());
            g.put("lag", lag);
            result.add(g);
        }
        return result;
    }

    private Admin admin() {
        Admin a = admin;
        if (a == null) {
            synchronized (this) {
                if (admin == null) {
                    Properties p = new Properties();
                    p.put(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
                    p.put(AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, (int) TIMEOUT.toMillis());
                    p.put(AdminClientConfig.DEFAULT_API_TIMEOUT_MS_CONFIG, (int) TIMEOUT.toMillis());
                    p.put(AdminClientConfig.CLIENT_ID_CONFIG, "api-gateway-status");
                    admin = Admin.create(p);
                }
                a = admin;
            }
        }
        return a;
    }

    void onStop(@Observes ShutdownEvent event) {
        if (admin != null) {
            admin.close(Duration.ofSeconds(2));
        }
    }
}
