package dev.sdkgen.orchestrator.domain;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** One language SDK of a project; its id is the language. */
@Entity
@Table(name = "sdk_target")
public class SdkTarget extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long pk;

    @Column(name = "project_id")
    public String projectId;

    @Column(name = "target_id")
    public String targetId;

    public String language;

    /** False once the language left the config's {@code targets}. */
    public boolean active;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "updated_at")
    public Instant updatedAt;

    public static List<SdkTarget> ofProject(String projectId) {
        return list("projectId = ?1 order by targetId", projectId);
    }

    public static Optional<SdkTarget> find(String projectId, String targetId) {
        return find("projectId = ?1 and targetId = ?2", projectId, targetId).firstResultOptional();
    }
}
