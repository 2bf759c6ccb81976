package dev.sdkgen.orchestrator.access;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** One write through the public API: who, what, when, on which entity, and how it was answered. */
@Entity
@Table(name = "audit_entry")
public class AuditEntry extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public Instant at;

    @Column(name = "actor_id")
    public String actorId;

    @Column(name = "actor_name")
    public String actorName;

    public String action;

    @Column(name = "target_type")
    public String targetType;

    @Column(name = "target_id")
    public String targetId;

    @Column(name = "project_id")
    public String projectId;

    public int status;

    public String detail;
}
