package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sdkgen.engine.config.ConfigResult;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jboss.logging.Logger;

/**
 * {@code POST /api/v1/webhooks/git}: GitHub and GitLab push deliveries. The signature is checked
 * before anything else (401, nothing queued); a push to a branch no project follows is 202 with
 * nothing queued; a redelivered delivery id is 202 {@code duplicate} with nothing queued — unless the broker did
 * not take some of its builds' requests the first time (answered 503): those are queued again, as a new attempt
 * of the same builds; otherwise every active target of every following project gets a build at the pushed
 * commit, except a target whose build of that commit already succeeded ({@code already_built}).
 */
@Path("/api/v1/webhooks/git")
public class WebhookResource {

    private static final Logger LOG = Logger.getLogger(WebhookResource.class);
    private static final String ZERO = "0000000000000000000000000000000000000000";

    private final WebhookVerifier verifier;
    private final WebhookSecrets secrets;
    private final Orchestrator orchestrator;
    private final GitRemote git;
    private final ProjectRepository repositories;
    private final BuildRequestPublisher publisher;
    private final ObjectMapper json;

    public WebhookResource(WebhookVerifier verifier, WebhookSecrets secrets, Orchestrator orchestrator, GitRemote git,
                           ProjectRepository repositories, BuildRequestPublisher publisher, ObjectMapper json) {
        this.verifier = verifier;
        this.secrets = secrets;
        this.orchestrator = orchestrator;
        this.git = git;
        this.repositories = repositories;
        this.publisher = publisher;
        this.json = json;
    }

    /** What a push payload says, whatever the provider. */
    record Push(String provider, String deliveryId, String branch, String commit, List<String> repositoryUrls) {
    }

    @POST
    @Consumes(MediaType.WILDCARD)
    @Produces(MediaType.APPLICATION_JSON)
    public Response receive(byte[] body, @Context HttpHeaders headers) {
        String githubEvent = headers.getHeaderString("X-GitHub-Event");
        String gitlabEvent = headers.getHeaderString("X-Gitlab-Event");
        byte[] raw = body == null ? new byte[0] : body;
        String provider;
        String event;
        String signature;
        if (githubEvent != null) {
            provider = "github";
            event = githubEvent;
            signature = headers.getHeaderString("X-Hub-Signature-256");
        } else if (gitlabEvent != null || headers.getHeaderString("X-Gitlab-Token") != null) {
            provider = "gitlab";
            event = gitlabEvent == null ? "" : gitlabEvent;
            signature = headers.getHeaderString("X-Gitlab-Token");
        } else {
            throw new ApiException(401, "invalid_signature",
                    "not a signed GitHub (X-GitHub-Event, X-Hub-Signature-256) or GitLab (X-Gitlab-Event, X-Gitlab-Token) delivery");
        }
        // null: the global secret signed it (every following project builds); else the projects whose own secret did
        List<String> signedProjects = verifier.global(provider, raw, signature) ? null : signedProjects(provider, raw, signature);
        if (provider.equals("github") && event.equals("ping")) {
            return Response.ok(Map.of("status", "pong")).build();
        }
        boolean isPush = provider.equals("github") ? event.equals("push") : event.equals("Push Hook");
        if (!isPush) {
            return accepted("ignored", null, "event " + event + " is not a push", List.of());
        }
        JsonNode payload;
        try {
            payload = json.readTree(raw);
        } catch (IOException e) {
            throw ApiException.badRequest("the payload is not JSON");
        }
        if (payload == null || !payload.isObject()) {
            throw ApiException.badRequest("the payload is not a JSON object");
        }
        Push push = provider.equals("github") ? github(payload, headers) : gitlab(payload, headers);
        if (push.branch() == null) {
            return accepted("ignored", push.deliveryId(), "not a branch push", List.of());
        }
        if (push.commit() == null || push.commit().equals(ZERO) || payload.path("deleted").asBoolean(false)) {
            return accepted("ignored", push.deliveryId(), "branch " + push.branch() + " was deleted", List.of());
        }
        List<JsonNode> following = new ArrayList<>();
        orchestrator.call(() -> orchestrator.client().following(push.repositoryUrls(), push.branch())).forEach(p -> {
            if (signedProjects == null || signedProjects.contains(p.path("project_id").asText())) {
                following.add(p);
            }
        });
        if (following.isEmpty()) {
            return accepted("ignored", push.deliveryId(), "no project follows branch " + push.branch()
                    + " of this repository", List.of());
        }
        List<String> targets = readTargets(following.get(0), push);
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("delivery_id", push.provider() + ":" + push.deliveryId());
        request.put("provider", push.provider());
        request.put("repository_urls", push.repositoryUrls());
        request.put("branch", push.branch());
        request.put("commit", push.commit());
        request.put("targets", targets);
        request.put("project_ids", signedProjects);
        JsonNode result = orchestrator.call(() -> orchestrator.client().push(request));
        if (result.path("duplicate").asBoolean(false)) {
            return accepted("duplicate", push.deliveryId(), "delivery " + push.deliveryId() + " was already received", List.of());
        }
        List<JsonNode> builds = new ArrayList<>();
        result.path("builds").forEach(builds::add);
        Map<String, String> authTypes = new LinkedHashMap<>();
        following.forEach(p -> authTypes.put(p.path("project_id").asText(),
                p.path("config_repository").path("auth").path("type").asText(null)));
        // a redelivery of a push refused with 503: its builds the broker never took, each as a new attempt
        boolean again = result.path("redelivered").asBoolean(false);
        publisher.publishAll(builds, build -> authTypes.get(build.path("project_id").asText()),
                (again ? "redelivered push " : "push ") + push.deliveryId());
        List<JsonNode> built = new ArrayList<>();
        result.path("already_built").forEach(built::add);
        LOG.infof("%s push %s%s: %s at %s, %d build(s) queued, %d target(s) already built", push.provider(),
                push.deliveryId(), again ? " (redelivered)" : "", push.branch(), push.commit(), builds.size(), built.size());
        Response answer = accepted("queued", push.deliveryId(), again
                ? builds.size() + " build(s) queued again: delivery " + push.deliveryId() + " was received before, and"
                        + " the message broker did not take their requests then"
                : builds.size() + " build(s) queued"
                        + (built.isEmpty() ? "" : ", " + built.size() + " target(s) already built at this commit"), builds);
        @SuppressWarnings("unchecked")
        Map<String, Object> answerBody = (Map<String, Object>) answer.getEntity();
        answerBody.put("already_built", built);
        return answer;
    }

    /**
     * The projects whose own webhook secret signed a delivery the global secret did not sign: those following a
     * repository the payload names, on any branch. None is 401 {@code invalid_signature}, as for a wrong global
     * signature (the answer does not say whether any project follows the repository).
     */
    private List<String> signedProjects(String provider, byte[] raw, String signature) {
        JsonNode payload;
        try {
            payload = json.readTree(raw);
        } catch (IOException e) {
            payload = null;
        }
        List<String> urls = new ArrayList<>();
        if (payload != null && payload.isObject()) {
            urls.addAll(urls(payload.path("repository"), "clone_url", "html_url", "ssh_url", "git_url", "url",
                    "git_http_url", "git_ssh_url", "homepage"));
            urls.addAll(urls(payload.path("project"), "git_http_url", "git_ssh_url", "web_url", "http_url", "ssh_url", "url"));
        }
        List<String> signed = List.of();
        if (!urls.isEmpty()) {
            List<JsonNode> candidates = new ArrayList<>();
            orchestrator.call(() -> orchestrator.client().following(urls, null)).forEach(candidates::add);
            signed = secrets.signedBy(candidates, provider, raw, signature);
        }
        if (signed.isEmpty()) {
            throw new ApiException(401, "invalid_signature", provider.equals("github")
                    ? "X-Hub-Signature-256 is missing or does not match the payload"
                    : "X-Gitlab-Token is missing or wrong");
        }
        return signed;
    }

    /** The config's targets at the pushed commit, or null (targets kept as they are) if it cannot be read. */
    private List<String> readTargets(JsonNode project, Push push) {
        String url = project.path("config_repository").path("url").asText();
        try {
            ProjectRepository.Access access = repositories.of(project);
            ConfigResult config = git.readConfig(access.location(), access.credentials(), push.commit());
            return ConfigTargets.targets(config).orElse(null);
        } catch (ApiException e) {
            LOG.warnf("cannot read sdkgen.yaml at %s of %s (%s); targets are kept", push.commit(), url, e.getMessage());
            return null;
        }
    }

    private static Push github(JsonNode payload, HttpHeaders headers) {
        String delivery = headers.getHeaderString("X-GitHub-Delivery");
        if (delivery == null || delivery.isBlank()) {
            throw ApiException.badRequest("X-GitHub-Delivery is required");
        }
        JsonNode repo = payload.path("repository");
        return new Push("github", checkedDelivery("X-GitHub-Delivery", delivery), branch(payload.path("ref").asText(null)),
                payload.path("after").asText(null),
                required(urls(repo, "clone_url", "html_url", "ssh_url", "git_url", "url")));
    }

    private static Push gitlab(JsonNode payload, HttpHeaders headers) {
        String commit = payload.hasNonNull("checkout_sha") ? payload.get("checkout_sha").asText()
                : payload.path("after").asText(null);
        String ref = payload.path("ref").asText(null);
        String delivery = headers.getHeaderString("X-Gitlab-Event-UUID");
        if (delivery == null || delivery.isBlank()) {
            // older GitLab versions send no delivery id: a push is then identified by its content,
            // hashed so that any branch name fits the orchestrator's key (200 characters)
            delivery = "push-" + sha256(payload.path("project_id").asText() + "\n" + ref + "\n"
                    + payload.path("before").asText() + "\n" + commit);
        }
        List<String> urls = new ArrayList<>(urls(payload.path("project"), "git_http_url", "git_ssh_url", "web_url", "http_url",
                "ssh_url", "url"));
        urls.addAll(urls(payload.path("repository"), "git_http_url", "git_ssh_url", "homepage", "url"));
        return new Push("gitlab", checkedDelivery("X-Gitlab-Event-UUID", delivery), branch(ref), commit,
                required(new LinkedHashSet<>(urls)));
    }

    /** Longest delivery id accepted: providers send 36-character UUIDs; the orchestrator's key holds 200 with the provider. */
    static final int MAX_DELIVERY_ID = 128;

    /** The trimmed delivery id, or a 400 naming the header when it is longer than any provider sends. */
    private static String checkedDelivery(String header, String delivery) {
        String id = delivery.trim();
        if (id.length() > MAX_DELIVERY_ID) {
            throw ApiException.badRequest(header + " is " + id.length() + " characters long; at most " + MAX_DELIVERY_ID
                    + " are accepted");
        }
        return id;
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String branch(String ref) {
        return ref != null && ref.startsWith("refs/heads/") ? ref.substring("refs/heads/".length()) : null;
    }

    private static List<String> urls(JsonNode node, String... fields) {
        Set<String> urls = new LinkedHashSet<>();
        for (String field : fields) {
            JsonNode value = node.get(field);
            if (value != null && value.isTextual() && !value.asText().isBlank()) {
                urls.add(value.asText());
            }
        }
        return List.copyOf(urls);
    }

    private static List<String> required(java.util.Collection<String> urls) {
        if (urls.isEmpty()) {
            throw ApiException.badRequest("the payload names no repository URL");
        }
        return List.copyOf(urls);
    }

    private static Response accepted(String status, String deliveryId, String message, List<JsonNode> builds) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", status);
        body.put("delivery_id", deliveryId);
        body.put("message", message);
        body.put("builds", builds);
        return Response.accepted(body).type(MediaType.APPLICATION_JSON).build();
    }
}
