package dev.sdkgen.testsupport;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/** Quarkus test resource: the service's default datasource on the JVM-wide real PostgreSQL. */
public class PostgresTestResource implements QuarkusTestResourceLifecycleManager {

    @Override
    public Map<String, String> start() {
        Postgres pg = Postgres.shared();
        return Map.of(
                "quarkus.datasource.jdbc.url", pg.jdbcUrl(),
                "quarkus.datasource.username", pg.user(),
                "quarkus.datasource.password", pg.password());
    }

    @Override
    public void stop() {
        // shared for the JVM; stopped by a shutdown hook
    }
}
