package dev.sdkgen.orchestrator.domain;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * The credentials of a project's private Config Repository: what may be shown, and the secret
 * sealed by the gateway ({@code sealed}; this service cannot open it and never returns it except
 * on the internal credential endpoint the workers use).
 */
@Entity
@Table(name = "repository_credential")
public class RepositoryCredential extends PanacheEntityBase {

    @Id
    @Column(name = "project_id")
    public String projectId;

    public String type;

    public String username;

    @Column(name = "public_key")
    public String publicKey;

    public String fingerprint;

    @Column(name = "known_hosts")
    public String knownHosts;

    public String sealed;

    @Column(name = "created_at")
    public Instant createdAt;
}
