package dev.sdkgen.orchestrator.service;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/**
 * Periodically turns active builds without progress for {@code stuck-after} into {@code stuck}, and
 * reports running attempts whose worker stopped sending heartbeats for {@code worker-lost-after}.
 */
@ApplicationScoped
public class StuckDetector {

    private final BuildService builds;
    private final OrchestratorConfig config;
    private final Database database;
    /** The last check that found the database down (null: never). */
    private volatile Instant databaseSeenDown;

    public StuckDetector(BuildService builds, OrchestratorConfig config, Database database) {
        this.builds = builds;
        this.config = config;
        this.database = database;
    }

    @Scheduled(every = "${sdkgen.orchestrator.stuck-check-interval}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void check() {
        if (database.isDown()) {
            // the consumers wait for it too; their events are applied first when it is back
            return;
        }
        builds.markStuck(Instant.now().minus(config.stuckAfter()));
    }

    @Scheduled(every = "${sdkgen.orchestrator.worker-check-interval}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void checkWorkers() {
        Instant now = Instant.now();
        if (database.isDown()) {
            databaseSeenDown = now;
            return;
        }
        // heartbeats that waited for the database are applied after it is back: a worker counts as lost
        // only once it had worker-lost-after to be heard from since then
        if (databaseSeenDown != null && databaseSeenDown.plus(config.workerLostAfter()).isAfter(now)) {
            return;
        }
        builds.markWorkersLost(now.minus(config.workerLostAfter()), config.workerLostAfter());
    }
}
