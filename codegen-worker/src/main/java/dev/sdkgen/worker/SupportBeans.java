package dev.sdkgen.worker;

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
 * The codegen-worker's beans of the shared service-support classes: the work directory
 * ({@code sdkgen.codegen.work-dir}, claimed at start, released at shutdown; nothing in it is kept
 * across instances) and the recently handled build attempts.
 */
@ApplicationScoped
public class SupportBeans {

    @Produces
    @Singleton
    static WorkDirectory workDirectory(WorkerConfig config) {
        return new WorkDirectory(Path.of(config.workDir()), List.of());
    }

    @Produces
    @Singleton
    static Heartbeat heartbeat(WorkerConfig config) {
        return new Heartbeat(GenerationWorker.PRODUCER, config.heartbeatInterval());
    }

    @Produces
    @Singleton
    static RecentBuilds recentBuilds() {
        return new RecentBuilds();
    }

    void onStart(@Observes StartupEvent event, WorkDirectory work, WorkerConfig config) {
        work.claim();
        work.sweepEvery(config.workSweepInterval());
    }

    void onStop(@Observes ShutdownEvent event, WorkDirectory work) {
        work.release();
    }
}
