package dev.sdkgen.orchestrator.service;

import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * Readiness of the build database: a {@link Database#probe() probe} (bounded by
 * {@code database-probe-timeout}, so a frozen server cannot hang the health endpoint), and while it
 * is down since when, why, and how many consumers wait for it. It replaces Agroal's own check, which
 * waits on the pool and on the driver's socket timeout.
 */
@Readiness
@ApplicationScoped
public class DatabaseReadiness implements HealthCheck {

    private final Database database;

    public DatabaseReadiness(Database database) {
        this.database = database;
    }

    @Override
    public HealthCheckResponse call() {
        boolean up = database.probe();
        HealthCheckResponseBuilder response = HealthCheckResponse.named("build database (PostgreSQL)").status(up);
        if (!up) {
            response.withData("down-since", String.valueOf(database.downSince()))
                    .withData("failure", String.valueOf(database.lastFailure()))
                    .withData("waiting-consumers", database.waitingConsumers());
        }
        return response.build();
    }
}
