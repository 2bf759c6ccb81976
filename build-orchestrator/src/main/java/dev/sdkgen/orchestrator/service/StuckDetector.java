package dev.sdkgen.orchestrator.service;

import dev.sdkgen.orchestrator.OrchestratorConfig;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;

/** Periodically turns active builds without progress for {@code stuck-after} into {@code stuck}. */
@ApplicationScoped
public class StuckDetector {

    private final BuildService builds;
    private final OrchestratorConfig config;
    private final Database database;

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
}
