package dev.sdkgen.orchestrator.domain;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.IdClass;
import jakarta.persistence.Table;
import java.io.Serializable;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The Git repository an SDK target's SDK is delivered to, with its credentials as the gateway
 * sealed them ({@code sealed}: ciphertext this service cannot open; null without credentials).
 */
@Entity
@Table(name = "sdk_repository")
@IdClass(SdkRepository.Key.class)
public class SdkRepository extends PanacheEntityBase {

    @Id
    @Column(name = "project_id")
    public String projectId;

    @Id
    @Column(name = "target_id")
    public String targetId;

    public String url;

    public String branch;

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

    @Column(name = "updated_at")
    public Instant updatedAt;

    public static Optional<SdkRepository> of(String projectId, String targetId) {
        return find("projectId = ?1 and targetId = ?2", projectId, targetId).firstResultOptional();
    }

    public static List<SdkRepository> ofProject(String projectId) {
        return list("projectId", projectId);
    }

    /** The composite primary key. */
    public static class Key implements Serializable {
        private static final long serialVersionUID = 1L;
        public String projectId;
        public String targetId;

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Objects.equals(projectId, k.projectId) && Objects.equals(targetId, k.targetId);
        }

        @Override
        public int hashCode() {
            return Objects.hash(projectId, targetId);
        }
    }
}
