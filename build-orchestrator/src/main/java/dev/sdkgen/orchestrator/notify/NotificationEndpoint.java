package dev.sdkgen.orchestrator.notify;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;

/** Where a project's notifications go, which event types it wants, and its sealed signing secret. */
@Entity
@Table(name = "notification_endpoint")
public class NotificationEndpoint extends PanacheEntityBase {

    @Id
    public String id;

    @Column(name = "project_id")
    public String projectId;

    public String url;

    public String description;

    /** Space-separated event types. */
    public String events;

    public boolean enabled;

    @Column(name = "disabled_reason")
    public String disabledReason;

    @Column(name = "sealed_secret")
    public String sealedSecret;

    @Column(name = "secret_prefix")
    public String secretPrefix;

    @Column(name = "previous_sealed_secret")
    public String previousSealedSecret;

    @Column(name = "previous_valid_until")
    public Instant previousValidUntil;

    @Column(name = "created_at")
    public Instant createdAt;

    @Column(name = "updated_at")
    public Instant updatedAt;

    public List<String> eventList() {
        return Arrays.stream(events.split(" ")).filter(s -> !s.isEmpty()).toList();
    }

    /** The enabled endpoints of a project that want events of {@code type}. */
    static List<NotificationEndpoint> wanting(String projectId, String type) {
        return NotificationEndpoint.<NotificationEndpoint>list("projectId = ?1 and enabled = true order by createdAt, id", projectId)
                .stream().filter(e -> e.eventList().contains(type)).toList();
    }
}
