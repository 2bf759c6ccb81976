package dev.sdkgen.testsupport;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Starts zonky's embedded PostgreSQL with its binaries in a directory of ours, and never starts
 * from an extraction that did not finish.
 *
 * <p>zonky extracts about 60 MB of binaries into {@code <dir>/PG-<digest>} on first use. When that
 * extraction is interrupted (an OutOfMemoryError in a small heap, a kill), zonky's next attempt
 * extracts into the same, half-filled directory and fails on the first entry that is already there
 * as a dangling symbolic link ({@code FileAlreadyExistsException .../lib/libicui18n.so.60}): every
 * later start fails until someone deletes the directory by hand.
 *
 * <p>Here the binaries directory holds zonky's extraction directories, a lock file, and a
 * {@code <name>.complete} marker for each extraction directory a server has started from. Under
 * the lock (several JVMs, several checkouts may share the directory) every directory without its
 * marker is deleted before the start, and every directory present after a successful start gets
 * its marker: while the lock is held only this start can have extracted anything.
 */
public final class PostgresBinaries {

    private static final String LOCK_FILE = ".lock";
    private static final String COMPLETE_SUFFIX = ".complete";
    private static final Duration LOCK_WAIT = Duration.ofMinutes(2);

    private PostgresBinaries() {
    }

    /** The binaries directory the tests use: {@code ${java.io.tmpdir}/sdkgen-embedded-pg}. */
    public static Path defaultDirectory() {
        return Path.of(System.getProperty("java.io.tmpdir"), "sdkgen-embedded-pg");
    }

    /**
     * Starts the server the builder describes, with its binaries extracted under {@code directory}
     * (created if missing); an extraction that never served a start is deleted first.
     */
    public static EmbeddedPostgres start(EmbeddedPostgres.Builder builder, Path directory) throws IOException {
        Path dir = directory.toAbsolutePath();
        Files.createDirectories(dir);
        // a FileLock belongs to the whole JVM: threads of one JVM queue on the class instead
        synchronized (PostgresBinaries.class) {
            // closing the channel releases the lock
            try (FileChannel channel = FileChannel.open(dir.resolve(LOCK_FILE),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
                lock(channel, dir);
                for (Path incomplete : entries(dir, PostgresBinaries::isIncomplete)) {
                    deleteTree(incomplete);
                }
                for (Path staleMarker : entries(dir, PostgresBinaries::isStaleMarker)) {
                    Files.delete(staleMarker);
                }
                EmbeddedPostgres pg = builder.setOverrideWorkingDirectory(dir.toFile()).start();
                for (Path extracted : entries(dir, PostgresBinaries::isIncomplete)) {
                    Files.createFile(marker(extracted));
                }
                return pg;
            }
        }
    }

    private static void lock(FileChannel channel, Path dir) throws IOException {
        long deadline = System.nanoTime() + LOCK_WAIT.toNanos();
        while (true) {
            FileLock lock = channel.tryLock();
            if (lock != null) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new IOException("another process has held " + dir.resolve(LOCK_FILE) + " for "
                        + LOCK_WAIT.toMinutes() + " minutes while preparing the PostgreSQL binaries");
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while waiting for " + dir.resolve(LOCK_FILE), e);
            }
        }
    }

    private static Path marker(Path extraction) {
        return extraction.resolveSibling(extraction.getFileName() + COMPLETE_SUFFIX);
    }

    private static boolean isIncomplete(Path entry) {
        return Files.isDirectory(entry) && !Files.exists(marker(entry));
    }

    private static boolean isStaleMarker(Path entry) {
        String name = entry.getFileName().toString();
        return name.endsWith(COMPLETE_SUFFIX)
                && !Files.isDirectory(entry.resolveSibling(name.substring(0, name.length() - COMPLETE_SUFFIX.length())));
    }

    private static List<Path> entries(Path dir, Predicate<Path> filter) throws IOException {
        try (Stream<Path> children = Files.list(dir)) {
            return children.filter(filter).collect(Collectors.toList());
        }
    }

    /** Deletes a directory tree; symbolic links are deleted, never followed. */
    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(path);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
