package dev.sdkgen.orchestrator.access;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** An API token: its hash, never the secret (see V6__access.sql). */
@Entity
@Table(name = "api_token")
public class ApiToken extends PanacheEntityBase {

    @Id
    public String id;

    public String name;

    @Column(name = "token_hash")
    public String tokenHash;

    public String prefix;

    public String role;

    /** Space-separated project ids; null for every project. */
    public String projects;

    @Column(name = "created_by")
    public String createdBy;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "expires_at")
    public Instant expiresAt;

    @Column(name = "revoked_at")
    public Instant revokedAt;
}
