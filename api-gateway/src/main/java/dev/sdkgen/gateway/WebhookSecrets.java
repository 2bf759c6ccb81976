package dev.sdkgen.gateway;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sdkgen.git.SecretBox;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.rest.client.inject.RestClient;
import org.jboss.logging.Logger;

/**
 * Per-project webhook secrets (docs/api.md, "Webhook secrets"): made here, sealed with the secrets key
 * (AES-256-GCM, bound to the project id: HMAC needs the secret itself, so it cannot be hashed), stored
 * sealed by the orchestrator. A rotation keeps the replaced secret valid for
 * {@code sdkgen.gateway.webhook-secret-grace}, so deliveries already signed with it still count.
 */
@ApplicationScoped
public class WebhookSecrets {

    private static final Logger LOG = Logger.getLogger(WebhookSecrets.class);
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Orchestrator orchestrator;
    private final AccessClient access;
    private final GitRemote git;
    private final GatewayConfig config;

    public WebhookSecrets(Orchestrator orchestrator, @RestClient AccessClient access, GitRemote git, GatewayConfig config) {
        this.orchestrator = orchestrator;
        this.access = access;
        this.git = git;
        this.config = config;
    }

    /** A new secret for the project; the answer holds it (once) and until when the previous one is accepted. */
    public Map<String, Object> rotate(String projectId) {
        SecretBox box = box();
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        String secret = HexFormat.of().formatHex(bytes);
        long grace = config.webhookSecretGrace().toSeconds();
        JsonNode stored = orchestrator.call(() -> access.rotateWebhookSecret(projectId,
                Map.of("sealed", box.seal(secret, associatedData(projectId)), "grace_seconds", grace)));
        Map<String, Object> answer = new java.util.LinkedHashMap<>();
        answer.put("project_id", projectId);
        answer.put("secret", secret);
        answer.put("created_at", stored.path("created_at").asText());
        answer.put("previous_valid_until", stored.path("previous_valid_until").isNull() ? null
                : stored.path("previous_valid_until").asText(null));
        return answer;
    }

    /** The ids of the projects whose own secret (current, or previous within its grace period) signed the delivery. */
    public List<String> signedBy(List<JsonNode> projects, String provider, byte[] body, String signature) {
        List<String> signed = new ArrayList<>();
        for (JsonNode project : projects) {
            String id = project.path("project_id").asText();
            JsonNode secrets;
            try {
                secrets = orchestrator.call(() -> access.webhookSecret(id));
            } catch (ApiException e) {
                if (e.status() == 404) {
                    continue;
                }
                throw e;
            }
            for (String field : List.of("sealed", "previous_sealed")) {
                String sealed = secrets.path(field).asText(null);
                String secret = sealed == null ? null : open(sealed, id);
                if (secret != null && WebhookVerifier.signed(secret, provider, body, signature)) {
                    signed.add(id);
                    break;
                }
            }
        }
        return signed;
    }

    private String open(String sealed, String projectId) {
        try {
            return box().open(sealed, associatedData(projectId));
        } catch (GeneralSecurityException e) {
            LOG.errorf("the webhook secret of project %s cannot be opened with this secrets key", projectId);
            return null;
        }
    }

    private SecretBox box() {
        try {
            return git.secrets();
        } catch (ApiException e) {
            throw new ApiException(422, "webhook_secrets_disabled",
                    "this service has no secrets key (sdkgen.git.secrets-key), so it cannot keep project webhook secrets");
        }
    }

    private static String associatedData(String projectId) {
        return "webhook-secret:" + projectId;
    }
}
