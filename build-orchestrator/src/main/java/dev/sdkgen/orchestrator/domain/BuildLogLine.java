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

/** One line of an attempt's log; {@code seq} orders the lines of an attempt (1-based). */
@Entity
@Table(name = "build_log_line")
public class BuildLogLine extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long pk;

    @Column(name = "build_id")
    public String buildId;

    public int attempt;

    public int seq;

    @Column(name = "logged_at")
    public Instant loggedAt;

    public String source;

    public String line;

    /** Lines of an attempt after {@code afterSeq}, in order. */
    public static List<BuildLogLine> after(String buildId, int attempt, int afterSeq) {
        return list("buildId = ?1 and attempt = ?2 and seq > ?3 order by seq", buildId, attempt, afterSeq);
    }

    public static int lastSeq(String buildId, int attempt) {
        Integer max = getEntityManager()
                .createQuery("select max(l.seq) from BuildLogLine l where l.buildId = ?1 and l.attempt = ?2", Integer.class)
                .setParameter(1, buildId).setParameter(2, attempt).getSingleResult();
        return max == null ? 0 : max;
    }
}
