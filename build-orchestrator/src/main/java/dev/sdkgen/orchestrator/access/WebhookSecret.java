package dev.sdkgen.orchestrator.access;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A project's webhook secret, sealed by the gateway, and the one it replaced during its grace period. */
@Entity
@Table(name = "webhook_secret")
public class WebhookSecret extends PanacheEntityBase {

    @Id
    @Column(name = "project_id")
    public String projectId;

    public String sealed;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "previous_sealed")
    public String previousSealed;

    @Column(name = "previous_valid_until")
    public Instant previousValidUntil;
}
