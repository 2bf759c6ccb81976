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
 * test JVM on free loopback ports. One per JVM: {@link #shared()} starts it on first use and a
 * shutdown hook stops it. When {@code KAFKA_BOOTSTRAP_SERVERS} is set, that cluster is used
 * instead and nothing is started.
 */
public final class KafkaBroker {

    private static KafkaBroker shared;

    private final String bootstrapServers;
    private final KafkaRaftServer server;
    private final Path dataDir;

    private KafkaBroker(String bootstrapServers, KafkaRaftServer server, Path dataDir) {
        this.bootstrapServers = bootstrapServers;
        this.server = server;
        this.dataDir = dataDir;
    }

    /** The JVM-wide broker (or the external cluster named by {@code KAFKA_BOOTSTRAP_SERVERS}). */
    public static synchronized KafkaBroker shared() {
        if (shared == null) {
            String external = System.getenv("KAFKA_BOOTSTRAP_SERVERS");
            shared = external != null && !external.isBlank()
                    ? new KafkaBroker(external, null, null)
                    : start();
            shared.createTopics(Topics.ALL);
            KafkaBroker broker = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(broker::stop, "kafka-broker-stop"));
        }
        return shared;
    }

    public String bootstrapServers() {
        return bootstrapServers;
    }

    private static KafkaBroker start() {
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
            KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(props, false), Time.SYSTEM);
            server.startup();
            return new KafkaBroker("127.0.0.1:" + port, server, dir);
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

    private void stop() {
        if (server != null) {
            try {
                server.shutdown();
                server.awaitShutdown();
            } catch (RuntimeException e) {
                // the JVM is going away; nothing left to protect
            }
            deleteQuietly(dataDir);
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
