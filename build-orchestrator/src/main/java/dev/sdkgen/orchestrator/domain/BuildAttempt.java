package dev.sdkgen.orchestrator.domain;

import dev.sdkgen.events.BuildState;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;

/** History of a build's attempts (the build row holds the current one). */
@Entity
@Table(name = "build_attempt")
public class BuildAttempt extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long pk;

    @Column(name = "build_id")
    public String buildId;

    public int attempt;

    @Enumerated(EnumType.STRING)
    public BuildState state;

    public String reason;

    @Column(name = "created_at")
    public Instant createdAt;

    /** When the attempt entered {@code validating} (null until then). */
    @Column(name = "validating_at")
    public Instant validatingAt;

    /** When the attempt entered {@code generating} (null until then). */
    @Column(name = "generating_at")
    public Instant generatingAt;

    @Column(name = "finished_at")
    public Instant finishedAt;

    @Column(name = "error_code")
    public String errorCode;

    @Column(name = "error_title")
    public String errorTitle;

    /** When the gateway reported that this attempt's {@code BuildRequested} could not be published (null: never). */
    @Column(name = "publish_failed_at")
    public Instant publishFailedAt;

    public static List<BuildAttempt> ofBuild(String buildId) {
        return list("buildId = ?1 order by attempt", buildId);
    }

    public static BuildAttempt find(String buildId, int attempt) {
        return find("buildId = ?1 and attempt = ?2", buildId, attempt).firstResult();
    }
}
