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

    public StuckDetector(BuildService builds, OrchestratorConfig config) {
        this.builds = builds;
        this.config = config;
    }

    @Scheduled(every = "${sdkgen.orchestrator.stuck-check-interval}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void check() {
        builds.markStuck(Instant.now().minus(config.stuckAfter()));
    }
}
