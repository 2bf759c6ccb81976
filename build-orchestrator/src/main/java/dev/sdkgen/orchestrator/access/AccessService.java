package dev.sdkgen.orchestrator.access;

import dev.sdkgen.orchestrator.access.AccessModel.AuditRequest;
import dev.sdkgen.orchestrator.access.AccessModel.AuditView;
import dev.sdkgen.orchestrator.access.AccessModel.TokenRequest;
import dev.sdkgen.orchestrator.access.AccessModel.TokenView;
import dev.sdkgen.orchestrator.access.AccessModel.WebhookSecretRequest;
import dev.sdkgen.orchestrator.access.AccessModel.WebhookSecretView;
import dev.sdkgen.orchestrator.domain.Project;
import dev.sdkgen.orchestrator.service.ApiException;
import dev.sdkgen.orchestrator.service.Ids;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/** API tokens (hashes only), per-project webhook secrets (sealed only) and the audit log. */
@ApplicationScoped
public class AccessService {

    static final Set<String> ROLES = Set.of("viewer", "operator", "admin");
    private static final Pattern SHA256_HEX = Pattern.compile("[0-9a-f]{64}");

    @Transactional
    public TokenView create(TokenRequest request) {
        require(request.name(), "name");
        require(request.createdBy(), "created_by");
        if (request.tokenHash() == null || !SHA256_HEX.matcher(request.tokenHash()).matches()) {
            throw invalid("token_hash must be 64 lower-case hex characters (SHA-256)");
        }
        if (!ROLES.contains(String.valueOf(request.role()))) {
            throw invalid("role must be one of viewer, operator, admin");
        }
        List<String> projects = request.projects();
        if (projects != null) {
            for (String p : projects) {
                if (p == null || Project.findById(p) == null) {
                    throw invalid("projects: no project " + p);
                }
            }
        }
        ApiToken t = new ApiToken();
        t.id = Ids.newId("tok");
        t.name = request.name().trim();
        t.tokenHash = request.tokenHash();
        t.prefix = request.prefix() == null ? "" : request.prefix();
        t.role = request.role();
        t.projects = projects == null ? null : String.join(" ", projects.stream().distinct().sorted().toList());
        t.createdBy = request.createdBy();
        t.createdAt = Instant.now();
        t.expiresAt = request.expiresAt();
        t.persist();
        return TokenView.of(t);
    }

    public List<TokenView> tokens() {
        return ApiToken.<ApiToken>listAll(Sort.by("createdAt").and("id")).stream().map(TokenView::of).toList();
    }

    /** The token with this hash, revoked or expired ones included (the gateway decides); 404 for none. */
    public TokenView byHash(String hash) {
        ApiToken t = ApiToken.find("tokenHash", hash).firstResult();
        if (t == null) {
            throw ApiException.notFound("token");
        }
        return TokenView.of(t);
    }

    /** Revokes a token (idempotent: the first revocation's time stays). */
    @Transactional
    public TokenView revoke(String id) {
        ApiToken t = ApiToken.findById(id);
        if (t == null) {
            throw ApiException.notFound("token " + id);
        }
        if (t.revokedAt == null) {
            t.revokedAt = Instant.now();
        }
        return TokenView.of(t);
    }

    @Transactional
    public AuditView record(AuditRequest request) {
        require(request.actorId(), "actor_id");
        require(request.action(), "action");
        require(request.targetType(), "target_type");
        AuditEntry e = new AuditEntry();
        e.at = Instant.now();
        e.actorId = request.actorId();
        e.actorName = request.actorName() == null ? request.actorId() : request.actorName();
        e.action = request.action();
        e.targetType = request.targetType();
        e.targetId = request.targetId();
        e.projectId = request.projectId();
        e.status = request.status();
        e.detail = request.detail();
        e.persist();
        return AuditView.of(e);
    }

    /**
     * The newest entries first, {@code before} an entry id (paging), at most {@code limit}; only those of
     * {@code projectId} and of {@code actor} (its name or id) when given.
     */
    public List<AuditView> audit(Long before, int limit, String projectId, String actor) {
        StringBuilder where = new StringBuilder("1 = 1");
        java.util.Map<String, Object> params = new java.util.HashMap<>();
        if (before != null) {
            where.append(" and id < :before");
            params.put("before", before);
        }
        if (projectId != null && !projectId.isBlank()) {
            where.append(" and projectId = :project");
            params.put("project", projectId);
        }
        if (actor != null && !actor.isBlank()) {
            where.append(" and (actorName = :actor or actorId = :actor)");
            params.put("actor", actor);
        }
        return AuditEntry.<AuditEntry>find(where + " order by at desc, id desc", params)
                .page(0, limit).list().stream().map(AuditView::of).toList();
    }

    /** Makes {@code sealed} the project's webhook secret; the one it replaces stays accepted for the grace period. */
    @Transactional
    public WebhookSecretView rotate(String projectId, WebhookSecretRequest request) {
        if (Project.findById(projectId) == null) {
            throw ApiException.notFound("project " + projectId);
        }
        if (request.sealed() == null || !request.sealed().startsWith("v1:") || request.graceSeconds() < 0) {
            throw invalid("sealed (v1:…) and a grace_seconds of 0 or more are required");
        }
        Instant now = Instant.now();
        WebhookSecret s = WebhookSecret.findById(projectId);
        if (s == null) {
            s = new WebhookSecret();
            s.projectId = projectId;
        } else if (request.graceSeconds() > 0) {
            s.previousSealed = s.sealed;
            s.previousValidUntil = now.plusSeconds(request.graceSeconds());
        } else {
            s.previousSealed = null;
            s.previousValidUntil = null;
        }
        s.sealed = request.sealed();
        s.createdAt = now;
        s.persist();
        return view(s, now);
    }

    /** The project's webhook secrets; 404 when it has none (only the global secret, if any, signs its deliveries). */
    public WebhookSecretView webhookSecret(String projectId) {
        WebhookSecret s = WebhookSecret.findById(projectId);
        if (s == null) {
            throw ApiException.notFound("webhook secret of project " + projectId);
        }
        return view(s, Instant.now());
    }

    private static WebhookSecretView view(WebhookSecret s, Instant now) {
        boolean inGrace = s.previousSealed != null && s.previousValidUntil != null && s.previousValidUntil.isAfter(now);
        return new WebhookSecretView(s.projectId, s.sealed, s.createdAt, inGrace ? s.previousSealed : null,
                inGrace ? s.previousValidUntil : null);
    }

    private static void require(String value, String field) {
        if (value == null || value.isBlank()) {
            throw invalid(field + " is required");
        }
    }

    private static ApiException invalid(String message) {
        return new ApiException(400, "invalid_request", message);
    }
}
