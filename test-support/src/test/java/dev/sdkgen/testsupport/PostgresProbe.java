package dev.sdkgen.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;

/**
 * A JVM of its own that starts the tests' embedded PostgreSQL ({@link Postgres#shared()}) and asks
 * it one question; {@link PostgresInterruptedExtractionTest} runs it with a chosen heap and
 * temporary directory. Prints {@code answer: 42} and exits 0 when the server answered.
 */
public final class PostgresProbe {

    private PostgresProbe() {
    }

    public static void main(String[] args) throws Exception {
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
             ResultSet rs = c.createStatement().executeQuery("select 40 + 2")) {
            rs.next();
            System.out.println("answer: " + rs.getInt(1));
        }
        // the shutdown hooks stop the server
        System.exit(0);
    }
}
