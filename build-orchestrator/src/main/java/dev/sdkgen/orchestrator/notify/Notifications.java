package dev.sdkgen.orchestrator.notify;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sdkgen.git.SecretBox;
import dev.sdkgen.orchestrator.OrchestratorConfig;
import dev.sdkgen.orchestrator.domain.Build;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.notify.NotificationModel.DeliveryView;
import dev.sdkgen.orchestrator.notify.NotificationModel.EndpointRequest;
import dev.sdkgen.orchestrator.notify.NotificationModel.EndpointView;
import dev.sdkgen.orchestrator.notify.NotificationModel.TestView;
import dev.sdkgen.orchestrator.service.ApiException;
import dev.sdkgen.orchestrator.service.Ids;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.net.URI;
import java.net.URISyntaxException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A project's notification endpoints, and the outbox: {@link #notify} writes one row per endpoint that
 * wants the event, in the caller's transaction (the one that changes the build), so a notification is
 * neither lost nor doubled by a crash. {@link NotificationSender} sends the rows.
 */
@ApplicationScoped
public class Notifications {

    private static final SecureRandom RANDOM = new SecureRandom();
    static final String SECRET_PREFIX = "whsec_";

    private final Optional<SecretBox> box;
    private final ObjectMapper json;
    private final OrchestratorConfig config;

    public Notifications(@ConfigProperty(name = "sdkgen.git.secrets-key") Optional<String> secretsKey, ObjectMapper json,
                         OrchestratorConfig config) {
        this.box = secretsKey.filter(k -> !k.isBlank()).map(SecretBox::ofBase64Key);
        this.json = json;
        this.config = config;
    }

    /**
     * Queues a notification of {@code type} about {@code build} for every enabled endpoint of its project
     * that wants it. The caller's transaction holds the build's change; this joins it.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void notify(Build build, String type, Instant now) {
        List<NotificationEndpoint> endpoints = NotificationEndpoint.wanting(build.projectId, type);
        if (endpoints.isEmpty()) {
            return;
        }
        String eventId = Ids.newId("evt");
        String payload = payload(eventId, type, now, build);
        for (NotificationEndpoint endpoint : endpoints) {
            enqueue(endpoint, eventId, type, build.id, payload, now);
        }
    }

    private static String enqueue(NotificationEndpoint endpoint, String eventId, String type, String buildId, String payload,
                                  Instant now) {
        Notification n = new Notification();
        n.id = Ids.newId("ntf");
        n.endpointId = endpoint.id;
        n.eventId = eventId;
        n.type = type;
        n.buildId = buildId;
        n.payload = payload;
        n.state = Notification.PENDING;
        n.attempts = 0;
        n.nextAttemptAt = now;
        n.createdAt = now;
        n.persist();
        return n.id;
    }

    /** The body: {@code {id, type, created_at, project, target, build}}, fixed when the row is written. */
    String payload(String eventId, String type, Instant now, Build build) {
        ObjectNode body = json.createObjectNode();
        body.put("id", eventId).put("type", type).put("created_at", now.toString());
        Project project = Project.findById(build.projectId);
        body.putObject("project").put("id", build.projectId).put("name", project == null ? null : project.name);
        body.putObject("target").put("id", build.targetId).put("language", build.language);
        body.set("build", BuildPayload.of(json, build));
        try {
            return json.writeValueAsString(body);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("a notification body could not be written", e);
        }
    }

    @Transactional
    public EndpointView create(String projectId, EndpointRequest request) {
        project(projectId);
        SecretBox secrets = box();
        Instant now = Instant.now();
        NotificationEndpoint e = new NotificationEndpoint();
        e.id = Ids.newId("nep");
        e.projectId = projectId;
        e.url = url(request.url());
        e.events = events(request.events());
        e.enabled = request.enabled() == null || request.enabled();
        e.description = description(request.description());
        String secret = newSecret();
        e.sealedSecret = secrets.seal(secret, associatedData(e.id));
        e.secretPrefix = secret.substring(0, SECRET_PREFIX.length() + 6);
        e.createdAt = now;
        e.updatedAt = now;
        e.persist();
        return EndpointView.of(e, secret);
    }

    public List<EndpointView> list(String projectId) {
        project(projectId);
        return NotificationEndpoint.<NotificationEndpoint>list("projectId = ?1 order by createdAt, id", projectId).stream()
                .map(e -> EndpointView.of(e, null)).toList();
    }

    public EndpointView get(String projectId, String id) {
        return EndpointView.of(find(projectId, id), null);
    }

    /** Changes the fields given; enabling an endpoint clears why the sender had disabled it. */
    @Transactional
    public EndpointView update(String projectId, String id, EndpointRequest request) {
        NotificationEndpoint e = find(projectId, id);
        if (request.url() != null) {
            e.url = url(request.url());
        }
        if (request.events() != null) {
            e.events = events(request.events());
        }
        if (request.description() != null) {
            e.description = description(request.description());
        }
        if (request.enabled() != null) {
            e.enabled = request.enabled();
            e.disabledReason = e.enabled ? null : e.disabledReason;
        }
        e.updatedAt = Instant.now();
        return EndpointView.of(e, null);
    }

    /** Removes the endpoint with its queued notifications and its delivery log. */
    @Transactional
    public void delete(String projectId, String id) {
        find(projectId, id).delete();
    }

    /** A new signing secret, shown in this answer only; the replaced one also signs for {@code secret-grace}. */
    @Transactional
    public EndpointView rotate(String projectId, String id) {
        NotificationEndpoint e = find(projectId, id);
        SecretBox secrets = box();
        Instant now = Instant.now();
        String secret = newSecret();
        e.previousSealedSecret = e.sealedSecret;
        e.previousValidUntil = now.plus(config.notifications().secretGrace());
        e.sealedSecret = secrets.seal(secret, associatedData(e.id));
        e.secretPrefix = secret.substring(0, SECRET_PREFIX.length() + 6);
        e.updatedAt = now;
        return EndpointView.of(e, secret);
    }

    /** Queues a {@code notification.test} event for this endpoint only (409 while it is disabled). */
    @Transactional
    public TestView test(String projectId, String id) {
        NotificationEndpoint e = find(projectId, id);
        if (!e.enabled) {
            throw new ApiException(409, "endpoint_disabled", "notification endpoint " + id + " is disabled; enable it first");
        }
        Instant now = Instant.now();
        String eventId = Ids.newId("evt");
        ObjectNode body = json.createObjectNode();
        body.put("id", eventId).put("type", NotificationModel.TEST_EVENT).put("created_at", now.toString());
        Project project = Project.findById(projectId);
        body.putObject("project").put("id", projectId).put("name", project.name);
        body.putNull("target");
        body.putNull("build");
        String delivery = enqueue(e, eventId, NotificationModel.TEST_EVENT, null, body.toString(), now);
        return new TestView(delivery, eventId, NotificationModel.TEST_EVENT);
    }

    /** The endpoint's attempts, newest first, at most {@code limit}. */
    public List<DeliveryView> deliveries(String projectId, String id, int limit) {
        find(projectId, id);
        return Notification.getEntityManager().createQuery("select a, n from NotificationAttempt a, Notification n"
                        + " where n.id = a.notificationId and a.endpointId = ?1 order by a.id desc", Object[].class)
                .setParameter(1, id).setMaxResults(Math.max(1, Math.min(limit, 100))).getResultList().stream()
                .map(row -> {
                    NotificationAttempt a = (NotificationAttempt) row[0];
                    Notification n = (Notification) row[1];
                    return new DeliveryView(a.id, n.id, n.eventId, n.type, n.buildId, a.attempt, a.at, a.statusCode, a.error,
                            a.durationMs, n.state);
                }).toList();
    }

    /** The secrets a notification is signed with now: the current one, and the replaced one within its grace. */
    List<String> signingSecrets(NotificationEndpoint e, Instant now) throws java.security.GeneralSecurityException {
        SecretBox secrets = box();
        List<String> all = new java.util.ArrayList<>(List.of(secrets.open(e.sealedSecret, associatedData(e.id))));
        if (e.previousSealedSecret != null && e.previousValidUntil != null && e.previousValidUntil.isAfter(now)) {
            all.add(secrets.open(e.previousSealedSecret, associatedData(e.id)));
        }
        return all;
    }

    private NotificationEndpoint find(String projectId, String id) {
        NotificationEndpoint e = NotificationEndpoint.findById(id);
        if (e == null || !e.projectId.equals(projectId)) {
            throw ApiException.notFound("notification endpoint " + id);
        }
        return e;
    }

    private static void project(String projectId) {
        if (Project.findById(projectId) == null) {
            throw ApiException.notFound("project " + projectId);
        }
    }

    private SecretBox box() {
        return box.orElseThrow(() -> new ApiException(422, "notifications_disabled", "this build-orchestrator has no"
                + " secrets key (sdkgen.git.secrets-key), so it cannot keep notification signing secrets"));
    }

    /** An absolute http or https URL with a host; anything else is 422 naming the field. */
    static String url(String url) {
        String why = null;
        try {
            URI uri = url == null ? null : new URI(url.trim());
            if (uri == null) {
                why = "url is required";
            } else if (uri.getScheme() == null || !List.of("http", "https").contains(uri.getScheme().toLowerCase(java.util.Locale.ROOT))) {
                why = "url must be an http or https URL, not " + (uri.getScheme() == null ? "a relative one" : uri.getScheme() + ":");
            } else if (uri.getHost() == null || uri.getRawUserInfo() != null || uri.getRawFragment() != null) {
                why = "url must name a host, without user information or a fragment";
            }
        } catch (URISyntaxException e) {
            why = "url is not a valid URL: " + e.getReason();
        }
        if (why != null) {
            throw new ApiException(422, "invalid_url", why);
        }
        return url.trim();
    }

    static String events(List<String> events) {
        if (events == null || events.isEmpty()) {
            throw new ApiException(422, "invalid_events", "events must name at least one of " + String.join(", ", NotificationModel.EVENT_TYPES));
        }
        for (String type : events) {
            if (!NotificationModel.EVENT_TYPES.contains(type)) {
                throw new ApiException(422, "invalid_events", "events: unknown event type " + type + " (known: "
                        + String.join(", ", NotificationModel.EVENT_TYPES) + ")");
            }
        }
        return String.join(" ", events.stream().distinct().sorted().toList());
    }

    private static String description(String description) {
        String d = description == null ? null : description.strip();
        if (d != null && d.length() > 200) {
            throw new ApiException(422, "invalid_request", "description is longer than 200 characters");
        }
        return d == null || d.isEmpty() ? null : d;
    }

    private static String newSecret() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return SECRET_PREFIX + HexFormat.of().formatHex(bytes);
    }

    static String associatedData(String endpointId) {
        return "notification-secret:" + endpointId;
    }
}
