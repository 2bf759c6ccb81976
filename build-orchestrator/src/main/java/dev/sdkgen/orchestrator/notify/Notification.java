package dev.sdkgen.orchestrator.notify;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One row of the outbox: a notification for one endpoint; its id is the delivery id, the same on every attempt. */
@Entity
@Table(name = "notification")
public class Notification extends PanacheEntityBase {

    static final String PENDING = "pending";
    static final String DELIVERED = "delivered";
    static final String FAILED = "failed";
    static final String SKIPPED = "skipped";

    @Id
    public String id;

    @Column(name = "endpoint_id")
    public String endpointId;

    @Column(name = "event_id")
    public String eventId;

    public String type;

    @Column(name = "build_id")
    public String buildId;

    /** The exact body sent, fixed when the row was written. */
    public String payload;

    /** pending | delivered | failed | skipped. */
    public String state;

    public int attempts;

    @Column(name = "next_attempt_at")
    public Instant nextAttemptAt;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "finished_at")
    public Instant finishedAt;
}
