package dev.sdkgen.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/**
 * Real PostgreSQL for tests: an embedded server (zonky, PostgreSQL 17 binaries) started once per
 * JVM, or the external server named by {@code DB_URL} ({@code DB_USER}, {@code DB_PASSWORD}).
 * The embedded server's binaries live in {@link PostgresBinaries#defaultDirectory()}.
 */
public final class Postgres {

    private static Postgres shared;

    private final String jdbcUrl;
    private final String user;
    private final String password;

    private Postgres(String jdbcUrl, String user, String password) {
        this.jdbcUrl = jdbcUrl;
        this.user = user;
        this.password = password;
    }

    public static synchronized Postgres shared() {
        if (shared == null) {
            String external = System.getenv("DB_URL");
            if (external != null && !external.isBlank()) {
                shared = new Postgres(external, env("DB_USER", "postgres"), env("DB_PASSWORD", "postgres"));
            } else {
                Path binaries = PostgresBinaries.defaultDirectory();
                try {
                    EmbeddedPostgres pg = PostgresBinaries.start(EmbeddedPostgres.builder(), binaries);
                    Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                        try {
                            pg.close();
                        } catch (IOException e) {
                            // the JVM is going away
                        }
                    }, "postgres-stop"));
                    shared = new Postgres(pg.getJdbcUrl("postgres", "postgres"), "postgres", "postgres");
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot start embedded PostgreSQL (binaries in " + binaries + ")", e);
                }
            }
        }
        return shared;
    }

    private static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isBlank() ? fallback : value;
    }

    public String jdbcUrl() {
        return jdbcUrl;
    }

    public String user() {
        return user;
    }

    public String password() {
        return password;
    }
}
