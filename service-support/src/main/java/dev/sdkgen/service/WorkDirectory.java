package dev.sdkgen.service;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.jboss.logging.Logger;

/**
 * This instance's part of the work directory. Every running instance works in
 * {@code <work-dir>/instance-<id>} and holds a lock on its {@code .lock} file for as long as it
 * runs; the operating system releases the lock when the process dies, however it dies. At start
 * ({@link #claim()}), everything under the work directory that no running instance holds is
 * deleted, except the entries the service names as kept (the spec-validator's clone cache): what
 * an instance killed in the middle of a build left behind does not pile up. The service calls
 * {@link #claim()} at start and {@link #release()} at shutdown.
 */
public final class WorkDirectory {

    private static final Logger LOG = Logger.getLogger(WorkDirectory.class);
    private static final String INSTANCE_PREFIX = "instance-";
    private static final String LOCK_FILE = ".lock";

    private final Path root;
    private final List<String> kept;
    private Path own;
    private FileChannel lockChannel;
    private java.util.concurrent.ScheduledExecutorService sweeper;

    /** {@code kept}: names of entries directly under {@code root} that are shared by the instances and kept. */
    public WorkDirectory(Path root, List<String> kept) {
        this.root = root.toAbsolutePath();
        this.kept = List.copyOf(kept);
    }

    /** Cleans what dead instances left and creates this instance's directory (idempotent). */
    public synchronized Path claim() {
        if (own != null) {
            return own;
        }
        try {
            Files.createDirectories(root);
            sweep();
            Path dir = Files.createDirectories(root.resolve(INSTANCE_PREFIX + UUID.randomUUID()));
            lockChannel = FileChannel.open(dir.resolve(LOCK_FILE), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            if (lockChannel.tryLock() == null) {
                throw new IOException("cannot lock " + dir.resolve(LOCK_FILE));
            }
            own = dir;
            return own;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare the work directory " + root, e);
        }
    }

    /**
     * Removes what instances that are gone left under the work directory (at start, and after each
     * build: a sibling instance killed while this one runs leaves its directory too); answers how many
     * entries it removed. This instance's own directory and the kept entries stay.
     */
    public int sweep() throws IOException {
        int removed = 0;
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : entries.toList()) {
                String name = entry.getFileName().toString();
                if (!kept.contains(name) && !entry.equals(own) && !heldByALiveInstance(entry)) {
                    LOG.infof("removing %s, left behind by an instance that is gone", entry);
                    delete(entry);
                    removed++;
                }
            }
        }
        return removed;
    }

    /** Bytes under the work directory: the kept entries each by name, everything else as {@code work}. */
    public java.util.Map<String, Long> usage() {
        java.util.Map<String, Long> bytes = new java.util.LinkedHashMap<>();
        bytes.put("work", 0L);
        kept.forEach(k -> bytes.put(k, 0L));
        try (Stream<Path> entries = Files.list(root)) {
            for (Path entry : entries.toList()) {
                String name = entry.getFileName().toString();
                bytes.merge(kept.contains(name) ? name : "work", sizeOf(entry), Long::sum);
            }
        } catch (IOException | UncheckedIOException e) {
            LOG.debugf("cannot measure %s: %s", root, e.getMessage());
        }
        return bytes;
    }

    public Path root() {
        return root;
    }

    /**
     * The service's {@code GET /internal/v1/disk} answer: {@code {"items": [{"name", "path", "bytes"}]}}, one item
     * per entry of {@link #usage()} (the spec-validator's and codegen-worker's, for the status page).
     */
    public java.util.Map<String, Object> diskReport() {
        String at = root.toString();
        List<java.util.Map<String, Object>> items = usage().entrySet().stream()
                .map(e -> java.util.Map.<String, Object>of("name", e.getKey(),
                        "path", e.getKey().equals("work") ? at : at + "/" + e.getKey(), "bytes", e.getValue()))
                .toList();
        return java.util.Map.of("items", items);
    }

    private static long sizeOf(Path path) {
        try (Stream<Path> files = Files.walk(path)) {
            return files.filter(p -> Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)).mapToLong(p -> p.toFile().length()).sum();
        } catch (IOException | UncheckedIOException e) {
            return 0;
        }
    }

    /** A new, empty directory for one build under this instance's directory. */
    public Path newBuildDirectory(String prefix) throws IOException {
        return Files.createTempDirectory(claim(), prefix);
    }

    /** Deletes a directory tree; symbolic links are deleted, never followed. Quiet: it is scratch space. */
    public static void delete(Path dir) {
        if (dir == null || !Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            LOG.debugf("could not delete all of %s: %s", dir, e.getMessage());
        }
    }

    /**
     * Sweeps every {@code interval} on a daemon thread of its own (zero or negative: never), so that a
     * sibling instance killed while this one runs does not leave its directory until the next start.
     */
    public synchronized void sweepEvery(java.time.Duration interval) {
        if (interval.isZero() || interval.isNegative() || sweeper != null) {
            return;
        }
        sweeper = java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "work-directory-sweep");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(() -> {
            try {
                sweep();
            } catch (IOException | RuntimeException e) {
                LOG.debugf("sweep of %s failed: %s", root, e.getMessage());
            }
        }, interval.toMillis(), interval.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** Gives up the lock and deletes this instance's directory (idempotent). */
    public synchronized void release() {
        if (sweeper != null) {
            sweeper.shutdownNow();
            sweeper = null;
        }
        if (own == null) {
            return;
        }
        try {
            lockChannel.close();
        } catch (IOException e) {
            // the process is ending; the operating system releases the lock anyway
        }
        delete(own);
        own = null;
    }

    private static boolean heldByALiveInstance(Path entry) {
        if (!entry.getFileName().toString().startsWith(INSTANCE_PREFIX) || !Files.isDirectory(entry)) {
            return false;
        }
        Path lockFile = entry.resolve(LOCK_FILE);
        if (!Files.exists(lockFile)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (OverlappingFileLockException e) {
            return true; // held by this very JVM (another application instance in a test)
        } catch (IOException e) {
            return true; // cannot tell: leave it alone
        }
    }
}
