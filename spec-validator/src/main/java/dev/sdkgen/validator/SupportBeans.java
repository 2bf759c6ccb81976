package dev.sdkgen.validator;

import dev.sdkgen.service.Heartbeat;
import dev.sdkgen.service.RecentBuilds;
import dev.sdkgen.service.WorkDirectory;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.nio.file.Path;
import java.util.List;

/**
 * The spec-validator's beans of the shared service-support classes: the work directory
 * ({@code sdkgen.validator.work-dir}, claimed at start, released at shutdown; the clone cache
 * {@code cache} in it is shared by the instances and kept) and the recently handled build attempts.
 */
@ApplicationScoped
public class SupportBeans {

    @Produces
    @Singleton
    static WorkDirectory workDirectory(ValidatorConfig config) {
        return new WorkDirectory(Path.of(config.workDir()), List.of(Checkouts.CACHE));
    }

    @Produces
    @Singleton
    static Heartbeat heartbeat(ValidatorConfig config) {
        return new Heartbeat(ValidationWorker.PRODUCER, config.heartbeatInterval());
    }

    @Produces
    @Singleton
    static RecentBuilds recentBuilds() {
        return new RecentBuilds();
    }

    void onStart(@Observes StartupEvent event, WorkDirectory work, ValidatorConfig config) {
        work.claim();
        work.sweepEvery(config.workSweepInterval());
    }

    void onStop(@Observes ShutdownEvent event, WorkDirectory work) {
        work.release();
    }
}
