package dev.sdkgen.testsupport;

import dev.sdkgen.events.Topics;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.utils.Time;

/**
 * A real single-node Apache Kafka broker (KRaft, broker + controller in one) running inside the
 * test JVM on free loopback ports.
 *
 * <p>{@link #shared()} is the JVM-wide broker most tests use: started on first use, stopped by a
 * shutdown hook; when {@code KAFKA_BOOTSTRAP_SERVERS} is set, that cluster is used instead and
 * nothing is started. {@link #dedicated()} is a broker of its own for fault tests: it can be
 * {@link #stop() stopped} and {@link #start() started} again on the same ports with the same data
 * directory (topics, records and committed consumer offsets survive), like a real broker restart.
 */
public final class KafkaBroker implements AutoCloseable {

    private static KafkaBroker shared;

    private final String bootstrapServers;
    private final Properties props;
    private final Path dataDir;
    private KafkaRaftServer server;

    private KafkaBroker(String bootstrapServers, Properties props, Path dataDir) {
        this.bootstrapServers = bootstrapServers;
        this.props = props;
        this.dataDir = dataDir;
    }

    /** The JVM-wide broker (or the external cluster named by {@code KAFKA_BOOTSTRAP_SERVERS}). */
    public static synchronized KafkaBroker shared() {
        if (shared == null) {
            String external = System.getenv("KAFKA_BOOTSTRAP_SERVERS");
            shared = external != null && !external.isBlank()
                    ? new KafkaBroker(external, null, null)
                    : formatted();
            shared.start();
            shared.createTopics(Topics.ALL);
            KafkaBroker broker = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(broker::close, "kafka-broker-stop"));
        }
        return shared;
    }

    /**
     * A new broker of the caller's own, always in this JVM (even when {@code KAFKA_BOOTSTRAP_SERVERS}
     * is set), with every sdkgen topic created; {@link #close()} stops it and deletes its data.
     */
    public static KafkaBroker dedicated() {
        KafkaBroker broker = formatted();
        broker.start();
        broker.createTopics(Topics.ALL);
        Runtime.getRuntime().addShutdownHook(new Thread(broker::close, "kafka-broker-stop"));
        return broker;
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    /** Whether this broker is running (always true for an external cluster). */
    public synchronized boolean isRunning() {
        return props == null || server != null;
    }

    /**
     * Starts the broker, again after {@link #stop()}: same ports, same data directory. A port
     * just released may still be held by the operating system for a moment; the start is retried
     * for a few seconds.
     */
    public synchronized void start() {
        if (props == null || server != null) {
            return;
        }
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            KafkaRaftServer s = new KafkaRaftServer(KafkaConfig.fromProps(props, false), Time.SYSTEM);
            try {
                s.startup();
                server = s;
                return;
            } catch (RuntimeException e) {
                shutdownQuietly(s);
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                sleep(250);
            }
        }
    }

    /** Stops the broker as a real broker stops (controlled shutdown); its data stays for {@link #start()}. */
    public synchronized void stop() {
        if (server != null) {
            shutdownQuietly(server);
            server = null;
        }
    }

    /** Stops the broker and deletes its data. */
    @Override
    public synchronized void close() {
        stop();
        deleteQuietly(dataDir);
    }

    private static KafkaBroker formatted() {
        try {
            Path dir = Files.createTempDirectory("sdkgen-kafka-");
            int port = Ports.free();
            int controllerPort = Ports.free();
            Properties props = new Properties();
            props.put("process.roles", "broker,controller");
            props.put("node.id", "1");
            props.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
            props.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
            props.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
            props.put("controller.listener.names", "CONTROLLER");
            props.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
            props.put("inter.broker.listener.name", "PLAINTEXT");
            props.put("log.dirs", dir.resolve("data").toString());
            props.put("num.partitions", "1");
            props.put("offsets.topic.replication.factor", "1");
            props.put("offsets.topic.num.partitions", "1");
            props.put("transaction.state.log.replication.factor", "1");
            props.put("transaction.state.log.min.isr", "1");
            props.put("share.coordinator.state.topic.replication.factor", "1");
            props.put("share.coordinator.state.topic.min.isr", "1");
            props.put("group.initial.rebalance.delay.ms", "0");
            props.put("auto.create.topics.enable", "true");
            // the 128 MiB default cleaner buffer runs small heaps out of memory
            props.put("log.cleaner.dedupe.buffer.size", "16777216");
            Path config = dir.resolve("server.properties");
            try (OutputStream out = Files.newOutputStream(config)) {
                props.store(out, "sdkgen test broker");
            }
            ByteArrayOutputStream log = new ByteArrayOutputStream();
            int formatted = StorageTool.execute(new String[] {
                    "format", "-t", Uuid.randomUuid().toString(), "-c", config.toString()},
                    new PrintStream(log, true, StandardCharsets.UTF_8));
            if (formatted != 0) {
                throw new IllegalStateException("kafka storage format failed: " + log.toString(StandardCharsets.UTF_8));
            }
            return new KafkaBroker("127.0.0.1:" + port, props, dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Creates topics (one partition, replication 1) that do not exist yet. */
    public void createTopics(List<String> names) {
        try (Admin admin = admin()) {
            List<NewTopic> topics = names.stream().map(n -> new NewTopic(n, 1, (short) 1)).collect(Collectors.toList());
            for (NewTopic topic : topics) {
                try {
                    admin.createTopics(List.of(topic)).all().get(30, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    if (!(e.getCause() instanceof TopicExistsException)) {
                        throw new IllegalStateException("cannot create topic " + topic.name(), e.getCause());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("broker at " + bootstrapServers + " did not answer", e);
        }
    }

    public Admin admin() {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers));
    }

    private static void shutdownQuietly(KafkaRaftServer s) {
        try {
            s.shutdown();
            s.awaitShutdown();
        } catch (RuntimeException e) {
            // stopping a broker that failed to start, or the JVM is going away
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (var paths = Files.walk(dir)) {
            paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // best effort
        }
    }
}
