package dev.sdkgen.images;

import com.google.cloud.tools.jib.api.Containerizer;
import com.google.cloud.tools.jib.api.Jib;
import com.google.cloud.tools.jib.api.JibContainer;
import com.google.cloud.tools.jib.api.LogEvent;
import com.google.cloud.tools.jib.api.TarImage;
import com.google.cloud.tools.jib.api.buildplan.AbsoluteUnixPath;
import com.google.cloud.tools.jib.api.buildplan.FileEntriesLayer;
import com.google.cloud.tools.jib.api.buildplan.ImageFormat;
import com.google.cloud.tools.jib.api.buildplan.Port;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Builds the services' container images with Jib's core library, as {@code docker save}-format
 * tars, with no Docker daemon and no registry (docs/deploy.md, "Images"). Each image is the base
 * made by {@code deploy/images/build-base} plus the service's Quarkus fast-jar under
 * {@code /deployments} in two layers: {@code lib/} (the libraries, which change least) and the
 * rest (the runner jar, {@code app/}, {@code quarkus/}). Jib writes every file with the same time
 * and permissions and in a fixed order, and the image's creation time is 1970-01-01.
 *
 * <p>Arguments: the repository root, the version (the images' tag), the base image tar, the output
 * directory ({@code <service>.tar} each), and the services as {@code name:port,...}. One image at a
 * time: Jib parallelises inside an image, and the build machine has two cores.
 */
public final class ImageBuilder {

    static final AbsoluteUnixPath DEPLOYMENTS = AbsoluteUnixPath.get("/deployments");
    static final List<String> ENTRYPOINT = List.of("java", "-Djava.util.logging.manager=org.jboss.logmanager.LogManager",
            "-jar", "/deployments/quarkus-run.jar");

    record Service(String name, int port) {
        static List<Service> parse(String list) {
            List<Service> services = new ArrayList<>();
            for (String item : list.split(",")) {
                String[] parts = item.trim().split(":");
                if (parts.length != 2) {
                    throw new IllegalArgumentException("expected service:port, got '" + item + "'");
                }
                services.add(new Service(parts[0], Integer.parseInt(parts[1])));
            }
            return services;
        }
    }

    private ImageBuilder() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 5) {
            System.err.println("usage: ImageBuilder ROOT VERSION BASE_TAR OUTPUT_DIR service:port[,service:port...]");
            System.exit(2);
        }
        Path root = Path.of(args[0]);
        String version = args[1];
        Path base = Path.of(args[2]);
        Path out = Files.createDirectories(Path.of(args[3]));
        for (Service service : Service.parse(args[4])) {
            long started = System.nanoTime();
            Path tar = out.resolve(service.name() + ".tar");
            JibContainer image = build(root.resolve(service.name()).resolve("target/quarkus-app"), service, version, base,
                    tar, out.resolve("jib-cache"));
            System.out.printf("images: %s (%s, %s, %d KiB) in %.1f s%n", tar, image.getTargetImage(),
                    image.getDigest(), Files.size(tar) / 1024, (System.nanoTime() - started) / 1e9);
        }
    }

    static JibContainer build(Path app, Service service, String version, Path base, Path tar, Path cache) throws Exception {
        if (!Files.isRegularFile(app.resolve("quarkus-run.jar"))) {
            throw new IllegalStateException(app.resolve("quarkus-run.jar") + " is missing: package " + service.name()
                    + " first (the reactor does, through this module's dependencies)");
        }
        if (!Files.isRegularFile(base)) {
            throw new IllegalStateException(base + " is missing: deploy/images/build-base writes it");
        }
        FileEntriesLayer.Builder libraries = FileEntriesLayer.builder().setName("quarkus libraries");
        FileEntriesLayer.Builder application = FileEntriesLayer.builder().setName("quarkus application");
        try (Stream<Path> children = Files.list(app)) {
            for (Path child : children.sorted().toList()) {
                String name = child.getFileName().toString();
                (name.equals("lib") ? libraries : application).addEntryRecursive(child, DEPLOYMENTS.resolve(name));
            }
        }
        String reference = "sdkgen/" + service.name() + ":" + version;
        Containerizer containerizer = Containerizer.to(TarImage.at(tar).named(reference))
                .setBaseImageLayersCache(cache.resolve("base"))
                .setApplicationLayersCache(cache.resolve("application"))
                .setOfflineMode(true)
                .setToolName("sdkgen-images")
                .addEventHandler(LogEvent.class, ImageBuilder::log);
        return Jib.from(TarImage.at(base))
                .setFileEntriesLayers(libraries.build(), application.build())
                .setEntrypoint(ENTRYPOINT)
                .setUser("1000")
                .setWorkingDirectory(AbsoluteUnixPath.get("/home/sdkgen"))
                .setExposedPorts(Port.tcp(service.port()))
                .addLabel("org.opencontainers.image.title", "sdkgen " + service.name())
                .addLabel("org.opencontainers.image.version", version)
                .setCreationTime(Instant.EPOCH)
                .setFormat(ImageFormat.Docker)
                .containerize(containerizer);
    }

    private static void log(LogEvent event) {
        switch (event.getLevel()) {
            case ERROR, WARN -> System.out.println("images: jib: " + event.getMessage());
            default -> {
            }
        }
    }
}
