package dev.sdkgen.orchestrator.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;

/** Which failures are a broken connection (waited out) and which are a failing statement. */
class DatabaseFailuresTest {

    @Test
    void connectionFailuresAnywhereInTheCauseChain() {
        // pgjdbc: connection refused (08001), an I/O error on an open connection (08006)
        assertTrue(Database.isConnectionFailure(new SQLException("Connection to localhost:5432 refused", "08001")));
        assertTrue(Database.isConnectionFailure(new IllegalStateException("JDBC exception executing SQL",
                new SQLException("An I/O error occurred while sending to the backend.", "08006"))));
        // the server shutting down (57P01 admin_shutdown) or still starting (57P03 cannot_connect_now)
        assertTrue(Database.isConnectionFailure(new SQLException("terminating connection", "57P01")));
        assertTrue(Database.isConnectionFailure(new SQLException("the database system is starting up", "57P03")));
        assertTrue(Database.isConnectionFailure(new RuntimeException(new SQLTransientConnectionException("timeout"))));
    }

    @Test
    void statementFailuresAreNot() {
        assertFalse(Database.isConnectionFailure(new SQLException("duplicate key value", "23505")));
        assertFalse(Database.isConnectionFailure(new SQLException("canceling statement", "57014")));
        assertFalse(Database.isConnectionFailure(new SQLException("no state")));
        assertFalse(Database.isConnectionFailure(new IllegalStateException("a bug")));
    }
}
