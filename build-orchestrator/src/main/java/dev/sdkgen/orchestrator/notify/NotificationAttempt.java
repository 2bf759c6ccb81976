package dev.sdkgen.orchestrator.notify;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One attempt to send a notification: when, the answer's status or the error, how long it took. */
@Entity
@Table(name = "notification_attempt")
public class NotificationAttempt extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "notification_id")
    public String notificationId;

    @Column(name = "endpoint_id")
    public String endpointId;

    public int attempt;

    public Instant at;

    @Column(name = "status_code")
    public Integer statusCode;

    public String error;

    @Column(name = "duration_ms")
    public int durationMs;
}
