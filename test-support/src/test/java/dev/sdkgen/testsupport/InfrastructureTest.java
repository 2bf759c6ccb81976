package dev.sdkgen.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.sdkgen.events.BuildRequested;
import dev.sdkgen.events.BuildSource;
import dev.sdkgen.events.Topics;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.Map;
import org.eclipse.jgit.api.Git;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InfrastructureTest {

    @Test
    void brokerCarriesKeyedEventsFromPublisherToProbe() {
        try (EventProbe probe = EventProbe.onSharedBroker(Topics.BUILD_REQUESTED);
             EventPublisher publisher = EventPublisher.onSharedBroker()) {
            BuildRequested event = BuildRequested.of("b-infra", 1,
                    new BuildSource("p", "go", "go", "/tmp/x", "main", "c0ffee"), "trigger");
            publisher.publish(event);
            EventProbe.Seen seen = probe.await(s -> event.equals(s.event()), Duration.ofSeconds(30));
            assertEquals("b-infra", seen.key());
            assertEquals(Topics.BUILD_REQUESTED, seen.topic());
        }
    }

    @Test
    void aDedicatedBrokerRestartsOnItsPortsWithItsData() {
        try (KafkaBroker broker = KafkaBroker.dedicated()) {
            BuildRequested before = BuildRequested.of("b-restart-1", 1,
                    new BuildSource("p", "go", "go", "/tmp/x", "main", "c0ffee"), "trigger");
            try (EventProbe probe = new EventProbe(broker.bootstrapServers(), Topics.BUILD_REQUESTED);
                 EventPublisher publisher = new EventPublisher(broker.bootstrapServers())) {
                publisher.publish(before);
                probe.await(s -> before.equals(s.event()), Duration.ofSeconds(30));
            }
            broker.stop();
            assertEquals(false, broker.isRunning());
            broker.start();
            BuildRequested after = BuildRequested.of("b-restart-2", 1,
                    new BuildSource("p", "go", "go", "/tmp/x", "main", "c0ffee"), "trigger");
            try (EventPublisher publisher = new EventPublisher(broker.bootstrapServers());
                 var admin = broker.admin()) {
                publisher.publish(after);
                // both records are in the topic: the data directory survived the restart
                long end = admin.listOffsets(Map.of(new org.apache.kafka.common.TopicPartition(Topics.BUILD_REQUESTED, 0),
                        org.apache.kafka.clients.admin.OffsetSpec.latest())).all().get().values().iterator().next().offset();
                assertEquals(2, end);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void postgresAnswersQueries() throws Exception {
        Postgres pg = Postgres.shared();
        try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password());
             ResultSet rs = c.createStatement().executeQuery("select 40 + 2")) {
            rs.next();
            assertEquals(42, rs.getInt(1));
        }
    }

    @Test
    void aDedicatedPostgresRestartsWithItsDataAndAFrozenOneAnswersNothingUntilThawed() throws Exception {
        try (Postgres pg = Postgres.dedicated()) {
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
                c.createStatement().execute("create table kept (n int); insert into kept values (42)");
            }
            pg.stop();
            assertEquals(false, pg.isRunning());
            assertThrows(java.sql.SQLException.class,
                    () -> DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password()).close());
            pg.start();
            // (a query timeout would not help against a frozen server: its cancel request is not answered either)
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl() + "&socketTimeout=2", pg.user(), pg.password())) {
                assertEquals(42, one(c, "select n from kept"));
                pg.freeze();
                try {
                    // an open connection gets no answer: the query runs into the socket timeout
                    long t0 = System.nanoTime();
                    assertThrows(java.sql.SQLException.class, () -> one(c, "select 1"));
                    assertTrue(Duration.ofNanos(System.nanoTime() - t0).toMillis() >= 1500);
                } finally {
                    pg.thaw();
                }
            }
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl(), pg.user(), pg.password())) {
                assertEquals(42, one(c, "select n from kept"));
            }
        }
    }

    private static int one(Connection c, String sql) throws Exception {
        try (ResultSet rs = c.createStatement().executeQuery(sql)) {
            rs.next();
            return rs.getInt(1);
        }
    }

    @Test
    void configRepositoryIsARealGitRepository(@TempDir Path dir) throws Exception {
        ConfigRepository repo = ConfigRepository.create(dir, ConfigRepository.example("acme"), "main");
        String second = repo.commit(Map.of("README.md", "hello\n"), "second");
        try (Git clone = Git.cloneRepository().setURI(repo.url()).setDirectory(dir.resolve("clone").toFile()).call()) {
            assertEquals(second, clone.getRepository().resolve("HEAD").name());
            assertNotEquals(null, clone.getRepository().resolve("HEAD~1"));
        }
    }
}
